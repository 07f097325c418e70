import { assignedLoad, driverCall, type Load } from './driverFixtures';
import { newDispatcher, type Dispatcher } from './dispatchFixtures';
import { callApi } from './shipmentFixtures';
import { publicCall, shared, tokenOf } from './trackingLinkFixtures';
import { testServerFixture } from './testServerFixture';

/*
 * What a session or a link's token opens is the caller's alone: no browser, proxy or shared
 * cache may keep a copy of it, the answers that refuse it included.
 */

const server = testServerFixture();
let load: Load;
let dispatcher: Dispatcher;
let trackingToken: string;

beforeAll(async () => {
  load = await assignedLoad(server);
  dispatcher = await newDispatcher(server);
  trackingToken = tokenOf(await shared(server, load.who, load.shipment.id));
});

const expectNoStore = async (
  answer: Promise<{ statusCode: number; headers: Record<string, unknown> }>,
  status: number,
) => {
  const response = await answer;
  expect(response.statusCode).toBe(status);
  expect(response.headers['cache-control']).toBe('no-store');
};

describe('answers that need a session or a link', () => {
  it("are never stored: a shipper's", async () => {
    const { who, shipment } = load;
    await expectNoStore(callApi(server, who, 'GET', '/auth/user/'), 200);
    await expectNoStore(callApi(server, who, 'GET', '/shipper/shipments/'), 200);
    await expectNoStore(callApi(server, who, 'GET', `/shipper/shipments/${shipment.id}`), 200);
    await expectNoStore(
      callApi(server, who, 'GET', `/shipper/shipments/${shipment.id}/activity/`),
      200,
    );
    await expectNoStore(callApi(server, who, 'GET', '/shipper/shipments/export/'), 200);
    await expectNoStore(callApi(server, who, 'GET', '/invoices/'), 200);
    await expectNoStore(callApi(server, who, 'GET', '/company/activity/'), 200);
    await expectNoStore(callApi(server, who, 'GET', '/shipper/shipments/999999/'), 404);
  });

  it("are never stored: a dispatcher's", async () => {
    await expectNoStore(callApi(server, dispatcher, 'GET', '/ops/carriers/'), 200);
    await expectNoStore(callApi(server, dispatcher, 'GET', '/ops/shipments/'), 200);
  });

  it("are never stored: a driver's link and a shared tracking link", async () => {
    await expectNoStore(driverCall(server, load.token, 'GET'), 200);
    await expectNoStore(publicCall(server, trackingToken), 200);
    await expectNoStore(driverCall(server, 'no-such-token', 'GET'), 404);
  });

  it('are never stored when the session is missing or refused', async () => {
    await expectNoStore(callApi(server, null, 'GET', '/shipper/shipments/'), 401);
    await expectNoStore(callApi(server, dispatcher, 'GET', '/shipper/shipments/'), 403);
    await expectNoStore(callApi(server, load.who, 'GET', '/ops/carriers/'), 403);
  });
});
