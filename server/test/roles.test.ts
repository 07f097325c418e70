import { addDays } from '@domain/dates';
import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import type { InvoiceDocument, SavedPaymentMethod, Shipment, User } from '@domain/types';
import { ACTIONS, ROLES, may, refusalMessage, type Action, type Role } from '@domain/roles';
import { registeredRoutes } from './registeredRoutes';
import {
  book,
  callApi,
  FACILITY,
  FINAL_DETAILS,
  laneCities,
  newMember,
  newShipper,
  patchShipment,
  type Caller,
} from './shipmentFixtures';
import { fixture } from './fixture';
import { testServerFixture } from './testServerFixture';

const NOW = new Date('2026-06-15T15:00:00.000Z');
const TODAY = '2026-06-15';

const server = testServerFixture({ now: NOW });
const cities = fixture(() => laneCities(server));

/**
 * What each role may do, written out here rather than read from domain/roles.ts, which the server
 * enforces: a wrong entry there fails this file instead of moving the server and its test alike.
 */
const COLUMNS = ['admin', 'booker', 'finance', 'viewer'] as const;
type Row = Readonly<Record<(typeof COLUMNS)[number], boolean>>;
const row = (admin: boolean, booker: boolean, finance: boolean, viewer: boolean): Row => ({
  admin,
  booker,
  finance,
  viewer,
});
const yes = true;
const no = false;
// prettier-ignore
const MAY: Record<Action, Row> = {
  //                   admin  booker  finance  viewer
  readShipments:   row(yes,   yes,    yes,     yes),
  createShipments: row(yes,   yes,    no,      no),
  changeShipments: row(yes,   yes,    no,      no),
  cancelShipments: row(yes,   yes,    no,      no),
  payShipments:    row(yes,   yes,    yes,     no),
  readBilling:     row(yes,   yes,    yes,     no),
  manageTeam:      row(yes,   no,     no,      no),
  changeCompany:   row(yes,   no,     no,      no),
  readActivity:    row(yes,   no,     no,      no),
};

const mayByTable = (role: Role, action: Action): boolean => MAY[action][role];

/**
 * What each route of the API asks of its caller: nothing, a session, a role that may take an
 * action, a dispatcher (the operations desk), or a driver link's token. Every route the server
 * serves must be here, so that a route added without its rule fails this test.
 */
