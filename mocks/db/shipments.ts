import { laneText } from '@domain/activityDetails';
import { dropoffDateFor, todayUtc } from '@domain/dates';
import { estimateArrival } from '@domain/eta';
import { NO_WINDOW } from '@domain/stopWindows';
import { NOT_DISPATCHED, pickedUpAt } from '@domain/milestones';
import type { PriceParts } from '@domain/priceHolds';
import { priceHeldUntil, priceTotalCents } from '@domain/priceHolds';
import { priceQuotedLane } from '@domain/pricing';
import { deriveShipmentStatus } from '@domain/shipmentStatus';
import type {
  Equipment,
  IsoDate,
  IsoDateTime,
  Shipment,
  ShipmentStatus,
  Stop,
} from '@domain/types';
import { toShipment as shipmentAnswer } from '@domain/wireShapes';
import type { CityRecord } from '../data/cities';
import { recordMockActivity } from './activity';
import { findMockCarrier } from './carriers';
import { mockEtaFacts } from './shipmentEta';
import { findCity } from './places';
import type { ShipmentRecord, StopRecord } from './records';
import { db, nextId } from './store';
import { companyOf, personOf } from './users';

type NewShipment = {
  /** Who books it, for their company. */
  userId: number;
  equipment: Equipment;
  pickupCity: CityRecord;
  dropoffCity: CityRecord;
  pickupDate: IsoDate;
  createdAt?: IsoDateTime;
  /** The price booked (a quote's); the lane's price on the booking day when none is given. */
  price?: PriceParts;
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
  ...NO_WINDOW,
});

/**
 * Prices (a quote's, or the pickup day's quoted today) and dates come from the quote, never from
 * the request; the price holds a day. The booking goes into the company's history with it.
 */
export const createShipment = (input: NewShipment): ShipmentRecord => {
  const createdAt = input.createdAt ?? new Date().toISOString();
  // Quoted on the day it is booked, as the server does.
  const { quote, held } = priceQuotedLane(input.pickupCity, input.dropoffCity, input.equipment, {
    pickupDate: input.pickupDate,
    today: todayUtc(new Date(createdAt)),
  });
  const price = input.price ?? held;
  const shipment: ShipmentRecord = {
    id: nextId('shipment'),
    userId: input.userId,
    equipment: input.equipment,
    basePriceCents: priceTotalCents(price),
    priceParts: {
      linehaulCents: price.linehaulCents,
      fuelSurchargeCents: price.fuelSurchargeCents,
    },
    priceHeldUntil: priceHeldUntil(new Date(createdAt)).toISOString(),
    driverAssist: false,
    miles: quote.miles,
    min_transit_time: quote.min_transit_time,
    reference_number: null,
    weight: null,
    commodity: null,
    packaging: null,
    temperature_f: null,
    temperature_mode: null,
    packaging_type: null,
    pickup: emptyStop(input.pickupCity.id, input.pickupDate),
    dropoff: emptyStop(
      input.dropoffCity.id,
      dropoffDateFor(input.pickupDate, quote.min_transit_time),
    ),
    created_at: createdAt,
    paid: false,
    progress: NOT_DISPATCHED,
    cancellation: null,
  };
  db.shipments.push(shipment);
  recordMockActivity({
    actorId: input.userId,
    kind: 'shipment_created',
    at: shipment.created_at,
    shipmentId: shipment.id,
    details: { lane: laneText(input.pickupCity, input.dropoffCity) },
  });
  return shipment;
};

/** Another company's shipment is as missing as one that does not exist. */
export const findOwnShipment = (companyId: number, id: number): ShipmentRecord | undefined =>
  db.shipments.find((shipment) => shipment.id === id && companyOf(shipment.userId) === companyId);

export const findShipment = (id: number): ShipmentRecord | undefined =>
  db.shipments.find((shipment) => shipment.id === id);

export const shipmentStatus = (shipment: ShipmentRecord): ShipmentStatus =>
  deriveShipmentStatus({
    paid: shipment.paid,
    cancelled: shipment.cancellation !== null,
    progress: shipment.progress,
  });

const toStop = ({ cityId, ...stop }: StopRecord): Stop => {
  const city = findCity(cityId);
  if (!city) throw new Error(`Shipment stop in unknown city ${cityId}.`);
  const { id, name, region_code, country_code } = city;
  return { ...stop, city: { id, name, region_code, country_code } };
};

/** The carrier of the shipment's live assignment, as the server names it. */
const carrierNameOf = (shipmentId: number): string | null => {
  const live = db.assignments.find(
    (assignment) => assignment.shipmentId === shipmentId && assignment.endedAt === null,
  );
  return (live && findMockCarrier(live.carrierId)?.legal_name) ?? null;
};

/** When the load was picked up, by its history in the order things happened. */
const pickedUpAtOf = (shipmentId: number): IsoDateTime | null =>
  pickedUpAt(
    db.shipmentEvents
      .filter((event) => event.shipmentId === shipmentId)
      .sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.id - b.id)
      .map(({ code, at, withdrawnAt }) => ({ code, at, withdrawn: withdrawnAt !== null })),
  );

export const toShipment = (shipment: ShipmentRecord, now = new Date()): Shipment => {
  const eta = estimateArrival(mockEtaFacts(shipment), now);
  return shipmentAnswer({
    ...shipment,
    etaState: eta?.state ?? null,
    etaAt: eta?.at ?? null,
    carrierName: carrierNameOf(shipment.id),
    pickedUpAt: pickedUpAtOf(shipment.id),
    pickup: toStop(shipment.pickup),
    dropoff: toStop(shipment.dropoff),
    booked_by: personOf(shipment.userId),
  });
};
