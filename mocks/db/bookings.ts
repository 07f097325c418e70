import { addDays, todayUtc } from '@domain/dates';
import type { Equipment, FacilityFields, IsoDate, IsoDateTime } from '@domain/types';
import { DEMO_FACILITIES } from '../data/demoFacilities';
import { recordPayment } from './invoices';
import { cityNamed } from './places';
import type { ShipmentRecord } from './records';
import { finalizeShipment, setFacility } from './shipmentSteps';
import { createShipment, totalCents } from './shipments';

/** How far a seeded booking went: quoted only, finalized (invoice issued), or paid. */
export type BookingStage = 'quoted' | 'finalized' | 'paid';

export type Booking = {
  from: string;
  to: string;
  equipment: Equipment;
  pickupDate: IsoDate;
  stage: BookingStage;
  driverAssist?: boolean;
  commodity?: string;
  createdAt?: IsoDateTime;
};

const HOUR_MS = 3_600_000;

export const hoursAgo = (hours: number): IsoDateTime =>
  new Date(Date.now() - hours * HOUR_MS).toISOString();

export const daysFromToday = (days: number): IsoDate => addDays(todayUtc(), days);

const later = (timestamp: IsoDateTime, hours: number): IsoDateTime =>
  new Date(Date.parse(timestamp) + hours * HOUR_MS).toISOString();

const facilityIn = (city: string): FacilityFields =>
  DEMO_FACILITIES[city] ?? {
    facility_name: `${city} Distribution Center`,
    facility_address: `1200 Commerce Way, ${city}`,
    zip_code: '75001',
    scheduling_preference: 'first_come',
    contact_name: 'Sam Rivera',
    phone_number: '+15555550100',
    email: 'dock@example.test',
  };

/** A shipment taken through the booking steps as a shipper would, up to the given stage. */
export const book = (userId: number, booking: Booking): ShipmentRecord => {
  // In the past, so that the steps after creation are not stamped in the future.
  const createdAt = booking.createdAt ?? hoursAgo(3);
  const shipment = createShipment({
    userId,
    equipment: booking.equipment,
    pickupCity: cityNamed(booking.from),
    dropoffCity: cityNamed(booking.to),
    pickupDate: booking.pickupDate,
    createdAt,
  });
  shipment.driver_assist = booking.driverAssist ?? false;
  if (booking.stage === 'quoted') return shipment;
  setFacility(shipment, 'pickup', facilityIn(booking.from));
  setFacility(shipment, 'dropoff', facilityIn(booking.to));
  finalizeShipment(
    shipment,
    {
      reference_number: `PO-${shipment.id + 37000}`,
      weight: booking.equipment === 'reefer' ? 38 : 42,
      commodity: booking.commodity ?? 'Packaged foods',
      packaging: 24,
      packaging_type: 'Pallets',
      pickup_number: `PU-${shipment.id}`,
      pickup_notes: 'Check in at the guard house with the pickup number.',
      dropoff_number: `DL-${shipment.id}`,
      dropoff_notes: 'Call the receiver 30 minutes before arrival.',
    },
    later(createdAt, 1),
  );
  if (booking.stage === 'paid') recordPayment(shipment, totalCents(shipment), later(createdAt, 2));
  return shipment;
};
