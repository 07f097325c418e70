import { SHIPMENT_ORDER_FIELDS } from '@domain/constants';
import { DEMO_ACCOUNT } from '@domain/demo/demoAccount';
import type { InvoicePage, SessionResponse, Shipment, ShipmentPage } from '@domain/types';
import { FACILITY } from '../../../mocks/testing/callApi';
import { ACTIVITY_SCENARIOS } from './activityScenarios';
import { BOOKED_BY_SCENARIOS } from './bookedByScenarios';
import { MOVEMENT_SCENARIOS } from './movementScenarios';
import { NOTIFICATION_SCENARIOS } from './notificationScenarios';
import { FACILITY_SCENARIOS } from './facilityScenarios';
import { PAPER_SCENARIOS } from './paperScenarios';
import { QUOTE_SCENARIOS } from './quoteScenarios';
import type { Scenario } from './scenarioApi';
import {
  appointment,
  book,
  bookFinalized,
  cityId,
  confirm,
  finalize,
  FINAL_DETAILS,
  onboard,
  PASSWORD,
  pay,
  registration,
  signUp,
} from './scenarioSteps';
import { TEAM_SCENARIOS } from './teamScenarios';
import { TRACKING_SCENARIOS } from './trackingScenarios';
import { TRACKING_LINK_SCENARIOS } from './trackingLinkScenarios';

const VISA = 'pm_card_visa';
const THREE_D_SECURE = 'pm_card_authenticationRequired';

/**
 * The API's uses, each a sequence of requests run against the mocks and the server alike: the
 * booking from sign-up to the dashboard, every payment path of the test provider, and the
 * errors a shipper or a broken client can meet.
 */
