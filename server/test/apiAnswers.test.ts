import Stripe from 'stripe';
import { addDays, todayUtc } from '@domain/dates';
import type { PendingInvitation } from '@domain/companySchemas';
import type { InvoicePage, PaymentResult, SessionResponse, Shipment } from '@domain/types';
import { addDispatcher } from '../services/operators/addDispatcher';
import { answerChecker, fetchApiDocument } from './apiDocument';
import { assignedLoad, form, POD } from './driverFixtures';
import { DRIVER, paidShipment } from './opsFixtures';
import { carrierInput } from './dispatchFixtures';
import { chargeHold } from './paymentFixtures';
import type { ApiDocument } from './apiDocument';
import { linkToken, RESET_SUBJECT, VERIFY_SUBJECT, waitForMail } from './outbox';
import { FACILITY, FINAL_DETAILS, laneCities, newShipper } from './shipmentFixtures';
import type { Caller } from './shipmentFixtures';
import { PASSWORD, randomIp, registration, shippingNeeds, uniqueEmail } from './signUp';
import { startTestServer } from './testServer';
import type { TestServer } from './testServer';

const WEBHOOK_SECRET = 'whsec_api_answers';

const hold = chargeHold();
const METRICS_TOKEN = 'metrics-token-of-the-journey';
let server: TestServer;
let document: ApiDocument;
let check: ReturnType<typeof answerChecker>;
beforeAll(async () => {
  server = await startTestServer(
    { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, METRICS_TOKEN },
    { wrapPayments: hold.wrap },
  );
  document = await fetchApiDocument(server);
  check = answerChecker(document);
});
afterAll(() => server.close());

/** Every answer that does not match what the document declares for its route and status. */
const problems: string[] = [];
/** "post /api/shipper/shipments/ 201": each declared answer the journey has seen. */
const seen = new Set<string>();

type Sent = {
  token?: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** The status the step expects; the answer is checked against the document whatever it is. */
  expect: number;
};

