import { pickupDateError, todayUtc } from '@domain/dates';
import { standardPickupDate } from '@domain/pickupDayPricing';
import { quoteLane } from '@domain/pricing';
import { quoteCalendar } from '@domain/quoteCalendar';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { Equipment, IsoDate, Quote, QuoteCalendar } from '@domain/types';
import type { Db } from '../db/database';
import { Invalid } from './domainErrors';
import { findCity } from './places';
import { StampedCache } from './stampedCache';
import type { CityPoint } from './places';

export type Lane = { pickup: CityPoint; dropoff: CityPoint };

/** A lane between two known, different cities, or the fields at fault. */
export const findLane = async (db: Db, pickupId: number, dropoffId: number): Promise<Lane> => {
  const [pickup, dropoff] = await Promise.all([findCity(db, pickupId), findCity(db, dropoffId)]);
  const errors: Record<string, string> = {};
  if (!pickup) errors.pickup_location = SERVER_MESSAGES.unknownCity;
  if (!dropoff) errors.dropoff_location = SERVER_MESSAGES.unknownCity;
  if (!pickup || !dropoff) throw new Invalid(errors);
  if (pickup.id === dropoff.id) throw new Invalid({ dropoff_location: SERVER_MESSAGES.sameCity });
  return { pickup, dropoff };
};

type LaneRequest = { pickupId: number; dropoffId: number; equipment: Equipment };

/**
 * The lane, once its cities and the day named (`field`, when one is) are known good: every field
 * at fault is told at once.
 */
const laneOn = async (
  db: Db,
  { pickupId, dropoffId }: LaneRequest,
  day: { field: string; date: IsoDate | undefined; today: IsoDate },
): Promise<Lane> => {
  const dayError = day.date ? pickupDateError(day.date, day.today) : null;
  const dayErrors = dayError ? { [day.field]: dayError } : {};
  const lane = await findLane(db, pickupId, dropoffId).catch((error: unknown) => {
    throw error instanceof Invalid ? new Invalid({ ...error.fields, ...dayErrors }) : error;
  });
  if (dayError) throw new Invalid(dayErrors);
  return lane;
};

/** The quote of a lane for a pickup on the day named, else after the usual lead time. */
export const priceLane = async (
  db: Db,
  request: LaneRequest,
  pickupDate: IsoDate | undefined,
  now: Date,
): Promise<Quote> => {
  const today = todayUtc(now);
  const lane = await laneOn(db, request, { field: 'pickup_date', date: pickupDate, today });
  return quoteLane(lane.pickup, lane.dropoff, request.equipment, {
    pickupDate: pickupDate ?? standardPickupDate(today),
    today,
  });
};

/** The lane's price for each day of the calendar strip from the day named, else from today. */
export const priceCalendar = async (
  db: Db,
  request: LaneRequest,
  fromDate: IsoDate | undefined,
  now: Date,
): Promise<QuoteCalendar> => {
  const today = todayUtc(now);
  const { pickup, dropoff } = await laneOn(db, request, {
    field: 'from_date',
    date: fromDate,
    today,
  });
  return quoteCalendar(pickup, dropoff, request.equipment, { fromDate: fromDate ?? today, today });
};

/** Answers kept: the lanes quoted and the strips priced most recently. */
const ANSWERS_KEPT = 5000;

/**
 * The quote of a lane, and the calendar strip's prices, as the JSON sent: the same for the same
 * lane, equipment and day asked on the same day, since they are worked out of those alone (and
 * of the diesel price table, read once at start), and the landing page and create-shipment ask
 * the same popular lanes over and over. The latest are kept, each for the day it was asked on.
 */
export const makeQuoteAnswers = (db: Db) => {
  const answers = new StampedCache<string, string>(ANSWERS_KEPT);
  const kept = (
    kind: string,
    { pickupId, dropoffId, equipment }: LaneRequest,
    day: IsoDate | undefined,
    now: Date,
    read: () => Promise<unknown>,
  ) =>
    answers.get(
      `${kind}|${pickupId}|${dropoffId}|${equipment}|${day ?? ''}`,
      todayUtc(now),
      async () => JSON.stringify(await read()),
    );
  return {
    quote: (request: LaneRequest, pickupDate: IsoDate | undefined, now: Date) =>
      kept('quote', request, pickupDate, now, () => priceLane(db, request, pickupDate, now)),
    calendar: (request: LaneRequest, fromDate: IsoDate | undefined, now: Date) =>
      kept('calendar', request, fromDate, now, () => priceCalendar(db, request, fromDate, now)),
  };
};