export const SCENARIOS: Scenario[] = [
  {
    name: 'a new shipper signs up, books, pays and finds the shipment on the dashboard',
    run: async (api) => {
      const email = api.email('riley');
      const registered = await api.post<SessionResponse>('/auth/register/', {
        body: registration(email),
      });
      const { token } = registered.body;
      await api.get('/auth/user/', { token });
      // Onboarding comes first, in its order: shipping needs, then the e-mail.
      await api.get('/shipper/shipments/', { token });
      await api.get('/shipper/country-regions?search_term=tex');
      await api.get('/shipper/country-regions?namePrefix=quebe');
      await api.get('/shipper/country-regions?search_Term=nuevo');
      const texas = await api.get<{ results: { id: number }[] }>(
        '/shipper/country-regions?search_term=texas',
      );
      const needs = {
        company_location: texas.body.results[0]?.id,
        mode: ['FTL', 'FTL', 'LTL'],
        average_ftl: '5-10',
        trailer_type: ['dryVan'],
      };
      await api.post('/shipper/shipping-needs/', { token, body: needs });
      await api.get('/invoices/', { token });
      await api.post('/auth/resend-verification/', { token });
      // The first link still works; using it spends the second.
      const first = await api.mailToken(email, 'verification', 1);
      const second = await api.mailToken(email, 'verification', 2);
      await api.post('/auth/verify-email/', { body: { token: first } });
      await api.post('/auth/verify-email/', { body: { token: second } });
      await api.post('/auth/resend-verification/', { token });
      await api.get('/auth/user/', { token });

      const [chicago, dallas] = [await cityId(api, 'Chicago'), await cityId(api, 'Dallas')];
      const lane = { pickup_location: chicago, dropoff_location: dallas };
      await api.post('/shipper/distance-price/', { body: lane });
      await api.post('/shipper/distance-price/', { body: { ...lane, equipment: 'reefer' } });
      // The price and the drop-off date are the server's, whatever the client sends.
      const created = await api.post<Shipment>('/shipper/shipments/', {
        token,
        body: {
          equipment: 'dryVan',
          pickup: { city: chicago, date: api.inDays(3) },
          dropoff: { city: dallas, date: '1999-01-01' },
          total_price: '1.00',
        },
      });
      const { id } = created.body;
      await api.get(`/shipper/shipments/${id}`, { token });
      await appointment(api, token, id, { pickup: FACILITY });
      await appointment(api, token, id, { dropoff: { ...FACILITY, zip_code: '75201' } });
      await appointment(api, token, id, { driver_assist: true });
      await pay(api, token, id, VISA);
      await finalize(api, token, id);
      await api.get('/invoices/', { token });
      await api.post('/payment-methods/', { token, body: { payment_method_id: VISA } });
      await api.post('/payment-methods/', { token, body: { payment_method_id: VISA } });
      await pay(api, token, id, VISA);
      await pay(api, token, id, VISA);
      await api.get(`/shipper/shipments/${id}`, { token });
      await api.get('/invoices/', { token });
      await api.get(`/invoices/?shipment_id=${id}`, { token });

      const next = await book(api, token, { from: 'Houston', to: 'Dallas', inDays: 10 });
      await api.get('/shipper/shipments/', { token });
      await api.get('/shipper/shipments/?status=upcoming', { token });
      await api.get('/shipper/shipments/?status=unfinished&page_size=1', { token });
      await api.get('/shipper/shipments/?page=2&page_size=1', { token });
      await api.get('/shipper/shipments/?search=chicago%20tx', { token });
      await api.get(`/shipper/shipments/?search=%23${next.id}`, { token });
      await api.get('/shipper/shipments/?search=po-77120', { token });
      await api.get('/shipper/shipments/?search=anchorage', { token });
      await api.post('/auth/logout/', { token });
      await api.get('/auth/user/', { token });
    },
  },

  {
    name: '3-D Secure: a card authenticated, one that fails, and an intent shown again',
    run: async (api) => {
      const { token } = await onboard(api, 'casey');
      const authenticated = await bookFinalized(api, token, { from: 'Phoenix', to: 'Dallas' });
      const waiting = await pay(api, token, authenticated.id, THREE_D_SECURE);
      // The same card at the same amount: the intent that waits, not a second one.
      await pay(api, token, authenticated.id, THREE_D_SECURE);
      await confirm(api, token, waiting.body);
      await confirm(api, token, waiting.body);
      await pay(api, token, authenticated.id, THREE_D_SECURE);
      await api.get(`/shipper/shipments/${authenticated.id}`, { token });

      const failing = await bookFinalized(api, token, { from: 'Chicago', to: 'Phoenix' });
      const refused = await pay(api, token, failing.id, THREE_D_SECURE);
      await confirm(api, token, refused.body, true);
      await confirm(api, token, refused.body);
      await api.get(`/invoices/?shipment_id=${failing.id}`, { token });

      // Another card replaces the intent that waits; the old one can no longer be confirmed.
      const replaced = await pay(api, token, failing.id, THREE_D_SECURE);
      await pay(api, token, failing.id, VISA);
      await confirm(api, token, replaced.body);
      await api.get('/invoices/', { token });
    },
  },

  {
    name: 'a confirmation after the total changed is refused, and the new total is charged',
    run: async (api) => {
      const { token } = await onboard(api, 'morgan');
      const shipment = await bookFinalized(api, token, {
        from: 'Los Angeles',
        to: 'Phoenix',
        equipment: 'reefer',
      });
      const waiting = await pay(api, token, shipment.id, THREE_D_SECURE);
      // While the card waits for its authentication, the shipper adds driver assist.
      await appointment(api, token, shipment.id, { driver_assist: true });
      await confirm(api, token, waiting.body);
      await confirm(api, token, waiting.body);
      await api.get(`/invoices/?shipment_id=${shipment.id}`, { token });
      const again = await pay(api, token, shipment.id, THREE_D_SECURE);
      await confirm(api, token, again.body);
      await api.get(`/invoices/?shipment_id=${shipment.id}`, { token });
      // Driver assist is part of what was charged.
      await appointment(api, token, shipment.id, { driver_assist: false });
      await appointment(api, token, shipment.id, { driver_assist: true });
    },
  },

  {
    name: 'declined, short of funds and unknown cards are refused; a good card then pays',
    run: async (api) => {
      const { token } = await onboard(api, 'jamie');
      const shipment = await bookFinalized(api, token, { from: 'Toronto', to: 'Montréal' });
      await api.post('/payment-methods/', { token, body: { payment_method_id: 'pm_card_bogus' } });
      await api.post('/payment-methods/', { token, body: {} });
      await pay(api, token, shipment.id, 'pm_card_visa_chargeDeclined');
      await pay(api, token, shipment.id, 'pm_card_visa_chargeDeclinedInsufficientFunds');
      await pay(api, token, shipment.id, 'pm_card_bogus');
      await pay(api, token, shipment.id, VISA);
      await api.get('/invoices/', { token });
    },
  },

  {
    name: 'after payment only the details may change, and nothing once the truck is rolling',
    run: async (api) => {
      const { token } = await onboard(api, 'avery');
      const upcoming = await bookFinalized(api, token, { from: 'Dallas', to: 'Houston' });
      await pay(api, token, upcoming.id, VISA);
      await appointment(api, token, upcoming.id, { driver_assist: true });
      await appointment(api, token, upcoming.id, { driver_assist: false });
      await appointment(api, token, upcoming.id, { pickup: { ...FACILITY, contact_name: 'Bo' } });
      await finalize(api, token, upcoming.id, { ...FINAL_DETAILS, reference_number: '' });

      // Picked up yesterday: booked with the day of grace, then paid.
      const rolling = await bookFinalized(api, token, {
        from: 'Seattle',
        to: 'Salt Lake City',
        inDays: -1,
      });
      await pay(api, token, rolling.id, VISA);
      await api.get(`/shipper/shipments/${rolling.id}`, { token });
      await appointment(api, token, rolling.id, { pickup: FACILITY });
      await appointment(api, token, rolling.id, { driver_assist: true });
      await appointment(api, token, rolling.id, { driver_assist: false });
      await finalize(api, token, rolling.id);
      await api.get('/shipper/shipments/?status=inprogress', { token });
    },
  },

  {
    name: "someone else's shipment, and ids that name no shipment, are not found",
    run: async (api) => {
      const owner = await onboard(api, 'owner');
      const stranger = await onboard(api, 'stranger');
      const shipment = await bookFinalized(api, owner.token, { from: 'Chicago', to: 'Dallas' });
      const { token } = stranger;
      await api.get(`/shipper/shipments/${shipment.id}`, { token });
      await appointment(api, token, shipment.id, { driver_assist: true });
      await finalize(api, token, shipment.id);
      await pay(api, token, shipment.id, VISA);
      await api.get(`/invoices/?shipment_id=${shipment.id}`, { token });
      const intent = await pay(api, owner.token, shipment.id, THREE_D_SECURE);
      await confirm(api, token, intent.body);
      for (const id of ['abc', '0', '-1', '99999999', '2147483648', '99999999999'])
        await api.get(`/shipper/shipments/${id}`, { token });
      await api.patch('/shipper/shipments/99999999/appointment/', {
        token,
        body: { driver_assist: true },
      });
      await pay(api, token, 99999999, VISA);
      await api.post('/payments/create-intent/', {
        token,
        body: { payment_method_id: VISA, shipment_id: 'abc' },
      });
      await api.post('/payments/confirm/', {
        token,
        body: { payment_intent_id: 'pi_test_000000000000000000000000' },
      });
    },
  },

  {
    name: 'what cancelling would cost: unpaid, paid and upcoming, rolling, and not found',
    run: async (api) => {
      const { token } = await onboard(api, 'harper');
      const quote = (id: number | string, caller = token) =>
        api.get(`/shipper/shipments/${id}/cancellation/`, { token: caller });
      const unpaid = await book(api, token, { from: 'Chicago', to: 'Dallas', inDays: 5 });
      await quote(unpaid.id);
      const upcoming = await bookFinalized(api, token, {
        from: 'Toronto',
        to: 'Montréal',
        equipment: 'reefer',
        inDays: 6,
      });
      await appointment(api, token, upcoming.id, { driver_assist: true });
      await pay(api, token, upcoming.id, VISA);
      await quote(upcoming.id);
      const rolling = await bookFinalized(api, token, {
        from: 'Seattle',
        to: 'Salt Lake City',
        inDays: -1,
      });
      await pay(api, token, rolling.id, VISA);
      await quote(rolling.id);

      const stranger = await onboard(api, 'harper-stranger');
      await quote(upcoming.id, stranger.token);
      for (const id of ['abc', '0', '99999999', '2147483648']) await quote(id);
      await api.get(`/shipper/shipments/${upcoming.id}/cancellation/`);
    },
  },

  {
    name: 'sign-in, sessions and a password reset',
    run: async (api) => {
      await api.post('/auth/login/', { body: { email: api.email('nobody'), password: PASSWORD } });
      await api.post('/auth/login/', { body: { ...DEMO_ACCOUNT, password: 'Wrong1234' } });
      await api.post('/auth/login/', { body: { email: 'not-an-email', password: '' } });
      const demo = await api.post<SessionResponse>('/auth/login/', {
        body: { ...DEMO_ACCOUNT, email: DEMO_ACCOUNT.email.toUpperCase() },
      });
      const { token } = demo.body;
      await api.get('/auth/user/');
      await api.get('/auth/user/', { headers: { Authorization: '' } });
      await api.get('/auth/user/', { token: 'nope' });
      await api.get('/auth/user/', { headers: { Authorization: `Bearer ${token}` } });
      await api.get('/auth/user/', { headers: { Authorization: `token  ${token}` } });
      await api.get('/auth/user/', { headers: { Authorization: `Token ${token} extra` } });
      await api.get('/shipper/shipments/');
      await api.post('/auth/logout/');
      await api.post('/auth/logout/', { token });
      await api.get('/auth/user/', { token });

      const shipper = await signUp(api, 'reset');
      await api.post('/auth/password-reset/request/', { body: { email: api.email('nobody') } });
      await api.post('/auth/password-reset/request/', { body: { email: shipper.email } });
      await api.post('/auth/password-reset/request/', { body: { email: shipper.email } });
      const [first, second] = [
        await api.mailToken(shipper.email, 'reset', 1),
        await api.mailToken(shipper.email, 'reset', 2),
      ];
      const newPassword = 'Another123';
      await api.post('/auth/password-reset/confirm/', {
        body: { token: first, password: 'short' },
      });
      await api.post('/auth/password-reset/confirm/', {
        body: { token: first, password: newPassword },
      });
      await api.post('/auth/password-reset/confirm/', {
        body: { token: second, password: newPassword },
      });
      await api.post('/auth/password-reset/confirm/', {
        body: { token: 'no-such-token', password: newPassword },
      });
      await api.get('/auth/user/', { token: shipper.token });
      await api.post('/auth/login/', { body: { email: shipper.email, password: PASSWORD } });
      await api.post('/auth/login/', { body: { email: shipper.email, password: newPassword } });
      await api.post('/auth/verify-email/', { body: { token: 'no-such-token' } });
      await api.post('/auth/verify-email/', { body: {} });
    },
  },

  {
    name: 'missing, malformed and out-of-range fields are reported per field',
    run: async (api) => {
      await api.post('/auth/register/', { body: {} });
      await api.post('/auth/register/', {
        body: { ...registration('x'), password: 'short', first_name: 'F'.repeat(16) },
      });
      await api.post('/auth/register/', {
        body: '<email>x</email>',
        headers: { 'Content-Type': 'application/xml' },
      });
      await api.post('/auth/register/', {
        body: 'email=x',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      await api.post('/auth/register/', {
        body: { ...registration(api.email('padded')), padding: 'x'.repeat(101 * 1024) },
      });
      await api.post('/auth/register/', {
        body: { ...registration(DEMO_ACCOUNT.email.toUpperCase()) },
      });
      await api.post('/auth/register/', {
        body: { ...registration(api.email('abroad')), primary_ships_country: 'ZZ' },
      });

      const { token } = await onboard(api, 'taylor');
      await api.post('/shipper/shipping-needs/', { token, body: {} });
      await api.post('/shipper/shipping-needs/', {
        token,
        body: { company_location: 99999, mode: ['FTL'], average_ftl: '5-10', trailer_type: [] },
      });
      const [chicago, dallas] = [await cityId(api, 'Chicago'), await cityId(api, 'Dallas')];
      await api.post('/shipper/distance-price/', { body: {} });
      await api.post('/shipper/distance-price/', {
        body: { pickup_location: chicago, dropoff_location: 999999999 },
      });
      await api.post('/shipper/distance-price/', {
        body: { pickup_location: chicago, dropoff_location: chicago, equipment: 'flatbed' },
      });
      const create = (body: unknown) => api.post('/shipper/shipments/', { token, body });
      await create({});
      await create({
        equipment: 'dryVan',
        pickup: { city: chicago, date: api.inDays(-2) },
        dropoff: { city: chicago },
      });
      await create({
        equipment: 'dryVan',
        pickup: { city: 999999999, date: api.inDays(400) },
        dropoff: { city: dallas },
      });
      await create({
        equipment: 'reefer',
        pickup: { city: chicago, date: '2026-02-30' },
        dropoff: { city: dallas },
      });
      const shipment = await book(api, token, { from: 'Chicago', to: 'Dallas' });
      const { id } = shipment;
      await appointment(api, token, id, {});
      await appointment(api, token, id, { pickup: FACILITY, driver_assist: true });
      await appointment(api, token, id, { driver_assist: 'yes' });
      await appointment(api, token, id, { pickup: 'the dock' });
      await appointment(api, token, id, { dropoff: { ...FACILITY, zip_code: '1', email: 'x' } });
      await appointment(api, token, id, { pickup: { ...FACILITY, facility_name: { n: 1 } } });
      await finalize(api, token, id, {});
      await finalize(api, token, id, { ...FINAL_DETAILS, weight: 46, packaging: 10_001 });
      await finalize(api, token, id, { ...FINAL_DETAILS, pickup_notes: 'Dock\u00004' });
      await finalize(api, token, id, { ...FINAL_DETAILS, dropoff_notes: 'n'.repeat(1001) });
      await api.get('/shipper/shipments/?page=0&page_size=101&status=open', { token });
      await api.get(`/shipper/shipments/?search=${'x'.repeat(101)}`, { token });
      await api.get('/shipper/shipments/?page=1e3', { token });
      await api.get('/invoices/?month_start=2026-11-01', { token });
      await api.get('/invoices/?month_start=0000-01-01T00%3A00%3A00Z', { token });
      await api.get('/invoices/?shipment_id=abc', { token });
    },
  },

  {
    name: 'a body that is not JSON, not an object, or has fields of the wrong JSON type',
    run: async (api) => {
      await api.post('/auth/login/', { body: [1] });
      await api.post('/auth/login/', { body: 'not json' });
      await api.post('/auth/login/', { body: 'null' });
      await api.post('/auth/login/');
      await api.post('/auth/login/', { body: { email: 5, password: true } });
      await api.post('/auth/register/', {
        body: { ...registration(api.email('typed')), phone_number: 4155550123, first_name: null },
      });
      const { token } = await onboard(api, 'typed');
      const [chicago, dallas] = [await cityId(api, 'Chicago'), await cityId(api, 'Dallas')];
      await api.post('/shipper/distance-price/', {
        body: { pickup_location: String(chicago), dropoff_location: dallas, equipment: 5 },
      });
      await api.post('/shipper/shipping-needs/', {
        token,
        body: { company_location: '1', mode: 'FTL', average_ftl: 5, trailer_type: [1] },
      });
      await api.post('/shipper/shipments/', {
        token,
        body: { equipment: 'dryVan', pickup: { city: String(chicago) }, dropoff: dallas },
      });
      const { id } = await book(api, token, { from: 'Chicago', to: 'Dallas' });
      await api.patch(`/shipper/shipments/${id}/finalizing/`, {
        token,
        body: { ...FINAL_DETAILS, weight: '40', packaging: 2.5 },
      });
      await api.get('/shipper/shipments/?page=1&page=2', { token });
    },
  },

  // Before the demo's data is changed below.
  ...MOVEMENT_SCENARIOS,
  ...TRACKING_SCENARIOS,
  ...TRACKING_LINK_SCENARIOS,

  {
    name: "the demo shipper's dashboard, shipments and billing",
    run: async (api) => {
      const { body } = await api.post<SessionResponse>('/auth/login/', { body: DEMO_ACCOUNT });
      const { token } = body;
      await api.get('/auth/user/', { token });
      const all = await api.get<ShipmentPage>('/shipper/shipments/', { token });
      for (const tab of ['unfinished', 'inprogress', 'upcoming', 'past'])
        await api.get(`/shipper/shipments/?status=${tab}`, { token });
      for (const search of ['tx', 'MONTREAL', 'nle', 'po-4821', 'Anchorage'])
        await api.get(`/shipper/shipments/?search=${encodeURIComponent(search)}`, { token });
      await api.get('/shipper/shipments/?status=past&search=montreal', { token });
      await api.get('/invoices/', { token });
      await api.get('/invoices/?page_size=2&page=2', { token });
      await api.get(
        `/invoices/?month_start=${encodeURIComponent(`${api.inDays(-60)}T00:00:00.000Z`)}`,
        { token },
      );
      await api.get('/config/');
      for (const shipment of all.body.results) {
        await api.get(`/shipper/shipments/${shipment.id}`, { token });
        await api.get(`/shipper/shipments/${shipment.id}/cancellation/`, { token });
      }
      const rolling = all.body.results.find((shipment) => shipment.status === 'inprogress');
      if (!rolling) throw new Error('The demo has no shipment in progress.');
      await appointment(api, token, rolling.id, { dropoff: FACILITY });
      const quoted = all.body.results.find((shipment) => shipment.pickup.facility_name === null);
      if (!quoted) throw new Error('The demo has no quoted shipment.');
      await pay(api, token, quoted.id, VISA);
    },
  },

  {
    name: 'the shipment list sorted either way by each field, filtered, and refused bad values',
    run: async (api) => {
      const { token } = await onboard(api, 'sorter');
      const upcoming = await bookFinalized(api, token, {
        from: 'Chicago',
        to: 'Dallas',
        inDays: 4,
      });
      await pay(api, token, upcoming.id, VISA);
      // Picked up yesterday: booked with the day of grace, then paid.
      const rolling = await bookFinalized(api, token, {
        from: 'Seattle',
        to: 'Salt Lake City',
        inDays: -1,
      });
      await pay(api, token, rolling.id, VISA);
      // Twins: equal in every field but the id.
      await book(api, token, { from: 'Houston', to: 'Dallas', inDays: 6 });
      await book(api, token, { from: 'Houston', to: 'Dallas', inDays: 6 });
      const reefer = await book(api, token, {
        from: 'Phoenix',
        to: 'Dallas',
        equipment: 'reefer',
        inDays: 2,
      });
      await appointment(api, token, reefer.id, { driver_assist: true });
      // Someone else's shipment on the same lane and day is in none of the lists.
      const bystander = await onboard(api, 'bystander');
      await book(api, bystander.token, { from: 'Houston', to: 'Dallas', inDays: 6 });
      for (const field of SHIPMENT_ORDER_FIELDS)
        for (const ordering of [field, `-${field}`])
          await api.get(`/shipper/shipments/?ordering=${ordering}`, { token });
      for (const query of [
        '?ordering=status&page=2&page_size=2',
        '?ordering=-status&page=3&page_size=2',
        '?ordering=-total_price&status=unfinished',
        '?equipment=reefer',
        '?equipment=dryVan&ordering=pickup_date',
        `?pickup_from=${api.inDays(2)}&pickup_to=${api.inDays(4)}`,
        `?pickup_from=${api.inDays(6)}&ordering=-id`,
        `?pickup_to=${api.inDays(-1)}&status=inprogress`,
        `?search=dallas&equipment=dryVan&pickup_to=${api.inDays(6)}&ordering=status`,
        '?ordering=&equipment=&pickup_from=&pickup_to=',
      ])
        await api.get(`/shipper/shipments/${query}`, { token });
      for (const query of [
        '?ordering=price&equipment=flatbed',
        '?pickup_from=2026-02-30&pickup_to=soon',
        `?pickup_from=${api.inDays(3)}&pickup_to=${api.inDays(2)}`,
        '?ordering=id&ordering=-id',
      ])
        await api.get(`/shipper/shipments/${query}`, { token });
    },
  },

  {
    name: "the shipments export: the list's shipments on all its pages, as CSV, or field errors",
    run: async (api) => {
      const { token } = await onboard(api, 'exporter');
      const paid = await bookFinalized(api, token, { from: 'Toronto', to: 'Montréal', inDays: 4 });
      await appointment(api, token, paid.id, { driver_assist: true });
      await pay(api, token, paid.id, VISA);
      const typed = await book(api, token, { from: 'Chicago', to: 'Dallas', inDays: 6 });
      await finalize(api, token, typed.id, {
        ...FINAL_DETAILS,
        reference_number: '=HYPERLINK("x"), "now"',
      });
      await book(api, token, { from: 'Houston', to: 'Dallas', equipment: 'reefer', inDays: 2 });
      const bystander = await onboard(api, 'onlooker');
      await book(api, bystander.token, { from: 'Chicago', to: 'Dallas', inDays: 6 });
      for (const query of [
        '',
        '?ordering=total_price',
        '?ordering=-status&page=2&page_size=1',
        '?status=unfinished&equipment=reefer',
        `?search=dallas&pickup_from=${api.inDays(2)}&pickup_to=${api.inDays(6)}&ordering=-id`,
        '?search=anchorage',
      ])
        await api.get(`/shipper/shipments/export/${query}`, { token });
      await api.get('/shipper/shipments/export/', { token: bystander.token });
      await api.get('/shipper/shipments/export/?ordering=price&pickup_from=2026-02-30', { token });
      await api.get(
        `/shipper/shipments/export/?pickup_from=${api.inDays(3)}&pickup_to=${api.inDays(1)}`,
        { token },
      );
      await api.get('/shipper/shipments/export/');
    },
  },

  {
    name: 'cities and regions are searched by prefix, ignoring case and accents',
    run: async (api) => {
      for (const prefix of ['Chicago', 'montr', 'SAN ANTONIO', 'los angeles', 'Mexico City'])
        await api.get(`/shipper/cities?name_prefix=${encodeURIComponent(prefix)}`);
      await api.get('/shipper/cities?name_prefix=');
      await api.get('/shipper/cities');
      await api.get(`/shipper/cities?name_prefix=${'a'.repeat(101)}`);
      for (const prefix of ['tex', 'QUEBE', 'nuevo', 'new', 'Baja', 'zz', ''])
        await api.get(`/shipper/country-regions?search_term=${encodeURIComponent(prefix)}`);
      await api.get('/shipper/country-regions');
    },
  },

  {
    name: 'invoices are filtered by status and day of issue, sorted either way, summed, and summed by month',
    run: async (api) => {
      const { token } = await onboard(api, 'quinn');
      const paid = await bookFinalized(api, token, { from: 'Chicago', to: 'Dallas' });
      await pay(api, token, paid.id, VISA);
      const assisted = await book(api, token, { from: 'Chicago', to: 'Dallas', inDays: 5 });
      await appointment(api, token, assisted.id, { driver_assist: true });
      await finalize(api, token, assisted.id);
      // Picked up yesterday and never paid: overdue.
      await bookFinalized(api, token, { from: 'Houston', to: 'Dallas', inDays: -1 });
      const [today, yesterday] = [api.inDays(0), api.inDays(-1)];
      for (const query of [
        '?status=paid',
        '?status=pending',
        '?status=overdue&page_size=1',
        `?date_from=${today}&date_to=${today}`,
        `?date_to=${yesterday}`,
        '?ordering=total_amount',
        '?ordering=-total_amount',
        '?ordering=status',
        '?ordering=-status',
        '?ordering=invoice_number',
        '?ordering=-created_at&page=2&page_size=2',
        `?status=pending&ordering=-total_amount&date_from=${yesterday}`,
      ])
        await api.get(`/invoices/${query}`, { token });
      await api.get('/invoices/?status=late&date_from=2026-02-30&ordering=amount', { token });
      await api.get(`/invoices/?date_from=${today}&date_to=${yesterday}`, { token });
      await api.get('/invoices/export/', { token });
      await api.get(`/invoices/export/?status=pending&ordering=-total_amount&date_to=${today}`, {
        token,
      });
      await api.get('/invoices/export/?ordering=-status&page=2&page_size=1', { token });
      await api.get('/invoices/export/?status=late', { token });
      await api.get('/invoices/spend/', { token });
      await api.get('/invoices/spend/');
    },
  },

  {
    name: "an invoice's page and PDF, and someone else's invoice is not found",
    run: async (api) => {
      const owner = await onboard(api, 'rowan');
      const { token } = owner;
      const paid = await bookFinalized(api, token, { from: 'Toronto', to: 'Montréal' });
      await appointment(api, token, paid.id, { driver_assist: true });
      await api.post('/payment-methods/', { token, body: { payment_method_id: VISA } });
      await pay(api, token, paid.id, VISA);
      const unpaid = await book(api, token, { from: 'Chicago', to: 'Dallas', inDays: 4 });
      await finalize(api, token, unpaid.id, { ...FINAL_DETAILS, reference_number: '=1+2' });
      const { body } = await api.get<InvoicePage>('/invoices/', { token });
      for (const invoice of body.results) {
        await api.get(`/invoices/${invoice.id}/`, { token });
        await api.get(`/invoices/${invoice.id}/pdf/`, { token });
      }
      const stranger = await onboard(api, 'sloane');
      for (const invoice of body.results) {
        await api.get(`/invoices/${invoice.id}/`, { token: stranger.token });
        await api.get(`/invoices/${invoice.id}/pdf/`, { token: stranger.token });
      }
      await api.get('/invoices/export/?ordering=invoice_number', { token });
      await api.get('/invoices/export/', { token: stranger.token });
      for (const id of ['abc', '0', '99999999', '2147483648'])
        await api.get(`/invoices/${id}/pdf/`, { token });
      await api.get(`/invoices/${body.results[0]?.id ?? 0}/`);
    },
  },
  ...TEAM_SCENARIOS,
  ...NOTIFICATION_SCENARIOS,
  ...ACTIVITY_SCENARIOS,
  ...BOOKED_BY_SCENARIOS,
  ...QUOTE_SCENARIOS,
  ...FACILITY_SCENARIOS,
  ...PAPER_SCENARIOS,
];
