import { parseStoredId } from '@domain/storedId';
import type { TrackingStop } from '@domain/trackingTypes';
import { http, HttpResponse } from 'msw';
import { DEFAULT_EQUIPMENT, LIST_SEARCH_MAX_LENGTH } from '@domain/constants';
import { MESSAGES, tooLongMessage } from '@domain/messages';
import { pickupDateError, todayUtc } from '@domain/dates';
import { standardPickupDate } from '@domain/pickupDayPricing';
import { priceQuotedLane } from '@domain/pricing';
import { quoteCalendar } from '@domain/quoteCalendar';
import { quoteCalendarSchema, quoteSchema } from '@domain/requestSchemas';
import { sameCityAtBothEnds } from '@domain/laneEnds';
import { shippingNeedsBodySchema } from '@domain/shippingNeedsBodySchema';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type {
  City,
  IsoDate,
  ListResponse,
  Quote,
  QuoteCalendar,
  Region,
  User,
} from '@domain/types';
import type { CityRecord } from '../data/cities';
import { findCity, findRegion, placeCity, searchCities, searchRegions } from '../db/places';
import { issueQuote } from '../db/quotes';
import { membersOf, toUser } from '../db/users';
import type { FieldErrors } from '../http/responses';
import { fieldErrors, notFound } from '../http/responses';
import { authenticate, requireRole } from '../http/session';
import { validateBody } from '../http/validation';

const LIMIT = LIST_SEARCH_MAX_LENGTH;

/**
 * The place search text, under the first of its names sent. The server takes up to as many
 * characters as a list's search, and refuses more on each parameter that has them.
 */
const searchParam = (request: Request, ...names: string[]): string => {
  const params = new URL(request.url).searchParams;
  const tooLong = names.filter((name) => [...(params.get(name) ?? '')].length > LIMIT);
  if (tooLong.length)
    throw fieldErrors(Object.fromEntries(tooLong.map((name) => [name, [tooLongMessage(LIMIT)]])));
  return names.map((name) => params.get(name)).find((value) => value !== null) ?? '';
};

/** The lane's two cities, or every field at fault: an unknown or repeated city, an unbookable day. */
const laneOn = (
  body: { pickup_location: number; dropoff_location: number },
  day: { field: string; date: IsoDate | undefined; today: IsoDate },
): { from: CityRecord; to: CityRecord } | { errors: FieldErrors } => {
  const from = findCity(body.pickup_location);
  const to = findCity(body.dropoff_location);
  const errors: FieldErrors = {};
  if (!from) errors.pickup_location = [SERVER_MESSAGES.unknownCity];
  if (!to) errors.dropoff_location = [SERVER_MESSAGES.unknownCity];
  else if (from && sameCityAtBothEnds(from.id, to.id))
    errors.dropoff_location = [SERVER_MESSAGES.sameCity];
  const dayError = day.date ? pickupDateError(day.date, day.today) : null;
  if (dayError) errors[day.field] = [dayError];
  return from && to && Object.keys(errors).length === 0 ? { from, to } : { errors };
};

export const shipperHandlers = [
  http.get('*/api/shipper/cities', ({ request }) =>
    HttpResponse.json<ListResponse<City>>({
      results: searchCities(searchParam(request, 'name_prefix')),
    }),
  ),

  http.get('*/api/shipper/cities/:id/', ({ params }) => {
    const id = parseStoredId(String(params.id));
    const place = id === null ? undefined : placeCity(id);
    return place ? HttpResponse.json<TrackingStop>(place) : notFound();
  }),

  // The search text has had three spellings; all are accepted, as the server does.
  http.get('*/api/shipper/country-regions', ({ request }) =>
    HttpResponse.json<ListResponse<Region>>({
      results: searchRegions(searchParam(request, 'search_term', 'namePrefix', 'search_Term')),
    }),
  ),

  // A signed-in account without a verified e-mail may state its needs: that is sign-up step 2.
  // They are the company's, which its admin states.
  http.post('*/api/shipper/shipping-needs/', async ({ request }) => {
    const user = requireRole(authenticate(request), 'changeCompany');
    const body = await validateBody(request, shippingNeedsBodySchema);
    if (!findRegion(body.company_location))
      return fieldErrors({ company_location: [MESSAGES.companyLocationRequired] });
    const needs = {
      company_location: body.company_location,
      mode: [...new Set(body.mode)],
      average_ftl: body.average_ftl,
      trailer_type: [...new Set(body.trailer_type)],
    };
    for (const member of membersOf(user.company_id)) member.shipping_needs = needs;
    return HttpResponse.json<User>(toUser(user), { status: 201 });
  }),

  http.post('*/api/shipper/distance-price/', async ({ request }) => {
    const body = await validateBody(request, quoteSchema);
    const today = todayUtc();
    const lane = laneOn(body, { field: 'pickup_date', date: body.pickup_date, today });
    if ('errors' in lane) return fieldErrors(lane.errors);
    return HttpResponse.json<Quote>(
      issueQuote(
        priceQuotedLane(lane.from, lane.to, body.equipment ?? DEFAULT_EQUIPMENT, {
          pickupDate: body.pickup_date ?? standardPickupDate(today),
          today,
        }),
      ),
    );
  }),

  http.post('*/api/shipper/distance-price/calendar/', async ({ request }) => {
    const body = await validateBody(request, quoteCalendarSchema);
    const today = todayUtc();
    const lane = laneOn(body, { field: 'from_date', date: body.from_date, today });
    if ('errors' in lane) return fieldErrors(lane.errors);
    return HttpResponse.json<QuoteCalendar>(
      quoteCalendar(lane.from, lane.to, body.equipment ?? DEFAULT_EQUIPMENT, {
        fromDate: body.from_date ?? today,
        today,
      }),
    );
  }),
];
