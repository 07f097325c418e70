import type { Actor } from '../accounts/account';
import { laneText } from '@domain/activityDetails';
import type { HeldQuote } from '@domain/priceHolds';
import { bookingPrice, priceHeldUntil, priceTotalCents } from '@domain/priceHolds';
import { dropoffDateFor, pickupDateError, todayUtc } from '@domain/dates';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { shipmentSearchText } from '@domain/shipmentSearch';
import type { Equipment, IsoDate } from '@domain/types';
import type { Db } from '../../db/database';
import { shipments, stops } from '../../db/schema';
import { recordActivity } from '../activity/recordActivity';
import { Invalid } from '../domainErrors';
import type { Lane, PricedLane } from '../quotes';
import { findLane, priceKnownLane } from '../quotes';
import type { ShipmentRecord } from './shipmentRecords';
import { readShipmentRecord } from './shipmentRecords';

export type NewShipment = {
  equipment: Equipment;
  pickupCityId: number;
  dropoffCityId: number;
  pickupDate: IsoDate;
  /** What the quote booked on holds: null for an id no server gave; none without an id. */
  quoted?: HeldQuote | null;
};

/** Nothing was booked: the quote cannot be booked on, and the lane is priced again. */
export class Requoted extends Error {
  constructor(
    message: string,
    /** The quote's price in cents; null for a quote not known. */
    readonly oldCents: number | null,
    readonly priced: PricedLane,
  ) {
    super(message);
    this.name = 'Requoted';
  }
}

type Errors = Record<string, string[]>;

/**
 * The quote's field errors in the create body's terms: its cities sit under pickup.city and
 * dropoff.city (keyed city), and two identical cities are the dropoff's fault, as in the quote.
 */
const laneErrors = (errors: Errors): Errors => {
  const result: Errors = {};
  for (const message of Object.values(errors).flat()) {
    const field = message === SERVER_MESSAGES.sameCity ? 'dropoff' : 'city';
    const messages = (result[field] ??= []);
    if (!messages.includes(message)) messages.push(message);
  }
  return result;
};

const laneOrErrors = async (
  db: Db,
  input: NewShipment,
): Promise<{ lane: Lane } | { errors: Errors }> => {
  try {
    return { lane: await findLane(db, input.pickupCityId, input.dropoffCityId) };
  } catch (error) {
    if (error instanceof Invalid) return { errors: laneErrors(error.fields) };
    throw error;
  }
};

/**
 * Books a quoted lane: the price (the quote's, or the pickup day's as quoted today), the transit
 * time and the drop-off date come from the quote and the server's calendar, never from the
 * request. The price then holds for a day. The shipment, its stops and the booking's place in the
 * company's history are written together.
 */
export const createShipment = async (
  db: Db,
  actor: Actor,
  input: NewShipment,
  now: Date,
): Promise<ShipmentRecord> => {
  const found = await laneOrErrors(db, input);
  const errors: Errors = 'errors' in found ? found.errors : {};
  const today = todayUtc(now);
  const dateError = pickupDateError(input.pickupDate, today);
  if (dateError) errors.date = [dateError];
  if (!('lane' in found) || dateError) throw new Invalid(errors);
  const { pickup, dropoff } = found.lane;
  const priced = priceKnownLane(found.lane, input.equipment, {
    pickupDate: input.pickupDate,
    today,
  });
  const { quote } = priced;
  const booking = bookingPrice(input.quoted, priced.held, now);
  if ('refused' in booking) throw new Requoted(booking.refused, booking.oldCents, priced);
  const price = booking.parts;
  const dropoffDate = dropoffDateFor(input.pickupDate, quote.min_transit_time);
  return db.transaction(async (tx) => {
    const [shipment] = await tx
      .insert(shipments)
      .values({
        companyId: actor.companyId,
        userId: actor.id,
        equipment: input.equipment,
        miles: quote.miles,
        minTransitTime: quote.min_transit_time,
        basePriceCents: priceTotalCents(price),
        linehaulCents: price.linehaulCents,
        fuelSurchargeCents: price.fuelSurchargeCents,
        priceHeldUntil: priceHeldUntil(now),
        pickupDate: input.pickupDate,
        dropoffDate,
        searchText: shipmentSearchText(pickup, dropoff, null),
        createdAt: now,
      })
      .returning({ id: shipments.id });
    if (!shipment) throw new Error('The shipment was not stored.');
    await tx.insert(stops).values([
      { shipmentId: shipment.id, kind: 'pickup', cityId: pickup.id, date: input.pickupDate },
      { shipmentId: shipment.id, kind: 'dropoff', cityId: dropoff.id, date: dropoffDate },
    ]);
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.id,
      shipmentId: shipment.id,
      kind: 'shipment_created',
      at: now,
      details: { lane: laneText(pickup, dropoff) },
    });
    return readShipmentRecord(tx, shipment.id);
  });
};