type Rule = Action | 'public' | 'session' | 'dispatcher' | 'driver' | 'metrics';
const ROUTE_RULES: Record<string, Rule> = {
  'GET /api/config/': 'public',
  'GET /api/health/live/': 'public',
  'GET /api/health/ready/': 'public',
  'GET /api/metrics': 'metrics',
  'GET /api/openapi.json': 'public',
  'GET /api/shipper/cities': 'public',
  'GET /api/shipper/cities/:id/': 'public',
  'GET /api/shipper/country-regions': 'public',
  'POST /api/shipper/distance-price/': 'public',
  'POST /api/shipper/distance-price/calendar/': 'public',
  'POST /api/auth/register/': 'public',
  'POST /api/auth/login/': 'public',
  'POST /api/auth/password-reset/request/': 'public',
  'POST /api/auth/password-reset/confirm/': 'public',
  'POST /api/auth/verify-email/': 'public',
  'POST /api/payments/webhook/': 'public',
  'GET /api/auth/user/': 'session',
  'POST /api/auth/resend-verification/': 'session',
  'POST /api/auth/logout/': 'session',
  'GET /api/auth/notifications/': 'session',
  'PUT /api/auth/notifications/': 'session',
  'POST /api/shipper/shipping-needs/': 'changeCompany',
  'POST /api/shipper/shipments/': 'createShipments',
  'GET /api/shipper/shipments/': 'readShipments',
  'GET /api/shipper/shipments/export/': 'readShipments',
  'GET /api/shipper/shipments/:id': 'readShipments',
  'GET /api/shipper/shipments/:id/tracking/': 'readShipments',
  'GET /api/shipper/shipments/:id/pod/': 'readShipments',
  'GET /api/shipper/shipments/:id/bill-of-lading/': 'readShipments',
  'GET /api/shipper/shipments/:id/load-confirmation/': 'readShipments',
  'GET /api/shipper/shipments/:id/tracking-link/': 'readShipments',
  'POST /api/shipper/shipments/:id/tracking-link/': 'changeShipments',
  'DELETE /api/shipper/shipments/:id/tracking-link/': 'changeShipments',
  'GET /api/shipper/shipments/:id/cancellation/': 'readShipments',
  'GET /api/shipper/shipments/:id/reprice/': 'readShipments',
  'POST /api/shipper/shipments/:id/book-again/': 'createShipments',
  'GET /api/shipper/facilities/': 'readShipments',
  'POST /api/shipper/facilities/': 'changeShipments',
  'GET /api/shipper/facilities/:id/': 'readShipments',
  'PATCH /api/shipper/facilities/:id/': 'changeShipments',
  'DELETE /api/shipper/facilities/:id/': 'changeShipments',
  'POST /api/shipper/shipments/:id/reprice/': 'payShipments',
  'POST /api/shipper/shipments/:id/cancel/': 'cancelShipments',
  'PATCH /api/shipper/shipments/:id/appointment/': 'changeShipments',
  'PATCH /api/shipper/shipments/:id/finalizing/': 'changeShipments',
  'POST /api/payment-methods/': 'payShipments',
  'POST /api/payments/create-intent/': 'payShipments',
  'POST /api/payments/confirm/': 'payShipments',
  'GET /api/invoices/': 'readBilling',
  'GET /api/invoices/export/': 'readBilling',
  'GET /api/invoices/spend/': 'readBilling',
  'GET /api/invoices/:id/': 'readBilling',
  'GET /api/invoices/:id/pdf/': 'readBilling',
  'GET /api/shipper/shipments/:id/activity/': 'readShipments',
  'GET /api/company/activity/': 'readActivity',
  'GET /api/company/activity/export/': 'readActivity',
  'GET /api/company/': 'session',
  'POST /api/company/invitations/': 'manageTeam',
  'POST /api/company/invitations/:id/resend/': 'manageTeam',
  'DELETE /api/company/invitations/:id/': 'manageTeam',
  'PATCH /api/company/members/:id/': 'manageTeam',
  'DELETE /api/company/members/:id/': 'manageTeam',
  'GET /api/auth/invitations/:token/': 'public',
  'POST /api/auth/invitations/:token/accept/': 'public',
  'POST /api/ops/auth/login/': 'public',
  'POST /api/ops/auth/set-password/': 'public',
  'GET /api/ops/auth/me/': 'dispatcher',
  'POST /api/ops/auth/logout/': 'dispatcher',
  'GET /api/ops/carriers/': 'dispatcher',
  'POST /api/ops/carriers/': 'dispatcher',
  'GET /api/ops/carriers/:id/': 'dispatcher',
  'PATCH /api/ops/carriers/:id/': 'dispatcher',
  'POST /api/ops/carriers/:id/verify/': 'dispatcher',
  'GET /api/ops/registry/': 'dispatcher',
  'GET /api/ops/shipments/': 'dispatcher',
  'PUT /api/ops/shipments/:id/assignment/': 'dispatcher',
  'POST /api/ops/shipments/:id/events/': 'dispatcher',
  'GET /api/driver/:token/': 'driver',
  'POST /api/driver/:token/events/': 'driver',
  'POST /api/driver/:token/withdrawals/': 'driver',
  'POST /api/driver/:token/positions/': 'driver',
  'POST /api/driver/:token/pod/': 'driver',
  'GET /api/public/tracking/:token/': 'public',
};

/** The routes of shippers' accounts: neither the operations desk's nor a driver link's. */
const isShipperRule = (rule: Rule | undefined) => rule !== 'dispatcher' && rule !== 'driver';

const apiRoutes = () =>
  registeredRoutes(server.app).filter(
    ({ path }) => path.startsWith('/api/') && !path.startsWith('/api/docs'),
  );

/** A finalized shipment of the admin's company, with its invoice, for the routes with an id. */
const finalizedShipment = async (admin: Caller) => {
  const shipment = await book(server, admin, {
    pickupCity: cities.chicago.id,
    dropoffCity: cities.dallas.id,
    pickupDate: addDays(TODAY, 10),
  });
  await patchShipment(server, admin, shipment.id, 'appointment', { pickup: FACILITY });
  await patchShipment(server, admin, shipment.id, 'finalizing', FINAL_DETAILS);
  const invoices = await callApi(server, admin, 'GET', '/invoices/');
  const invoice = invoices.json<{ results: { id: number }[] }>().results[0];
  if (!invoice) throw new Error('The shipment has no invoice.');
  const facilities = await callApi(server, admin, 'GET', '/shipper/facilities/');
  const facility = facilities.json<{ results: { id: number }[] }>().results[0];
  if (!facility) throw new Error('The facility saved is not in the book.');
  return { shipmentId: shipment.id, invoiceId: invoice.id, facilityId: facility.id };
};

/** The team's routes get an id that names nobody unless told: the walk must not remove its own members. */
const NOBODY = 2147483647;

