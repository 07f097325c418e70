import { pickupDateError, todayUtc } from '@domain/dates';
import { standardPickupDate } from '@domain/pickupDayPricing';
import type { QuotedPrice } from '@domain/priceHolds';
import { quoteExpiresAt } from '@domain/priceHolds';
import type { QuoteDay } from '@domain/pricing';
import { priceQuotedLane } from '@domain/pricing';
import { quoteCalendar } from '@domain/quoteCalendar';
import { sameCityAtBothEnds } from '@domain/laneEnds';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { Equipment, IsoDate, Quote, QuoteCalendar } from '@domain/types';
import type { Db } from '../db/database';
import { Invalid } from './domainErrors';
import { findCity } from './places';
import type { QuoteTickets } from './quoteTickets';
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
  if (sameCityAtBothEnds(pickup.id, dropoff.id))
    throw new Invalid({ dropoff_location: SERVER_MESSAGES.sameCity });
  return { pickup, dropoff };
};

export type LaneRequest = { pickupId: number; dropoffId: number; equipment: Equipment };

/** A lane's price as answered, and what a quote of it holds. */
export type PricedLane = ReturnType<typeof priceQuotedLane>;

/** The price of a known lane on the day, quoted today. */
export const priceKnownLane = ({ pickup, dropoff }: Lane, equipment: Equipment, day: QuoteDay) =>
  priceQuotedLane(pickup, dropoff, equipment, day);

/** The quote as answered: its price, with the id it is booked on. */
export const heldQuote = async (
  tickets: QuoteTickets,
  { quote, held }: PricedLane,
  now: Date,
): Promise<Quote> => ({ ...(await tickets.issue(held, now)), ...quote });

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
): Promise<PricedLane> => {
  const today = todayUtc(now);
  const lane = await laneOn(db, request, { field: 'pickup_date', date: pickupDate, today });
  return priceKnownLane(lane, request.equipment, {
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

/** A quote kept as the JSON sent, and its latest answer with an id: one per second. */
type KeptQuote = {
  json: string;
  held: QuotedPrice;
  latest?: { expiresAt: number; answer: string };
};

/**
 * The quote of a lane, and the calendar strip's prices, as the JSON sent: the same for the same
 * lane, equipment and day asked on the same day, since they are worked out of those alone (and
 * of the diesel price table, read once at start), and the landing page and create-shipment ask
 * the same popular lanes over and over. The latest are kept, each for the day it was asked on,
 * with the quote id and expiry of the second it was last asked in: a quote id is signed once a
 * second at most, however often the lane is asked.
 */
export const makeQuoteAnswers = (db: Db, tickets: QuoteTickets) => {
  const quotes = new StampedCache<string, KeptQuote>(ANSWERS_KEPT);
  const calendars = new StampedCache<string, string>(ANSWERS_KEPT);
  const keyOf = ({ pickupId, dropoffId, equipment }: LaneRequest, day: IsoDate | undefined) =>
    `${pickupId}|${dropoffId}|${equipment}|${day ?? ''}`;
  return {
    quote: async (request: LaneRequest, pickupDate: IsoDate | undefined, now: Date) => {
      const kept = await quotes.get(keyOf(request, pickupDate), todayUtc(now), async () => {
        const priced = await priceLane(db, request, pickupDate, now);
        return { json: JSON.stringify(priced.quote), held: priced.held };
      });
      const expiresAt = quoteExpiresAt(now).getTime();
      if (kept.latest?.expiresAt !== expiresAt) {
        const hold = await tickets.issue(kept.held, now);
        // The kept JSON is an object's: the id and the expiry go first, the rest as kept.
        const answer = `{"quote_id":${JSON.stringify(hold.quote_id)},"expires_at":${JSON.stringify(hold.expires_at)},${kept.json.slice(1)}`;
        kept.latest = { expiresAt, answer };
      }
      return kept.latest.answer;
    },
    calendar: (request: LaneRequest, fromDate: IsoDate | undefined, now: Date) =>
      calendars.get(keyOf(request, fromDate), todayUtc(now), async () =>
        JSON.stringify(await priceCalendar(db, request, fromDate, now)),
      ),
  };
};
