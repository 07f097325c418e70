import { DRIVER_ASSIST_FEE_CENTS } from '@domain/constants';
import { dropoffDateFor, todayUtc } from '@domain/dates';
import { centsToMoney } from '@domain/money';
import { quoteLane } from '@domain/pricing';
import { deriveShipmentStatus } from '@domain/shipmentStatus';
import type {
  Equipment,
  IsoDate,
  IsoDateTime,
  Shipment,
  ShipmentStatus,
  Stop,
} from '@domain/types';
import type { CityRecord } from '../data/cities';
import { findCity } from './places';
import type { ShipmentRecord, StopRecord } from './records';
import { db, nextId } from './store';

type NewShipment = {
  userId: number;
  equipment: Equipment;
  pickupCity: CityRecord;
  dropoffCity: CityRecord;
  pickupDate: IsoDate;
  createdAt?: IsoDateTime;
};

const emptyStop = (cityId: number, date: IsoDate): StopRecord => ({
  cityId,
  date,
  facility_name: null,
  facility_address: null,
  zip_code: null,
  scheduling_preference: null,
  contact_name: null,
  phone_number: null,
  email: null,
  location_number: null,
  additional_notes: null,
});

/** Prices and dates come from the quote, never from the request. */
export const createShipment = (input: NewShipment): ShipmentRecord => {
  const quote = quoteLane(input.pickupCity, input.dropoffCity, input.equipment);
  const shipment: ShipmentRecord = {
    id: nextId('shipment'),
    userId: input.userId,
    equipment: input.equipment,
    basePriceCents: Math.round(quote.base_price * 100),
    driver_assist: false,
    miles: quote.miles,
    min_transit_time: quote.min_transit_time,
    reference_number: null,
    weight: null,
    commodity: null,
    packaging: null,
    packaging_type: null,
    pickup: emptyStop(input.pickupCity.id, input.pickupDate),
    dropoff: emptyStop(
      input.dropoffCity.id,
      dropoffDateFor(input.pickupDate, quote.min_transit_time),
    ),
    created_at: input.createdAt ?? new Date().toISOString(),
    paid: false,
  };
  db.shipments.push(shipment);
  return shipment;
};

/** Someone else's shipment is as missing as one that does not exist. */
export const findOwnShipment = (userId: number, id: number): ShipmentRecord | undefined =>
  db.shipments.find((shipment) => shipment.id === id && shipment.userId === userId);

export const findShipment = (id: number): ShipmentRecord | undefined =>
  db.shipments.find((shipment) => shipment.id === id);

export const shipmentStatus = (shipment: ShipmentRecord): ShipmentStatus =>
  deriveShipmentStatus(shipment.paid, shipment.pickup.date, shipment.dropoff.date, todayUtc());

const driverAssistFeeCents = (shipment: ShipmentRecord): number =>
  shipment.driver_assist ? DRIVER_ASSIST_FEE_CENTS : 0;

export const totalCents = (shipment: ShipmentRecord): number =>
  shipment.basePriceCents + driverAssistFeeCents(shipment);

const toStop = ({ cityId, ...stop }: StopRecord): Stop => {
  const city = findCity(cityId);
  if (!city) throw new Error(`Shipment stop in unknown city ${cityId}.`);
  return { ...stop, city: { id: city.id, name: city.name, region_code: city.region_code } };
};

/** The wire shape: status, fee and total are derived on every read. */
export const toShipment = (shipment: ShipmentRecord): Shipment => ({
  id: shipment.id,
  status: shipmentStatus(shipment),
  equipment: shipment.equipment,
  base_price: centsToMoney(shipment.basePriceCents),
  driver_assist: shipment.driver_assist,
  driver_assist_fee: centsToMoney(driverAssistFeeCents(shipment)),
  total_price: centsToMoney(totalCents(shipment)),
  miles: shipment.miles,
  min_transit_time: shipment.min_transit_time,
  reference_number: shipment.reference_number,
  weight: shipment.weight,
  commodity: shipment.commodity,
  packaging: shipment.packaging,
  packaging_type: shipment.packaging_type,
  pickup: toStop(shipment.pickup),
  dropoff: toStop(shipment.dropoff),
  created_at: shipment.created_at,
});