type Ids = {
  shipmentId: number;
  invoiceId: number;
  memberId?: number;
  invitationId?: number;
  facilityId?: number;
};

const urlOf = (path: string, ids: Ids) => {
  if (path.startsWith('/api/invoices/')) return path.replace(':id', String(ids.invoiceId));
  if (path.startsWith('/api/shipper/facilities/'))
    return path.replace(':id', String(ids.facilityId ?? NOBODY));
  if (path.startsWith('/api/company/invitations/'))
    return path.replace(':id', String(ids.invitationId ?? NOBODY));
  if (path.startsWith('/api/company/members/'))
    return path.replace(':id', String(ids.memberId ?? NOBODY));
  return path.replace(':id', String(ids.shipmentId));
};

/** A body that passes no route's checks: the answer is the caller's rule or a 400, never 5xx. */
const NONSENSE = { nonsense: true };

const call = (who: Caller, method: string, path: string, ids: Ids, payload: object = NONSENSE) =>
  server.app.inject({
    method: method as 'GET',
    url: urlOf(path, ids),
    headers: who.headers,
    ...(method === 'GET' ? {} : { payload }),
  });

describe('what each role may do', () => {
  it('is the table above: every role and every action of domain/roles.ts, each as it says', () => {
    expect([...ROLES].sort()).toEqual([...COLUMNS].sort());
    expect(Object.keys(ACTIONS).sort()).toEqual(Object.keys(MAY).sort());
    const domain = Object.fromEntries(
      (Object.keys(MAY) as Action[]).map((action) => [
        action,
        Object.fromEntries(COLUMNS.map((role) => [role, may(role, action)])),
      ]),
    );
    expect(domain).toEqual(MAY);
  });

  it('names a rule for every route the server serves', () => {
    const unnamed = apiRoutes()
      .map(({ method, path }) => `${method} ${path}`)
      .filter((route) => !(route in ROUTE_RULES));
    expect(unnamed).toEqual([]);
  });

  it('refuses each role what the table denies it, with a 403 naming the role, and never a 5xx', async () => {
    const admin = await newShipper(server);
    const ids = await finalizedShipment(admin);
    const members = Object.fromEntries(
      await Promise.all(
        ROLES.map(async (role) => [role, await newMember(server, admin, role)] as const),
      ),
    ) as Record<Role, Caller>;
    // A driver link's token is the whole of its rule, as METRICS_TOKEN is the metrics': their own
    // tests walk those.
    const guarded = apiRoutes().filter(({ method, path }) => {
      const rule = ROUTE_RULES[`${method} ${path}`];
      return (
        rule !== undefined &&
        rule !== 'public' &&
        rule !== 'driver' &&
        rule !== 'metrics' &&
        !path.includes('logout')
      );
    });
    expect(guarded.length).toBeGreaterThanOrEqual(19);
    for (const { method, path } of guarded) {
      const rule = ROUTE_RULES[`${method} ${path}`] as Action | 'session' | 'dispatcher';
      for (const role of ROLES) {
        const response = await call(members[role], method, path, ids);
        if (rule === 'dispatcher') {
          // No member of a shipper company, whatever the role, uses the operations desk.
          const refusal = `${response.statusCode} ${response.body}`;
          expect(`${role} ${method} ${path}: ${refusal}`).toBe(
            `${role} ${method} ${path}: 403 ${JSON.stringify({ message: DISPATCH_MESSAGES.dispatchersOnly })}`,
          );
          continue;
        }
        const allowed = rule === 'session' || mayByTable(role, rule);
        const outcome = allowed
          ? response.statusCode === 403 || response.statusCode >= 500
            ? `${response.statusCode} ${response.body}`
            : 'allowed'
          : response.statusCode === 403 && response.json<{ message: string }>().message;
        expect(`${role} ${method} ${path}: ${outcome}`).toBe(
          `${role} ${method} ${path}: ${allowed ? 'allowed' : refusalMessage(role, rule as Action)}`,
        );
      }
    }
  });

  it('says so in words a member reads', () => {
    expect(refusalMessage('viewer', 'changeShipments')).toBe('Viewers cannot change shipments.');
    expect(refusalMessage('finance', 'createShipments')).toBe(
      'Finance members cannot create shipments.',
    );
    expect(refusalMessage('booker', 'manageTeam')).toBe('Bookers cannot manage the team.');
  });
});

