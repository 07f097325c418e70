import { addDays } from '@domain/dates';
import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import { MESSAGES } from '@domain/messages';
import { fixture } from './fixture';
import { DRIVER, paidShipment, verifiedCarrier } from './opsFixtures';
import { carrierInput, newDispatcher } from './dispatchFixtures';
import { registeredRoutes } from './registeredRoutes';
import { callApi, laneCities, newShipper } from './shipmentFixtures';
import { testServerFixture } from './testServerFixture';

const NOW = new Date('2026-06-15T15:00:00.000Z');

const server = testServerFixture({ now: NOW });
const dispatcher = fixture(() => newDispatcher(server));
const cities = fixture(() => laneCities(server));

/** The operations desk's routes behind a dispatcher's session: all but signing in. */
const opsRoutes = () =>
  registeredRoutes(server.app).filter(
    ({ path }) =>
      path.startsWith('/api/ops/') && !path.endsWith('/login/') && !path.endsWith('/set-password/'),
  );

const NOBODY = 2147483647;

const call = (
  who: { headers: { authorization: string } } | null,
  method: string,
  path: string,
  payload: object = {},
) =>
  callApi(
    server,
    who,
    method as 'GET',
    path.replace(/^\/api/, '').replace(':id', String(NOBODY)),
    method === 'GET' ? undefined : payload,
  );

const answerOf = async (response: ReturnType<typeof call>) => {
  const { statusCode, body } = await response;
  return `${statusCode} ${body}`;
};

describe('the operations desk', () => {
  it('has its routes behind a dispatcher session', () => {
    expect(opsRoutes().length).toBeGreaterThanOrEqual(10);
  });

  it("is closed to a shipper's session, with a 403 saying it is for dispatchers", async () => {
    const shipper = await newShipper(server);
    const refused = `403 ${JSON.stringify({ message: DISPATCH_MESSAGES.dispatchersOnly })}`;
    for (const { method, path } of opsRoutes())
      expect(`${method} ${path}: ${await answerOf(call(shipper, method, path))}`).toBe(
        `${method} ${path}: ${refused}`,
      );
  });

  it('asks anyone else to sign in', async () => {
    const stranger = { headers: { authorization: 'Token not-a-session' } };
    for (const { method, path } of opsRoutes()) {
      expect(`${method} ${path}: ${await answerOf(call(null, method, path))}`).toBe(
        `${method} ${path}: 401 ${JSON.stringify({ message: MESSAGES.notAuthenticated })}`,
      );
      expect(`${method} ${path}: ${await answerOf(call(stranger, method, path))}`).toBe(
        `${method} ${path}: 401 ${JSON.stringify({ message: MESSAGES.invalidToken })}`,
      );
    }
  });

  it('answers a 404 for a shipment or a carrier that does not exist', async () => {
    const carrier = await verifiedCarrier(server, dispatcher);
    const bodies: Record<string, object> = {
      'PATCH /api/ops/carriers/:id/': { phone: '+13125550100' },
      'PUT /api/ops/shipments/:id/assignment/': { carrier_id: carrier.id, ...DRIVER },
      'POST /api/ops/shipments/:id/events/': { code: 'arrived_pickup', at: NOW.toISOString() },
    };
    const withIds = opsRoutes().filter(({ path }) => path.includes(':id'));
    expect(withIds.length).toBeGreaterThanOrEqual(5);
    for (const { method, path } of withIds) {
      const response = await call(dispatcher, method, path, bodies[`${method} ${path}`]);
      expect(`${method} ${path}: ${response.statusCode}`).toBe(`${method} ${path}: 404`);
    }
  });
});

describe("a dispatcher's session", () => {
  it("is not a shipper's: the shipper's pages answer a 403 saying where dispatchers work", async () => {
    const { shipment } = await paidShipment(server, {
      pickupCity: cities.dallas.id,
      dropoffCity: cities.houston.id,
      pickupDate: addDays('2026-06-15', 7),
    });
    const shipperCalls: [string, string, object?][] = [
      ['GET', '/auth/user/'],
      ['GET', '/shipper/shipments/'],
      ['GET', `/shipper/shipments/${shipment.id}`],
      ['POST', `/shipper/shipments/${shipment.id}/cancel/`, { reason: 'plans_changed' }],
      ['GET', '/invoices/'],
      ['GET', '/company/'],
      ['POST', '/payments/create-intent/', { shipment_id: shipment.id }],
    ];
    const refused = `403 ${JSON.stringify({ message: DISPATCH_MESSAGES.shippersOnly })}`;
    for (const [method, url, body] of shipperCalls) {
      const response = await callApi(server, dispatcher, method as 'GET', url, body);
      expect(`${method} ${url}: ${response.statusCode} ${response.body}`).toBe(
        `${method} ${url}: ${refused}`,
      );
    }
  });

  it('ends at sign-out, and is then asked to sign in everywhere', async () => {
    const own = await newDispatcher(server);
    expect((await callApi(server, own, 'POST', '/ops/auth/logout/')).statusCode).toBe(200);
    expect((await callApi(server, own, 'GET', '/ops/carriers/')).statusCode).toBe(401);
    expect((await callApi(server, own, 'GET', '/auth/user/')).statusCode).toBe(401);
    expect((await callApi(server, own, 'POST', '/ops/carriers/', carrierInput())).statusCode).toBe(
      401,
    );
  });
});
