import type { EtaState, ListResponse, Shipment } from '@domain/types';
import { assignedLoad, driverCall, event, sendEvent, type Load } from './driverFixtures';
import { call, readShipment } from './paymentFixtures';
import { testServerFixture } from './testServerFixture';

/*
 * The list shows each shipment's estimate as it stands, and narrows to one state: the estimate
 * is worked out when the truck reports, and judged again as the clock moves.
 */

const server = testServerFixture();

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The truck leaves the pickup now, and its phone says where it is. */
const departNow = async ({ token }: Load) => {
  const now = server.clock.now();
  expect((await sendEvent(server, token, event('departed_pickup', now))).statusCode).toBe(200);
  const positions = await driverCall(server, token, 'POST', 'positions/', {
    positions: [{ at: now.toISOString(), latitude: 41.6, longitude: -87.9, accuracy_m: 20 }],
  });
  expect(positions.statusCode).toBe(200);
};

const listed = async ({ who }: Load, query = '') => {
  const response = await call(server, who, 'GET', `/shipper/shipments/?status=all${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<ListResponse<Shipment>>().results;
};

const stateIn = async (load: Load, state: EtaState) =>
  (await listed(load, `&eta_state=${state}`)).map(({ id }) => id);

describe('The estimate on the list', () => {
  it('is none before the truck leaves, then follows the truck and the clock', async () => {
    const load = await assignedLoad(server);
    const [waiting] = await listed(load);
    expect(waiting?.eta_state).toBeNull();
    expect(await stateIn(load, 'on_time')).toEqual([]);

    await departNow(load);
    expect((await readShipment(server, load.who, load.shipment.id)).eta_state).toBe('on_time');
    expect(await stateIn(load, 'on_time')).toEqual([load.shipment.id]);
    expect(await stateIn(load, 'late')).toEqual([]);

    // Not seen for 4 hours on the road.
    server.clock.advance(4 * HOUR_MS + 60_000);
    expect((await listed(load))[0]?.eta_state).toBe('at_risk');
    expect(await stateIn(load, 'at_risk')).toEqual([load.shipment.id]);

    // Past the end of the drop-off day on any North American clock, still not there.
    server.clock.set(new Date(Date.parse(load.shipment.dropoff.date) + 2 * DAY_MS));
    expect(await stateIn(load, 'late')).toEqual([load.shipment.id]);
    expect(await stateIn(load, 'on_time')).toEqual([]);
  });

  it('refuses a state it does not know, saying which it knows', async () => {
    const load = await assignedLoad(server);
    const response = await call(server, load.who, 'GET', '/shipper/shipments/?eta_state=early');
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toMatch(/on_time, at_risk, late/);
  });
});