describe("another company's records", () => {
  it('are a 404 on every route with an id, to the admin of the other company', async () => {
    const owner = await newShipper(server);
    const member = await newMember(server, owner, 'booker');
    const invited = await callApi(server, owner, 'POST', '/company/invitations/', {
      email: `invitee-${member.userId}@example.com`,
      role: 'viewer',
    });
    const ids = {
      ...(await finalizedShipment(owner)),
      memberId: member.userId,
      invitationId: invited.json<{ id: number }>().id,
    };
    const outsider = await newShipper(server);
    const withIds = apiRoutes().filter(({ method, path }) => {
      const rule = ROUTE_RULES[`${method} ${path}`];
      // A public record (a city) is no company's.
      return path.includes(':id') && isShipperRule(rule) && rule !== 'public';
    });
    for (const { method, path } of withIds) {
      // A body each route takes, so that only whose record it is can refuse it.
      const response = await call(outsider, method, path, ids, { role: 'viewer' });
      expect(`${method} ${path}: ${response.statusCode}`).toBe(`${method} ${path}: 404`);
    }
  });
});

describe('the work of a company', () => {
  it("is shared by its members: a booker's shipment is on the viewer's list and the admin's invoices", async () => {
    const admin = await newShipper(server);
    const booker = await newMember(server, admin, 'booker');
    const viewer = await newMember(server, admin, 'viewer');
    const { shipmentId } = await finalizedShipment(booker);
    const list = await callApi(server, viewer, 'GET', '/shipper/shipments/?status=all');
    expect(list.json<{ results: { id: number }[] }>().results.map((s) => s.id)).toContain(
      shipmentId,
    );
    const details = await callApi(server, viewer, 'GET', `/shipper/shipments/${shipmentId}`);
    expect(details.statusCode).toBe(200);
    const invoices = await callApi(server, admin, 'GET', '/invoices/');
    expect(invoices.json<{ count: number }>().count).toBe(1);
    const outsider = await newShipper(server);
    const theirs = await callApi(server, outsider, 'GET', '/shipper/shipments/?status=all');
    expect(theirs.json<{ count: number }>().count).toBe(0);
  });

  it('is refused to a viewer who would change a shipment, before the body is read, and stays as it was', async () => {
    const admin = await newShipper(server);
    const viewer = await newMember(server, admin, 'viewer');
    const shipment = await book(server, admin, {
      pickupCity: cities.chicago.id,
      dropoffCity: cities.dallas.id,
      pickupDate: addDays(TODAY, 10),
    });
    for (const body of [{ pickup: FACILITY }, { pickup: 'nonsense' }]) {
      const refused = await patchShipment(server, viewer, shipment.id, 'appointment', body);
      expect([refused.statusCode, refused.json()]).toEqual([
        403,
        { message: 'Viewers cannot change shipments.' },
      ]);
    }
    const read = await callApi(server, viewer, 'GET', `/shipper/shipments/${shipment.id}`);
    expect(read.json<Shipment>().pickup.facility_name).toBeNull();
  });

  it('shares its invoices and saved cards among its members, each invoice billed to whoever booked it', async () => {
    const admin = await newShipper(server);
    const booker = await newMember(server, admin, 'booker');
    const finance = await newMember(server, admin, 'finance');
    const { invoiceId } = await finalizedShipment(booker);
    const listed = await callApi(server, finance, 'GET', '/invoices/');
    expect(listed.json<{ results: { id: number }[] }>().results.map(({ id }) => id)).toEqual([
      invoiceId,
    ]);
    const bookerEmail = (await callApi(server, booker, 'GET', '/auth/user/')).json<User>().email;
    const document = await callApi(server, finance, 'GET', `/invoices/${invoiceId}/`);
    expect(document.json<InvoiceDocument>().bill_to).toMatchObject({
      contact_name: 'Booker Member',
      email: bookerEmail,
    });
    const outsider = await newShipper(server);
    expect((await callApi(server, outsider, 'GET', `/invoices/${invoiceId}/`)).statusCode).toBe(
      404,
    );

    const save = async (who: Caller) => {
      const response = await callApi(server, who, 'POST', '/payment-methods/', {
        payment_method_id: 'pm_card_visa',
      });
      expect(response.statusCode).toBe(201);
      return response.json<SavedPaymentMethod>();
    };
    const saved = await save(booker);
    expect(await save(finance)).toEqual(saved);
    expect((await save(outsider)).id).not.toBe(saved.id);
  });

  it('answers the member with their company id and role', async () => {
    const admin = await newShipper(server);
    const finance = await newMember(server, admin, 'finance');
    const me = await callApi(server, finance, 'GET', '/auth/user/');
    expect(me.json()).toMatchObject({
      company: { id: admin.companyId, name: 'Stone Provisions' },
      role: 'finance',
      shipping_needs: { average_ftl: '5-10' },
    });
  });
});
