import { addDays, todayUtc } from '@domain/dates';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { issueOperatorToken } from '../services/operators/operatorTokens';
import { issueToken } from '../services/tokens';
import {
  hasNul,
  MALFORMED_BODIES,
  MALFORMED_IDS,
  MALFORMED_QUERY_VALUES,
  MALFORMED_VALUES,
  NUL_VALUES,
} from './malformedValues';
import { answerChecker, fetchApiDocument } from './apiDocument';
import { DRIVER } from './opsFixtures';
import { carrierInput, newDispatcher, type Dispatcher } from './dispatchFixtures';
import type { RegisteredRoute } from './registeredRoutes';
import { registeredRoutes } from './registeredRoutes';
import type { Caller } from './shipmentFixtures';
import { book, FACILITY, FINAL_DETAILS, laneCities, newShipper } from './shipmentFixtures';
import { randomIp, registration, shippingNeeds } from './signUp';
import { testServerFixture } from './testServerFixture';

type JsonObject = { [key: string]: unknown };

/** A well-formed request of a route, whose every value the test then spoils one at a time. */
type Sample = { bodies?: (() => JsonObject)[]; query?: Record<string, string> };

const server = testServerFixture();
let shipper: Caller;
let dispatcher: Dispatcher;
let shipmentId: number;
let samples: Record<string, Sample>;
let checkAnswer: ReturnType<typeof answerChecker>;

beforeAll(async () => {
  checkAnswer = answerChecker(await fetchApiDocument(server));
  shipper = await newShipper(server);
  dispatcher = await newDispatcher(server);
  const { chicago, dallas } = await laneCities(server);
  const pickupDate = addDays(todayUtc(server.clock.now()), 7);
  shipmentId = (
    await book(server, shipper, { pickupCity: chicago.id, dropoffCity: dallas.id, pickupDate })
  ).id;
  const needs = await shippingNeeds(server);
  const lane = { pickup_location: chicago.id, dropoff_location: dallas.id, equipment: 'dryVan' };
  samples = {
    'POST /api/auth/register/': { bodies: [() => ({ ...registration() })] },
    'POST /api/auth/login/': {
      bodies: [() => ({ email: 'nobody@example.com', password: 'Sturdy-Pass1' })],
    },
    'POST /api/auth/password-reset/request/': { bodies: [() => ({ email: 'nobody@example.com' })] },
    'POST /api/auth/password-reset/confirm/': {
      bodies: [() => ({ password: 'Sturdy-Pass1', token: 'a'.repeat(43) })],
    },
    'POST /api/auth/verify-email/': { bodies: [() => ({ token: 'a'.repeat(43) })] },
    'POST /api/shipper/shipping-needs/': { bodies: [() => ({ ...needs })] },
    'GET /api/shipper/shipments/': {
      query: { page: '1', page_size: '12', status: 'all', search: 'Chicago' },
    },
    'POST /api/shipper/shipments/': {
      bodies: [
        () => ({
          equipment: 'dryVan',
          pickup: { city: chicago.id, date: pickupDate },
          dropoff: { city: dallas.id },
        }),
      ],
    },
    'PATCH /api/shipper/shipments/:id/appointment/': {
      bodies: [() => ({ pickup: { ...FACILITY } }), () => ({ driver_assist: false })],
    },
    'PATCH /api/shipper/shipments/:id/finalizing/': { bodies: [() => ({ ...FINAL_DETAILS })] },
    'GET /api/shipper/cities': { query: { name_prefix: 'Chi' } },
    'GET /api/shipper/country-regions': {
      query: { search_term: 'tex', namePrefix: 'tex', search_Term: 'tex' },
    },
    'POST /api/shipper/distance-price/': { bodies: [() => ({ ...lane })] },
    'GET /api/invoices/': {
      query: {
        page: '1',
        page_size: '20',
        month_start: '2026-06-01T05:00:00.000Z',
        shipment_id: String(shipmentId),
      },
    },
    'GET /api/company/activity/': {
      query: {
        page: '1',
        page_size: '25',
        member: String(shipper.userId),
        kind: 'shipment_created',
        date_from: '2026-06-01',
        date_to: '2026-06-30',
      },
    },
    'POST /api/payment-methods/': {
      bodies: [() => ({ payment_method_id: 'pm_card_visa_chargeDeclined' })],
    },
    'POST /api/payments/create-intent/': {
      bodies: [
        () => ({ payment_method_id: 'pm_card_visa_chargeDeclined', shipment_id: shipmentId }),
      ],
    },
    'POST /api/payments/confirm/': { bodies: [() => ({ payment_intent_id: 'pi_test_1' })] },
    'GET /api/ops/registry/': { query: { usdot_number: '3000001' } },
    'POST /api/ops/auth/login/': {
      bodies: [() => ({ email: 'nobody@loadline.test', password: 'Sturdy-Pass1' })],
    },
    'POST /api/ops/auth/set-password/': {
      bodies: [() => ({ password: 'Sturdy-Pass1', token: 'a'.repeat(43) })],
    },
    'POST /api/ops/carriers/': { bodies: [() => ({ ...carrierInput() })] },
    'PATCH /api/ops/carriers/:id/': { bodies: [() => ({ ...carrierInput() })] },
    'GET /api/ops/shipments/': { query: { stage: 'to_cover' } },
    'PUT /api/ops/shipments/:id/assignment/': { bodies: [() => ({ carrier_id: 1, ...DRIVER })] },
    'POST /api/ops/shipments/:id/events/': {
      bodies: [() => ({ code: 'arrived_pickup', at: '2026-06-15T15:00:00.000Z', city_id: 1 })],
    },
  };
});

