import { CALENDAR_STRIP_DAYS, DEFAULT_EQUIPMENT, EQUIPMENT } from '@domain/constants';
import { STANDARD_LEAD_DAYS } from '@domain/pickupDayPricing';
import { QUOTE_HOLD_MINUTES } from '@domain/priceHolds';
import { QuoteCalendarSchema, QuoteSchema } from '@domain/responseSchemas';
import { quoteCalendarSchema, quoteSchema } from '@domain/requestSchemas';
import type { Equipment } from '@domain/types';
import { answers, BODY_FAILURES, PUBLIC } from '../openapi/answers';
import { requestSchema } from '../openapi/requestSchema';
import type { FastifyReply } from 'fastify';
import { makeQuoteAnswers } from '../services/quotes';
import type { Api, RouteDeps } from './routeTypes';

type QuoteBody = {
  pickup_location?: unknown;
  dropoff_location?: unknown;
  equipment?: unknown;
  pickup_date?: unknown;
};
type Priceable = { pickup_location: number; dropoff_location: number; equipment?: Equipment };

const isEquipment = (value: unknown): value is Equipment =>
  (EQUIPMENT as readonly unknown[]).includes(value);

/**
 * quoteSchema's rules for a body whose JSON types Ajv has already checked: two ids above 0, no
 * equipment or a known one, and no day. A body that meets them skips yup, which took a third of
 * the route's time. It must never pass a body quoteSchema refuses; any body it does not pass goes
 * through quoteSchema, which decides and words the errors.
 */
const isPriceable = (body: QuoteBody): body is Priceable =>
  typeof body.pickup_location === 'number' &&
  body.pickup_location > 0 &&
  typeof body.dropoff_location === 'number' &&
  body.dropoff_location > 0 &&
  (body.equipment === undefined || isEquipment(body.equipment)) &&
  body.pickup_date === undefined;

const laneOf = (body: {
  pickup_location: number;
  dropoff_location: number;
  equipment?: Equipment;
}) => ({
  pickupId: body.pickup_location,
  dropoffId: body.dropoff_location,
  equipment: body.equipment ?? DEFAULT_EQUIPMENT,
});

export const registerQuoteRoutes = (api: Api, { db, clock, quoteTickets }: RouteDeps) => {
  const kept = makeQuoteAnswers(db, quoteTickets);
  // Sent as kept: each answer was written from the domain type its schema describes.
  const sendJson = (reply: FastifyReply, answer: string) =>
    reply.type('application/json; charset=utf-8').send(answer);
  api.post(
    '/shipper/distance-price/',
    {
      schema: {
        summary: 'Price a lane',
        security: PUBLIC,
        description:
          'The base price, distance and least transit time between two cities, by equipment ' +
          '(dry van unless said), for a pickup on `pickup_date` (after the usual lead time of ' +
          `${STANDARD_LEAD_DAYS} days when none is sent): the linehaul, which the pickup day ` +
          "moves, and the fuel surcharge of the week's diesel price, each with its rate per " +
          'mile, the price per mile all in, and the CO2e of a typical load on the lane. The ' +
          `quote's id books the load at this price for ${QUOTE_HOLD_MINUTES} minutes ` +
          '(`expires_at`). A pickup day a shipment could not be booked on is a 400. No account ' +
          'needed.',
        tags: ['quotes'],
        body: requestSchema(quoteSchema, { fastPath: isPriceable }),
        response: answers({ 200: QuoteSchema }, BODY_FAILURES),
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        await kept.quote(laneOf(request.body), request.body.pickup_date, clock.now()),
      ),
  );

  api.post(
    '/shipper/distance-price/calendar/',
    {
      schema: {
        summary: 'Price a lane for every day of the calendar strip',
        security: PUBLIC,
        description:
          `The lane's price for a pickup on each of the ${CALENDAR_STRIP_DAYS} days from ` +
          '`from_date` (today when none is sent), itemised as the quote is, the lowest marked ' +
          '`cheapest`: one call for the whole strip. No account needed.',
        tags: ['quotes'],
        body: requestSchema(quoteCalendarSchema),
        response: answers({ 200: QuoteCalendarSchema }, BODY_FAILURES),
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        await kept.calendar(laneOf(request.body), request.body.from_date, clock.now()),
      ),
  );
};