const send = async (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  sent: Sent,
) => {
  const response = await server.app.inject({
    method,
    url: `/api${url}`,
    remoteAddress: randomIp(),
    headers: {
      ...(sent.token ? { authorization: `Token ${sent.token}` } : {}),
      ...sent.headers,
    },
    ...(sent.payload === undefined ? {} : { payload: sent.payload as string }),
  });
  const problem = check(method, `/api${url}`, response.statusCode, response.body);
  if (problem) problems.push(problem);
  const template = Object.keys(document.paths).find((path) =>
    new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`).test(`/api${url.split('?')[0] ?? ''}`),
  );
  seen.add(`${method.toLowerCase()} ${template ?? url} ${response.statusCode}`);
  expect([method, url, response.statusCode]).toEqual([method, url, sent.expect]);
  return response;
};

describe('every answer of a journey through the API', () => {
  let session: SessionResponse;
  let email: string;
  let shipment: Shipment;

  it('signs up, states shipping needs and verifies the e-mail', async () => {
    await send('GET', '/config/', { expect: 200 });
    await send('GET', '/health/live/', { expect: 200 });
    await send('GET', '/health/ready/', { expect: 200 });
    await send('GET', '/metrics', { expect: 401 });
    await send('GET', '/metrics', {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      expect: 200,
    });
    const chicago = await send('GET', '/shipper/cities?name_prefix=Chi', { expect: 200 });
    const [city] = chicago.json<{ results: { id: number }[] }>().results;
    await send('GET', `/shipper/cities/${String(city?.id)}/`, { expect: 200 });
    await send('GET', '/shipper/cities/99999999/', { expect: 404 });
    await send('GET', `/shipper/cities?name_prefix=${'x'.repeat(101)}`, { expect: 400 });
    await send('GET', '/shipper/country-regions?search_term=tex', { expect: 200 });

    const request = registration();
    email = request.email;
    session = (await send('POST', '/auth/register/', { payload: request, expect: 201 })).json();
    await send('POST', '/auth/register/', { payload: request, expect: 400 });
    await send('POST', '/auth/register/', { payload: { email: 'x' }, expect: 400 });
    await send('POST', '/auth/register/', {
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
      expect: 400,
    });
    await send('POST', '/auth/register/', {
      payload: '<email>x</email>',
      headers: { 'content-type': 'application/xml' },
      expect: 415,
    });
    await send('POST', '/auth/register/', {
      payload: { ...request, padding: 'x'.repeat(101 * 1024) },
      expect: 413,
    });

    await send('GET', '/auth/user/', { token: session.token, expect: 200 });
    await send('GET', '/auth/user/', { expect: 401 });
    await send('GET', '/auth/user/', { token: 'nope', expect: 401 });
    await send('GET', '/shipper/shipments/', { token: session.token, expect: 403 });

    await send('POST', '/shipper/shipping-needs/', {
      token: session.token,
      payload: {},
      expect: 400,
    });
    await send('POST', '/shipper/shipping-needs/', {
      token: session.token,
      payload: await shippingNeeds(server),
      expect: 201,
    });
    await send('GET', '/shipper/shipments/', { token: session.token, expect: 403 });
    await send('POST', '/auth/resend-verification/', { token: session.token, expect: 200 });

    await send('POST', '/auth/verify-email/', { payload: { token: 'a'.repeat(43) }, expect: 400 });
    const mail = await waitForMail(server.dataDir, email, VERIFY_SUBJECT);
    await send('POST', '/auth/verify-email/', {
      payload: { token: linkToken(mail, 'verify-email') },
      expect: 200,
    });
  });

  it('quotes, books, sets the appointment and finalizes', async () => {
    const { token } = session;
    const { chicago, dallas } = await laneCities(server);
    const lane = { pickup_location: chicago.id, dropoff_location: dallas.id };
    await send('POST', '/shipper/distance-price/', { payload: lane, expect: 200 });
    await send('POST', '/shipper/distance-price/', {
      payload: { ...lane, equipment: 'reefer' },
      expect: 200,
    });
    await send('POST', '/shipper/distance-price/', {
      payload: { pickup_location: 'Chicago' },
      expect: 400,
    });
    await send('POST', '/shipper/distance-price/', {
      payload: { ...lane, dropoff_location: chicago.id },
      expect: 400,
    });
    const today = todayUtc(server.clock.now());
    await send('POST', '/shipper/distance-price/', {
      payload: { ...lane, pickup_date: addDays(today, 1) },
      expect: 200,
    });
    await send('POST', '/shipper/distance-price/calendar/', { payload: lane, expect: 200 });
    await send('POST', '/shipper/distance-price/calendar/', {
      payload: { ...lane, from_date: addDays(today, -3) },
      expect: 400,
    });

    const pickupDate = addDays(todayUtc(server.clock.now()), 7);
    const booking = {
      equipment: 'dryVan',
      pickup: { city: chicago.id, date: pickupDate },
      dropoff: { city: dallas.id },
    };
    shipment = (
      await send('POST', '/shipper/shipments/', { token, payload: booking, expect: 201 })
    ).json();
    await send('POST', '/shipper/shipments/', { token, payload: {}, expect: 400 });
    await send('POST', '/shipper/shipments/', {
      token,
      payload: { ...booking, quote_id: 'not-a-quote' },
      expect: 409,
    });

    await send('GET', '/shipper/shipments/', { token, expect: 200 });
    await send('GET', '/shipper/shipments/?status=upcoming&search=chi&page_size=5', {
      token,
      expect: 200,
    });
    await send('GET', '/shipper/shipments/?page=0', { token, expect: 400 });
    await send('GET', '/shipper/shipments/?ordering=-status&equipment=dryVan', {
      token,
      expect: 200,
    });
    await send('GET', '/shipper/shipments/export/?ordering=total_price', { token, expect: 200 });
    await send('GET', '/shipper/shipments/export/?pickup_from=soon', { token, expect: 400 });
    await send('GET', `/shipper/shipments/${shipment.id}`, { token, expect: 200 });
    await send('GET', '/shipper/shipments/abc', { token, expect: 404 });
    const reprice = `/shipper/shipments/${shipment.id}/reprice/`;
    await send('GET', reprice, { token, expect: 200 });
    await send('POST', reprice, { token, expect: 200 });
    await send('POST', '/shipper/shipments/abc/reprice/', { token, expect: 404 });
    const cancellation = `/shipper/shipments/${shipment.id}/cancellation/`;
    await send('GET', cancellation, { token, expect: 200 });
    await send('GET', cancellation, { expect: 401 });
    await send('GET', '/shipper/shipments/abc/cancellation/', { token, expect: 404 });

    const appointment = `/shipper/shipments/${shipment.id}/appointment/`;
    await send('PATCH', appointment, { token, payload: { pickup: FACILITY }, expect: 200 });
    await send('PATCH', appointment, { token, payload: { dropoff: FACILITY }, expect: 200 });
    await send('PATCH', appointment, { token, payload: { driver_assist: true }, expect: 200 });
    await send('PATCH', appointment, { token, payload: {}, expect: 400 });
    const stranger: Caller = await newShipper(server);
    const strangerToken = stranger.headers.authorization.replace('Token ', '');
    await send('PATCH', appointment, {
      token: strangerToken,
      payload: { driver_assist: true },
      expect: 404,
    });

    const book = (
      await send('GET', '/shipper/facilities/?search=lake', { token, expect: 200 })
    ).json();
    await send('GET', `/shipper/facilities/?search=${'x'.repeat(101)}`, { token, expect: 400 });
    const entry = `/shipper/facilities/${String(book.results[0]?.id)}/`;
    const dock = { ...FACILITY, facility_name: 'North Dock', city: dallas.id };
    await send('POST', '/shipper/facilities/', { token, payload: dock, expect: 201 });
    await send('POST', '/shipper/facilities/', { token, payload: dock, expect: 200 });
    await send('POST', '/shipper/facilities/', {
      token,
      payload: { city: dallas.id },
      expect: 400,
    });
    await send('GET', entry, { token, expect: 200 });
    await send('GET', entry, { token: strangerToken, expect: 404 });
    await send('PATCH', entry, { token, payload: { ...FACILITY, city: chicago.id }, expect: 200 });
    await send('PATCH', entry, { token, payload: dock, expect: 409 });
    await send('PATCH', entry, { token, payload: { city: chicago.id }, expect: 400 });
    await send('PATCH', entry, { token: strangerToken, payload: dock, expect: 404 });
    await send('DELETE', entry, { token: strangerToken, expect: 404 });
    await send('DELETE', entry, { token, expect: 204 });
    const again = `/shipper/shipments/${shipment.id}/book-again/`;
    await send('POST', again, { token, expect: 200 });
    await send('POST', again, { token: strangerToken, expect: 404 });
    for (const paper of ['bill-of-lading', 'load-confirmation']) {
      const papers = `/shipper/shipments/${shipment.id}/${paper}/`;
      await send('GET', papers, { token, expect: 409 });
      await send('GET', papers, { token: strangerToken, expect: 404 });
    }

    const finalizing = `/shipper/shipments/${shipment.id}/finalizing/`;
    await send('PATCH', finalizing, {
      token,
      payload: { ...FINAL_DETAILS, weight: 46 },
      expect: 400,
    });
    shipment = (
      await send('PATCH', finalizing, { token, payload: FINAL_DETAILS, expect: 200 })
    ).json();
    await send('PATCH', '/shipper/shipments/999999/finalizing/', {
      token,
      payload: FINAL_DETAILS,
      expect: 404,
    });
  });

  it('saves a card, pays, confirms a card that asks for authentication, and lists invoices', async () => {
    const { token } = session;
    await send('POST', '/payment-methods/', {
      token,
      payload: { payment_method_id: 'pm_card_visa' },
      expect: 201,
    });
    await send('POST', '/payment-methods/', { token, payload: {}, expect: 400 });

    const paid = await send('POST', '/payments/create-intent/', {
      token,
      payload: { payment_method_id: 'pm_card_visa', shipment_id: shipment.id },
      expect: 200,
    });
    expect(paid.json<PaymentResult>().status).toBe('succeeded');
    await send('GET', `/shipper/shipments/${shipment.id}/cancellation/`, { token, expect: 200 });
    await send('POST', '/payments/create-intent/', {
      token,
      payload: { payment_method_id: 'pm_card_visa', shipment_id: shipment.id },
      expect: 400,
    });
    await send('POST', '/payments/create-intent/', {
      token,
      payload: { payment_method_id: 'pm_card_visa', shipment_id: 2 ** 31 - 1 },
      expect: 404,
    });

    const { chicago, houston } = await laneCities(server);
    const second = (
      await send('POST', '/shipper/shipments/', {
        token,
        payload: {
          equipment: 'reefer',
          pickup: { city: houston.id, date: addDays(todayUtc(server.clock.now()), 9) },
          dropoff: { city: chicago.id },
        },
        expect: 201,
      })
    ).json<Shipment>();
    await send('PATCH', `/shipper/shipments/${second.id}/finalizing/`, {
      token,
      payload: { ...FINAL_DETAILS, temperature_f: 36, temperature_mode: 'cycle' },
      expect: 200,
    });
    const waiting = await send('POST', '/payments/create-intent/', {
      token,
      payload: { payment_method_id: 'pm_card_authenticationRequired', shipment_id: second.id },
      expect: 200,
    });
    const intentId = waiting.json<PaymentResult>().payment.stripe_payment_intent_id;
    await send('POST', '/payments/confirm/', {
      token,
      payload: { payment_intent_id: intentId },
      expect: 200,
    });
    await send('POST', '/payments/confirm/', {
      token,
      payload: { payment_intent_id: 'pi_test_unknown' },
      expect: 404,
    });

    const third = (
      await send('POST', '/shipper/shipments/', {
        token,
        payload: {
          equipment: 'dryVan',
          pickup: { city: houston.id, date: addDays(todayUtc(server.clock.now()), 10) },
          dropoff: { city: chicago.id },
        },
        expect: 201,
      })
    ).json<Shipment>();
    await send('PATCH', `/shipper/shipments/${third.id}/finalizing/`, {
      token,
      payload: FINAL_DETAILS,
      expect: 200,
    });
    const held = hold.next();
    const paying = send('POST', '/payments/create-intent/', {
      token,
      payload: { payment_method_id: 'pm_card_visa', shipment_id: third.id },
      expect: 200,
    });
    const release = await held;
    await send('POST', '/payments/create-intent/', {
      token,
      payload: { payment_method_id: 'pm_card_visa', shipment_id: third.id },
      expect: 409,
    });
    await send('PATCH', `/shipper/shipments/${third.id}/appointment/`, {
      token,
      payload: { driver_assist: true },
      expect: 409,
    });
    release();
    await paying;

    const cancel = `/shipper/shipments/${second.id}/cancel/`;
    await send('POST', cancel, { token, payload: {}, expect: 400 });
    await send('POST', cancel, { token, payload: { reason: 'price' }, expect: 200 });
    await send('POST', cancel, { token, payload: { reason: 'price' }, expect: 400 });
    await send('POST', '/shipper/shipments/abc/cancel/', {
      token,
      payload: { reason: 'price' },
      expect: 404,
    });

    await send('GET', '/invoices/', { token, expect: 200 });
    await send('GET', `/invoices/?shipment_id=${shipment.id}`, { token, expect: 200 });
    await send('GET', '/invoices/?month_start=yesterday', { token, expect: 400 });
    const paidInvoices = await send('GET', '/invoices/?status=paid&ordering=-total_amount', {
      token,
      expect: 200,
    });
    const [invoice] = paidInvoices.json<InvoicePage>().results;
    await send('GET', `/invoices/${invoice?.id}/`, { token, expect: 200 });
    await send('GET', `/invoices/${invoice?.id}/pdf/`, { token, expect: 200 });
    await send('GET', '/invoices/999999999/', { token, expect: 404 });
    await send('GET', '/invoices/999999999/pdf/', { token, expect: 404 });
    await send('GET', '/invoices/export/?status=paid', { token, expect: 200 });
    await send('GET', '/invoices/export/?ordering=amount', { token, expect: 400 });
    await send('GET', '/invoices/spend/', { token, expect: 200 });
    await send('GET', '/invoices/spend/', { expect: 401 });

    await send('GET', `/shipper/shipments/${second.id}/activity/`, { token, expect: 200 });
    await send('GET', '/shipper/shipments/abc/activity/', { token, expect: 404 });
    await send('GET', '/company/activity/?kind=payment_made&page_size=5', { token, expect: 200 });
    await send('GET', '/company/activity/?date_from=2026-06-02&date_to=2026-06-01', {
      token,
      expect: 400,
    });
    await send('GET', '/company/activity/export/?kind=shipment_cancelled', { token, expect: 200 });
  });

  it("takes Stripe's signed events and refuses unsigned ones", async () => {
    const payload = JSON.stringify({
      id: 'evt_api_answers',
      object: 'event',
      type: 'customer.created',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: {} },
    });
    const headers = { 'content-type': 'application/json' };
    await send('POST', '/payments/webhook/', {
      payload,
      headers: {
        ...headers,
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: WEBHOOK_SECRET,
        }),
      },
      expect: 200,
    });
    await send('POST', '/payments/webhook/', { payload, headers, expect: 400 });
  });

  it('logs in, resets the password and logs out', async () => {
    await send('POST', '/auth/login/', {
      payload: { email, password: 'Wrong-Pass1' },
      expect: 400,
    });
    const login = await send('POST', '/auth/login/', {
      payload: { email, password: PASSWORD },
      expect: 200,
    });
    await send('POST', '/auth/password-reset/request/', { payload: { email }, expect: 200 });
    await send('POST', '/auth/password-reset/request/', { payload: {}, expect: 400 });
    const mail = await waitForMail(server.dataDir, email, RESET_SUBJECT);
    await send('POST', '/auth/password-reset/confirm/', {
      payload: { password: 'short', token: linkToken(mail, 'reset-password') },
      expect: 400,
    });
    await send('POST', '/auth/password-reset/confirm/', {
      payload: { password: 'Newer-Pass2', token: linkToken(mail, 'reset-password') },
      expect: 200,
    });
    const again = await send('POST', '/auth/login/', {
      payload: { email, password: 'Newer-Pass2' },
      expect: 200,
    });
    await send('POST', '/auth/logout/', {
      token: again.json<SessionResponse>().token,
      expect: 200,
    });
    await send('POST', '/auth/logout/', {
      token: login.json<SessionResponse>().token,
      expect: 401,
    });
    const stranger = { email: uniqueEmail(), password: 'Wrong-Pass1' };
    for (let attempt = 0; attempt < 10; attempt += 1)
      await send('POST', '/auth/login/', { payload: stranger, expect: 400 });
    await send('POST', '/auth/login/', { payload: stranger, expect: 429 });
  });

  it('invites, joins, changes a role and removes a member', async () => {
    const admin = await newShipper(server);
    const token = admin.headers.authorization.replace('Token ', '');
    await send('GET', '/company/', { token, expect: 200 });
    const invitee = uniqueEmail('invitee');
    const invited = await send('POST', '/company/invitations/', {
      token,
      payload: { email: invitee, role: 'booker' },
      expect: 201,
    });
    await send('POST', '/company/invitations/', {
      token,
      payload: { email: invitee, role: 'booker' },
      expect: 400,
    });
    const { id } = invited.json<PendingInvitation>();
    await send('POST', `/company/invitations/${id}/resend/`, { token, expect: 200 });
    const mail = await waitForMail(server.dataDir, invitee, /invites you to/, 1);
    const joinToken = linkToken(mail, 'join');
    await send('GET', `/auth/invitations/${joinToken}/`, { expect: 200 });
    await send('GET', '/auth/invitations/nope/', { expect: 404 });
    await send('POST', `/auth/invitations/${joinToken}/accept/`, { payload: {}, expect: 400 });
    const joined = await send('POST', `/auth/invitations/${joinToken}/accept/`, {
      payload: {
        first_name: 'Sam',
        last_name: 'Hill',
        phone_number: '+13125550190',
        password: PASSWORD,
      },
      expect: 200,
    });
    const member = joined.json<SessionResponse>().user.id;
    await send('PATCH', `/company/members/${member}/`, {
      token,
      payload: { role: 'viewer' },
      expect: 200,
    });
    await send('PATCH', `/company/members/${admin.userId}/`, {
      token,
      payload: { role: 'viewer' },
      expect: 409,
    });
    await send('DELETE', `/company/members/${member}/`, { token, expect: 200 });
    await send('DELETE', `/company/members/${member}/`, { token, expect: 404 });
    const other = await send('POST', '/company/invitations/', {
      token,
      payload: { email: uniqueEmail('revoked'), role: 'viewer' },
      expect: 201,
    });
    await send('DELETE', `/company/invitations/${other.json<PendingInvitation>().id}/`, {
      token,
      expect: 200,
    });
  });

  it('runs the operations desk: signs a dispatcher in, adds a carrier, covers and moves a load', async () => {
    const dispatcherEmail = uniqueEmail('dispatcher');
    const invited = await addDispatcher(
      server.db,
      { email: dispatcherEmail, first_name: 'Morgan' },
      server.config.appUrl,
      server.clock.now(),
    );
    const setToken = invited.link.split('/').pop();
    await send('POST', '/ops/auth/set-password/', {
      payload: { token: setToken, password: 'x' },
      expect: 400,
    });
    await send('POST', '/ops/auth/set-password/', {
      payload: { token: setToken, password: PASSWORD },
      expect: 200,
    });
    const operator = await send('POST', '/ops/auth/login/', {
      payload: { email: dispatcherEmail, password: PASSWORD },
      expect: 200,
    });
    const token = operator.json<{ token: string }>().token;
    await send('GET', '/ops/auth/me/', { token, expect: 200 });
    await send('GET', '/ops/carriers/', { expect: 401 });
    const shipper = (await newShipper(server)).headers.authorization.replace('Token ', '');
    await send('GET', '/ops/carriers/', { token: shipper, expect: 403 });
    const carrier = await send('POST', '/ops/carriers/', {
      token,
      payload: carrierInput(),
      expect: 201,
    });
    await send('POST', '/ops/carriers/', { token, payload: carrierInput(), expect: 409 });
    const carrierId = carrier.json<{ id: number }>().id;
    await send('GET', '/ops/carriers/', { token, expect: 200 });
    await send('GET', `/ops/carriers/${carrierId}/`, { token, expect: 200 });
    await send('GET', '/ops/carriers/2147483647/', { token, expect: 404 });
    await send('PATCH', `/ops/carriers/${carrierId}/`, {
      token,
      payload: { phone: '+13125550141' },
      expect: 200,
    });
    await send('POST', `/ops/carriers/${carrierId}/verify/`, { token, expect: 200 });
    await send('GET', '/ops/registry/?usdot_number=3000004', { token, expect: 200 });
    await send('GET', '/ops/registry/?usdot_number=abc', { token, expect: 400 });

    const cities = await laneCities(server);
    const { shipment: load } = await paidShipment(server, {
      pickupCity: cities.chicago.id,
      dropoffCity: cities.dallas.id,
      pickupDate: addDays(todayUtc(server.clock.now()), 5),
    });
    await send('GET', '/ops/shipments/?stage=to_cover', { token, expect: 200 });
    await send('GET', '/ops/shipments/?stage=lost', { token, expect: 400 });
    const assignment = `/ops/shipments/${load.id}/assignment/`;
    await send('PUT', assignment, {
      token,
      payload: { carrier_id: carrierId, ...DRIVER },
      expect: 200,
    });
    await send('POST', `/ops/shipments/${load.id}/events/`, {
      token,
      payload: { code: 'arrived_pickup', at: server.clock.now().toISOString() },
      expect: 200,
    });
    await send('POST', '/ops/auth/logout/', { token, expect: 200 });
  });

  it("reports from the driver's phone: the load, a milestone and its undo, positions and the proof", async () => {
    const { token, who, shipment } = await assignedLoad(server);
    const shipper = who.headers.authorization.replace('Token ', '');
    const tracked = `/shipper/shipments/${shipment.id}`;
    const driver = `/driver/${token}`;
    const at = server.clock.now().toISOString();
    await send('GET', `${driver}/`, { expect: 200 });
    await send('GET', '/driver/no-such-link/', { expect: 404 });
    await send('GET', `${tracked}/load-confirmation/`, { token: shipper, expect: 200 });
    await send('GET', `${tracked}/bill-of-lading/`, { token: shipper, expect: 409 });
    for (const kind of ['pickup', 'dropoff'])
      await send('PATCH', `${tracked}/appointment/`, {
        token: shipper,
        payload: { [kind]: FACILITY },
        expect: 200,
      });
    await send('GET', `${tracked}/bill-of-lading/`, { token: shipper, expect: 200 });
    await send('POST', `${driver}/events/`, {
      payload: { id: 'phone-1', code: 'arrived_pickup', at, latitude: 32.8, longitude: -96.8 },
      expect: 200,
    });
    await send('POST', `${driver}/withdrawals/`, {
      payload: { id: 'undo-1', event_id: 'phone-1', at },
      expect: 200,
    });
    await send('POST', `${driver}/events/`, {
      payload: { id: 'phone-3', code: 'arrived_pickup', at },
      expect: 200,
    });
    await send('POST', `${driver}/events/`, {
      payload: { id: 'phone-2', code: 'delivered', at },
      expect: 400,
    });
    await send('POST', `${driver}/positions/`, {
      payload: { positions: [{ at, latitude: 32.8, longitude: -96.8, accuracy_m: 10 }] },
      expect: 200,
    });
    await send('GET', `${tracked}/tracking/`, { token: shipper, expect: 200 });
    await send('GET', `${tracked}/pod/`, { token: shipper, expect: 404 });
    await send('POST', `${driver}/pod/`, { payload: { receiver_name: 'Ann' }, expect: 415 });
    await send('POST', `${driver}/pod/`, { ...form(POD), expect: 200 });
    await send('GET', `${tracked}/tracking/`, { token: shipper, expect: 200 });
    await send('GET', `${tracked}/pod/`, { token: shipper, expect: 200 });
    await send('POST', `${driver}/pod/`, {
      ...form([{ name: 'receiver_name', value: 'Someone Else' }, ...POD.slice(1)]),
      expect: 409,
    });
    await send('POST', `${driver}/withdrawals/`, {
      payload: { id: 'undo-3', event_id: 'phone-3', at },
      expect: 409,
    });
  });

  it('shares a load’s tracking: the link made, read and revoked, and the page it opens', async () => {
    const { who, shipment } = await assignedLoad(server);
    const token = who.headers.authorization.replace('Token ', '');
    const link = `/shipper/shipments/${shipment.id}/tracking-link/`;
    await send('GET', link, { token, expect: 200 });
    const made = await send('POST', link, { token, expect: 201 });
    const page = `/public/tracking/${made.json<{ url: string }>().url.split('/t/').pop()}/`;
    await send('GET', page, { expect: 200 });
    await send('DELETE', link, { token, expect: 200 });
    await send('GET', page, { expect: 404 });
  });

  it('keeps each member’s choice of e-mails', async () => {
    const { who } = await assignedLoad(server);
    const token = who.headers.authorization.replace('Token ', '');
    await send('GET', '/auth/notifications/', { token, expect: 200 });
    await send('PUT', '/auth/notifications/', {
      token,
      payload: { carrier_assigned: 'all', picked_up: 'none', delivered: 'all', eta_alert: 'mine' },
      expect: 200,
    });
    await send('PUT', '/auth/notifications/', {
      token,
      payload: { carrier_assigned: 'sometimes' },
      expect: 400,
    });
  });

  it('matched the document in every answer, and saw every route answer as it should', () => {
    expect(problems).toEqual([]);
    const declared = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, operation]) =>
        Object.keys(operation.responses ?? {}).map((code) => ({
          answer: `${method} ${path} ${code}`,
          code,
        })),
      ),
    );
    const unseenSuccesses = declared
      .filter(({ code, answer }) => /^2\d\d$/.test(code) && !seen.has(answer))
      .map(({ answer }) => answer);
    expect(unseenSuccesses).toEqual([]);
    // Every kind of answer the document declares was checked against its schema at least once,
    // but a 500, never made on purpose (the malformed-input walk proves none comes), and a 503,
    // which needs the database gone (the health tests take it away).
    const seenCodes = new Set([...seen].map((answer) => answer.split(' ').pop()));
    const unseenCodes = [...new Set(declared.map(({ code }) => code))].filter(
      (code) => !['500', '503'].includes(code) && !seenCodes.has(code),
    );
    expect(unseenCodes).toEqual([]);
  });
});