type Sent = {
  route: RegisteredRoute;
  url: string;
  payload?: string;
  /** The spoilt field and the fields it is in. */
  field?: string[];
  /** A value no route may take, in a field the route reads: it must be refused. */
  refused?: boolean;
};

/** The request as a failure report shows it: long values cut short. */
const describeSent = ({ route, url, payload }: Sent) =>
  `${route.method} ${url.slice(0, 160)} ${(payload ?? '').slice(0, 160)}`;

const isStringList = (value: unknown) =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string');

/** What is wrong with an answer, or null: no 5xx, and every error in one of the API's shapes. */
const problemWith = (sent: Sent, status: number, text: string): string | null => {
  if (status >= 500) return `${status} ${text}`;
  const nul = hasNul(sent.url) || hasNul(sent.payload ?? '');
  if (nul && status !== 400) return `${status} for a NUL character: ${text.slice(0, 200)}`;
  if (sent.refused && status !== 400) return `${status} for a value it may not take`;
  if (status < 400) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${status} not JSON: ${text.slice(0, 200)}`;
  }
  const keys = typeof body === 'object' && body !== null ? Object.keys(body) : [];
  const message = typeof (body as JsonObject).message === 'string';
  const shaped =
    (keys.length === 1 && keys[0] === 'message' && message) ||
    // A message with more beside it that the document declares for the route and status: what is
    // missing for a shipping paper, a price then and now.
    (message && checkAnswer(sent.route.method, sent.url, status, text) === null) ||
    (keys.length === 1 &&
      keys[0] === 'errors' &&
      Object.keys((body as { errors: JsonObject }).errors).length > 0 &&
      Object.values((body as { errors: JsonObject }).errors).every(isStringList));
  if (!shaped) return `${status} not an error shape: ${text.slice(0, 300)}`;
  // yup's own texts, which name the path and quote the value, never reach a client.
  if (text.includes('`')) return `${status} a message not from the contract: ${text.slice(0, 300)}`;
  const errors = (body as { errors?: Record<string, string[]> }).errors;
  if (sent.field && errors) {
    const allowed = new Set([...sent.field, 'non_field_errors']);
    const stray = Object.keys(errors).filter((key) => !allowed.has(key));
    if (stray.length) return `${status} errors on fields not spoilt: ${text.slice(0, 300)}`;
  }
  if (nul && errors && sent.field) {
    const field = sent.field[sent.field.length - 1] ?? '';
    if (!errors[field]?.includes(SERVER_MESSAGES.nulCharacter))
      return `${status} no NUL message on ${field}: ${text.slice(0, 200)}`;
  }
  return null;
};

const send = async (sent: Sent, who: Caller): Promise<string | null> => {
  const response = await server.app.inject({
    method: sent.route.method as 'GET',
    url: sent.url,
    remoteAddress: randomIp(),
    headers: {
      ...who.headers,
      ...(sent.payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(sent.payload === undefined ? {} : { payload: sent.payload }),
  });
  const problem = problemWith(sent, response.statusCode, response.body);
  return problem && `${describeSent(sent)}\n    -> ${problem}`;
};

/** Every path to a value in a body, nested objects and list items included. */
const leafPaths = (value: unknown, path: string[] = []): string[][] => {
  if (Array.isArray(value))
    return [path, ...value.flatMap((item, index) => leafPaths(item, [...path, String(index)]))];
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...path, key]));
  return [path];
};

