import type { ShipmentTracking } from '@domain/trackingTypes';
import { cityNamed } from '../services/places';
import { newDispatcher } from './dispatchFixtures';
import { assign, driverCall, event, POD, sendEvent, sendPod } from './driverFixtures';
import { fixture } from './fixture';
import { assignTo, paidShipment, verifiedCarrier } from './opsFixtures';
import { callApi, laneCities, newShipper, type Caller } from './shipmentFixtures';
import type { TestServer } from './testServer';
import { secondServerFixture, testServerFixture } from './testServerFixture';

// Two servers on one database, as behind a load balancer: on PostgreSQL each keeps what it has
// read in a process of its own, so one answers what the other was told.
const NOW = new Date('2026-06-15T15:00:00.000Z');
const DEPARTED = new Date('2026-06-22T16:00:00.000Z');
const HOUR_MS = 60 * 60 * 1000;

const first = testServerFixture({ now: NOW });
const second = secondServerFixture(first);
const places = fixture(async () => ({
  ...(await laneCities(first)),
  denver: await cityNamed(first.db, 'Denver', 'CO'),
}));
const dispatcher = fixture(() => newDispatcher(first));

const paidLoad = async () => {
  const { shipment, shipper } = await paidShipment(first, {
    pickupCity: places.chicago.id,
    dropoffCity: places.denver.id,
    pickupDate: '2026-06-22',
  });
  return { id: shipment.id, who: shipper };
};

const trackingOn = async (server: TestServer, who: Caller, id: number) => {
  const response = await callApi(server, who, 'GET', `/shipper/shipments/${id}/tracking/`);
  expect(response.statusCode).toBe(200);
  return response.json<ShipmentTracking>();
};

/** The tracking as each server answers it; both must answer the same. */
const trackingOnBoth = async (who: Caller, id: number) => {
  const [onFirst, onSecond] = await Promise.all([
    trackingOn(first, who, id),
    trackingOn(second, who, id),
  ]);
  expect(onSecond).toEqual(onFirst);
  return onSecond;
};

const ok = (response: { statusCode: number; body: string }) => {
  if (response.statusCode !== 200)
    throw new Error(`The call failed: ${response.statusCode} ${response.body}`);
};

describe('a tracking page asked again and again, on two servers', () => {
  it('shows at once, on either server, whatever changed on the other', async () => {
    const load = await paidLoad();
    expect((await trackingOnBoth(load.who, load.id)).carrier).toBeNull();

    const { token } = await assign(first, load.id, dispatcher.operatorId);
    expect((await trackingOnBoth(load.who, load.id)).driver_first_name).toBe('Luis');

    first.clock.set(DEPARTED);
    ok(await sendEvent(first, token, event('departed_pickup', DEPARTED)));
    const departed = await trackingOnBoth(load.who, load.id);
    expect(departed.milestones[2]).toMatchObject({ code: 'departed_pickup', source: 'driver' });
    expect(departed.positions).toEqual([]);

    const seen = { at: '2026-06-22T18:00:00.000Z', latitude: 41.61, longitude: -93.6 };
    first.clock.set(new Date('2026-06-22T18:05:00.000Z'));
    ok(await driverCall(first, token, 'POST', 'positions/', { positions: [seen] }));
    expect((await trackingOnBoth(load.who, load.id)).positions).toEqual([seen]);

    // A position the phone kept offline arrives after a newer one: the trail still takes it.
    const earlier = { at: '2026-06-22T17:00:00.000Z', latitude: 41.7, longitude: -90.5 };
    ok(await driverCall(second, token, 'POST', 'positions/', { positions: [earlier] }));
    expect((await trackingOnBoth(load.who, load.id)).positions).toEqual([earlier, seen]);

    const carrier = await verifiedCarrier(first, dispatcher);
    const renamed = await callApi(first, dispatcher, 'PATCH', `/ops/carriers/${carrier.id}/`, {
      legal_name: 'Prairie Line Freight LLC',
    });
    ok(renamed);
    expect((await trackingOnBoth(load.who, load.id)).carrier?.name).toBe(
      'Prairie Line Freight LLC',
    );

    ok(await assignTo(first, dispatcher, load.id, carrier.id, { driver_name: 'Dana Whitfield' }));
    const reassigned = await trackingOnBoth(load.who, load.id);
    expect(reassigned).toMatchObject({ driver_first_name: 'Dana', positions: [] });
  });

  it('shows the proof of delivery once the driver sends it', async () => {
    const load = await paidLoad();
    const { token } = await assign(first, load.id, dispatcher.operatorId);
    first.clock.set(DEPARTED);
    ok(await sendEvent(first, token, event('departed_pickup', DEPARTED)));
    const arrived = new Date('2026-06-24T15:00:00.000Z');
    first.clock.set(arrived);
    ok(await sendEvent(second, token, event('arrived_dropoff', arrived)));
    expect(await trackingOnBoth(load.who, load.id)).toMatchObject({
      eta: { state: 'on_time', explanation: 'Arrived at dropoff' },
      pod: null,
    });

    first.clock.set(new Date('2026-06-24T16:30:00.000Z'));
    ok(await sendPod(second, token, POD));
    expect(await trackingOnBoth(load.who, load.id)).toMatchObject({
      eta: null,
      pod: { receiver_name: 'Ann Lee', has_photo: false },
    });
  });

  it('moves the estimate with the clock while nothing is reported', async () => {
    const load = await paidLoad();
    const { token } = await assign(first, load.id, dispatcher.operatorId);
    first.clock.set(DEPARTED);
    ok(await sendEvent(first, token, event('departed_pickup', DEPARTED)));
    const fresh = await trackingOnBoth(load.who, load.id);
    expect(fresh.eta?.state).toBe('on_time');

    first.clock.advance(4 * HOUR_MS);
    const unseen = await trackingOnBoth(load.who, load.id);
    expect(unseen.eta).toEqual({ ...fresh.eta, state: 'at_risk' });
  });

  it("stays a 404 to another company, however often the company's own members ask", async () => {
    const load = await paidLoad();
    await assign(first, load.id, dispatcher.operatorId);
    await trackingOnBoth(load.who, load.id);
    const stranger = await newShipper(first);
    for (const server of [first, second]) {
      const refused = await callApi(
        server,
        stranger,
        'GET',
        `/shipper/shipments/${load.id}/tracking/`,
      );
      expect([refused.statusCode, refused.json()]).toEqual([404, { message: 'Not found.' }]);
    }
  });
});