const MARK = 'spoilt-value-0c5e';

/** The body with the value at `path` replaced by the raw JSON text `raw`. */
const spoil = (body: JsonObject, path: string[], raw: string): string => {
  const copy = structuredClone(body);
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path[path.length - 1] ?? ''] = MARK;
  return JSON.stringify(copy).replace(`"${MARK}"`, raw);
};

const fieldNames = (path: string[]) => path.filter((key) => !/^\d+$/.test(key));

const OVERLONG = MALFORMED_VALUES.filter((raw) => raw.length > 1000);

/** Every malformed request of one route: its body values, whole bodies, query values and ids. */
const malformedRequests = (route: RegisteredRoute): Sent[] => {
  const sample = samples[`${route.method} ${route.path}`] ?? {};
  const path = (id: string) => route.path.replace(':id', id);
  const base = path(String(shipmentId));
  const sent: Sent[] = [];
  if (route.method !== 'GET') {
    const bodies = sample.bodies ?? [() => ({})];
    for (const makeBody of bodies) {
      for (const leaf of leafPaths(makeBody()).filter((p) => p.length > 0))
        for (const raw of MALFORMED_VALUES)
          sent.push({
            route,
            url: base,
            payload: spoil(makeBody(), leaf, raw),
            field: fieldNames(leaf),
            refused: Boolean(sample.bodies) && OVERLONG.includes(raw),
          });
      for (const raw of NUL_VALUES)
        sent.push({
          route,
          url: base,
          payload: spoil(makeBody(), ['unknown'], raw),
          field: ['unknown'],
        });
    }
    for (const payload of MALFORMED_BODIES) sent.push({ route, url: base, payload });
  }
  const query = { ...sample.query, unknown: 'x' };
  for (const name of Object.keys(query))
    for (const value of MALFORMED_QUERY_VALUES)
      sent.push({
        route,
        url: `${base}?${new URLSearchParams({ ...query, [name]: value }).toString()}`,
        field: [name],
        refused: name in (sample.query ?? {}) && value.length > 1000,
      });
  // A name sent twice, beside the sample's other values (a route may need one of them).
  for (const name of Object.keys(query)) {
    const twice = new URLSearchParams(sample.query);
    twice.delete(name);
    twice.append(name, '1');
    twice.append(name, '2');
    sent.push({ route, url: `${base}?${twice.toString()}`, field: [name] });
  }
  if (route.path.includes(':id')) {
    const payload = route.method === 'GET' ? undefined : JSON.stringify(sample.bodies?.[0]?.());
    for (const id of MALFORMED_IDS)
      sent.push({ route, url: path(id), ...(payload ? { payload } : {}), field: ['id'] });
  }
  return sent;
};

/** The operations desk's routes are a dispatcher's; signing out gets a session of its own. */
const dispatcherFor = async (route: RegisteredRoute): Promise<Caller> => {
  const session = route.path.endsWith('/logout/')
    ? `Token ${await issueOperatorToken(server.db, dispatcher.operatorId, 'session', server.clock.now())}`
    : dispatcher.headers.authorization;
  return { userId: 0, companyId: 0, headers: { authorization: session } };
};

describe('malformed input, sent to every route as a verified shipper (or a dispatcher)', () => {
  it('finds the API routes, those added later included', () => {
    const routes = registeredRoutes(server.app).map(({ method, path }) => `${method} ${path}`);
    expect(routes).toEqual(expect.arrayContaining(Object.keys(samples)));
  });

  it('never answers with a 5xx, and answers every error in the API error shape', async () => {
    const routes = registeredRoutes(server.app).filter(({ path }) => path.startsWith('/api/'));
    const problems: string[] = [];
    for (const route of routes) {
      for (const request of malformedRequests(route)) {
        // Signing out ends the session: that route gets a session of its own each time.
        const who: Caller = route.path.startsWith('/api/ops/')
          ? await dispatcherFor(route)
          : route.path === '/api/auth/logout/'
            ? {
                userId: shipper.userId,
                companyId: shipper.companyId,
                headers: {
                  authorization: `Token ${await issueToken(server.db, shipper.userId, 'session', server.clock.now())}`,
                },
              }
            : shipper;
        const problem = await send(request, who);
        if (problem) problems.push(problem);
      }
    }
    expect(problems).toEqual([]);
  }, 600_000);
});
