import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import type { ShipmentDetail } from '@domain/dispatchTypes';
import { roadMiles } from '@domain/pricing';
import { ROLES } from '@domain/roles';
import type { ShipmentTracking, TrackingPosition } from '@domain/trackingTypes';
import { cityNamed } from '../services/places';
import { newDispatcher } from './dispatchFixtures';
import { assign, driverCall, event, POD, sendEvent, sendPod } from './driverFixtures';
import { png } from './pngImages';
import { fixture } from './fixture';
import { assignTo, paidShipment, verifiedCarrier } from './opsFixtures';
import { callApi, laneCities, newMember, newShipper, type Caller } from './shipmentFixtures';
import { testServerFixture } from './testServerFixture';

const NOW = new Date('2026-06-15T15:00:00.000Z');
const PICKUP = '2026-06-22';

const server = testServerFixture({ now: NOW });
const places = fixture(async () => ({
  ...(await laneCities(server)),
  denver: await cityNamed(server.db, 'Denver', 'CO'),
  omaha: await cityNamed(server.db, 'Omaha', 'NE'),
  desMoines: await cityNamed(server.db, 'Des Moines', 'IA'),
}));
const dispatcher = fixture(() => newDispatcher(server));

const at = (iso: string) => {
  server.clock.set(new Date(iso));
  return new Date(iso);
};

/** A paid shipment from Chicago to Denver, of a shipper of its own. */
const paidLoad = async (shipper?: Caller) => {
  const { shipment, shipper: who } = await paidShipment(
    server,
    { pickupCity: places.chicago.id, dropoffCity: places.denver.id, pickupDate: PICKUP },
    shipper,
  );
  return { id: shipment.id, who, dropoffDate: shipment.dropoff.date };
};

/** The carrier put on the shipment now: the driver link's token. */
const dispatch = async (shipmentId: number) =>
  (await assign(server, shipmentId, dispatcher.operatorId)).token;

const report = async (token: string, code: string, when: string) => {
  const response = await sendEvent(server, token, event(code, at(when)));
  if (response.statusCode !== 200)
    throw new Error(`Reporting ${code} failed: ${response.statusCode} ${response.body}`);
};

const sendPositions = async (token: string, positions: TrackingPosition[]) => {
  const response = await driverCall(server, token, 'POST', 'positions/', { positions });
  if (response.statusCode !== 200)
    throw new Error(`Sending positions failed: ${response.statusCode} ${response.body}`);
};

const tracking = (who: Pick<Caller, 'headers'> | null, id: number | string) =>
  callApi(server, who, 'GET', `/shipper/shipments/${id}/tracking/`);

const trackingOf = async (who: Caller, id: number) => {
  const response = await tracking(who, id);
  expect(response.statusCode).toBe(200);
  return response.json<ShipmentTracking>();
};

const cityOf = ({ id, name, region_code, country_code }: typeof places.chicago) => ({
  id,
  name,
  region_code,
  country_code,
});

describe('GET /api/shipper/shipments/{id}/tracking/', () => {
  it('before dispatch: every milestone planned on its stop’s day and clock, nothing reported', async () => {
    const load = await paidLoad();
    expect(await trackingOf(load.who, load.id)).toEqual({
      carrier: null,
      driver_first_name: null,
      truck_number: null,
      trailer_number: null,
      milestones: [
        {
          code: 'dispatched',
          edi_code: null,
          label: 'Carrier assigned',
          time_zone: 'America/Chicago',
          city: null,
          source: null,
          planned_at: null,
          at: null,
        },
        {
          code: 'arrived_pickup',
          edi_code: 'X3',
          label: 'Arrived at pickup',
          time_zone: 'America/Chicago',
          city: null,
          source: null,
          planned_at: '2026-06-22T05:00:00.000Z',
          at: null,
        },
        {
          code: 'departed_pickup',
          edi_code: 'AF',
          label: 'Loaded and departed',
          time_zone: 'America/Chicago',
          city: null,
          source: null,
          planned_at: '2026-06-22T05:00:00.000Z',
          at: null,
        },
        {
          code: 'arrived_dropoff',
          edi_code: 'X1',
          label: 'Arrived at dropoff',
          time_zone: 'America/Denver',
          city: null,
          source: null,
          planned_at: `${load.dropoffDate}T06:00:00.000Z`,
          at: null,
        },
        {
          code: 'delivered',
          edi_code: 'D1',
          label: 'Delivered',
          time_zone: 'America/Denver',
          city: null,
          source: null,
          planned_at: `${load.dropoffDate}T06:00:00.000Z`,
          at: null,
        },
      ],
      positions: [],
      last_position: null,
      eta: null,
      pod: null,
      pickup: {
        city: cityOf(places.chicago),
        time_zone: 'America/Chicago',
        latitude: places.chicago.latitude,
        longitude: places.chicago.longitude,
      },
      dropoff: {
        city: cityOf(places.denver),
        time_zone: 'America/Denver',
        latitude: places.denver.latitude,
        longitude: places.denver.longitude,
      },
    });
  });

  it('in transit: the crew, the reports, the trail oldest first, the city nearest the truck and the estimate', async () => {
    const load = await paidLoad();
    const token = await dispatch(load.id);
    await report(token, 'arrived_pickup', '2026-06-22T14:00:00.000Z');
    await report(token, 'departed_pickup', '2026-06-22T16:00:00.000Z');
    const trail = [
      { at: '2026-06-22T22:00:00.000Z', latitude: 41.61, longitude: -93.6 },
      { at: '2026-06-23T00:30:00.000Z', latitude: 41.3, longitude: -95.1 },
      {
        at: '2026-06-23T02:00:00.000Z',
        latitude: places.omaha.latitude + 0.02,
        longitude: places.omaha.longitude - 0.03,
      },
    ];
    at('2026-06-23T02:10:00.000Z');
    // Sent newest first, as a phone's queue may.
    await sendPositions(token, [...trail].reverse());

    const detail = (
      await callApi(server, load.who, 'GET', `/shipper/shipments/${load.id}`)
    ).json<ShipmentDetail>();
    const tracked = await trackingOf(load.who, load.id);
    expect(tracked).toMatchObject({
      carrier: detail.carrier,
      driver_first_name: 'Luis',
      truck_number: 'T-118',
      trailer_number: 'TR-5521',
      positions: trail,
      last_position: { ...trail[2], near_city: cityOf(places.omaha) },
      pod: null,
    });
    expect(detail.carrier).toMatchObject({ verified: true });
    expect(
      tracked.milestones.map(({ code, at: when, city, source }) => [
        code,
        when,
        city?.name,
        source,
      ]),
    ).toEqual([
      ['dispatched', NOW.toISOString(), undefined, 'dispatcher'],
      ['arrived_pickup', '2026-06-22T14:00:00.000Z', 'Chicago', 'driver'],
      ['departed_pickup', '2026-06-22T16:00:00.000Z', 'Chicago', 'driver'],
      ['arrived_dropoff', null, undefined, null],
      ['delivered', null, undefined, null],
    ]);
    const newest = trail[2] as TrackingPosition;
    expect(tracked.eta).toEqual({
      at: expect.stringMatching(/^2026-06-2\dT/),
      time_zone: 'America/Denver',
      state: 'on_time',
      explanation: expect.stringMatching(
        new RegExp(`^${roadMiles(newest, places.denver)} mi left at 50 mph, `),
      ),
    });
    expect(Date.parse(tracked.eta?.at ?? '')).toBeGreaterThan(Date.parse(newest.at));
  });

  it('sends the newest 500 positions of the trail, oldest first', async () => {
    const load = await paidLoad();
    const token = await dispatch(load.id);
    await report(token, 'arrived_pickup', '2026-06-22T14:00:00.000Z');
    await report(token, 'departed_pickup', '2026-06-22T15:00:00.000Z');
    const start = Date.parse('2026-06-22T15:00:00.000Z');
    const trail = Array.from({ length: 520 }, (_, index) => ({
      at: new Date(start + (index + 1) * 60_000).toISOString(),
      latitude: 41.6 - index * 0.001,
      longitude: -88 - index * 0.01,
    }));
    at('2026-06-23T00:00:00.000Z');
    for (let from = 0; from < trail.length; from += 100)
      await sendPositions(token, trail.slice(from, from + 100));

    const { positions, last_position } = await trackingOf(load.who, load.id);
    expect(positions).toHaveLength(500);
    expect(positions).toEqual(trail.slice(20));
    expect(last_position).toMatchObject(trail[519] as TrackingPosition);
  });

  it('follows the carrier on the load now: a reassignment starts a new trail', async () => {
    const load = await paidLoad();
    const token = await dispatch(load.id);
    await sendPositions(token, [{ at: NOW.toISOString(), latitude: 41.88, longitude: -87.63 }]);
    const carrier = await verifiedCarrier(server, dispatcher);
    const reassignedAt = at('2026-06-16T09:00:00.000Z');
    const reassigned = await assignTo(server, dispatcher, load.id, carrier.id, {
      driver_name: 'Dana Whitfield',
      truck_number: 'T-200',
    });
    expect(reassigned.statusCode).toBe(200);

    const tracked = await trackingOf(load.who, load.id);
    expect(tracked).toMatchObject({
      driver_first_name: 'Dana',
      truck_number: 'T-200',
      positions: [],
      last_position: null,
    });
    expect(tracked.milestones[0]).toMatchObject({
      code: 'dispatched',
      at: reassignedAt.toISOString(),
    });
  });

  it('at the drop-off, the arrival; once delivered, the proof and no estimate', async () => {
    const load = await paidLoad();
    const token = await dispatch(load.id);
    await report(token, 'arrived_pickup', '2026-06-22T14:00:00.000Z');
    await report(token, 'departed_pickup', '2026-06-22T16:00:00.000Z');
    await report(token, 'arrived_dropoff', '2026-06-24T15:00:00.000Z');
    expect((await trackingOf(load.who, load.id)).eta).toEqual({
      at: '2026-06-24T15:00:00.000Z',
      time_zone: 'America/Denver',
      state: 'on_time',
      explanation: 'Arrived at dropoff',
    });

    at('2026-06-24T16:30:00.000Z');
    const delivered = await sendPod(server, token, [
      ...POD,
      { name: 'photo', file: png(), filename: 'bol.png', type: 'image/png' },
      { name: 'at', value: '2026-06-24T16:20:00.000Z' },
    ]);
    expect(delivered.statusCode).toBe(200);
    const tracked = await trackingOf(load.who, load.id);
    expect(tracked).toMatchObject({
      eta: null,
      pod: { receiver_name: 'Ann Lee', at: '2026-06-24T16:20:00.000Z', has_photo: true },
    });
    expect(tracked.milestones[4]).toMatchObject({
      code: 'delivered',
      at: '2026-06-24T16:20:00.000Z',
      city: cityOf(places.denver),
      source: 'driver',
      time_zone: 'America/Denver',
    });
  });

  it('is read by every member of the company, whatever the role', async () => {
    const load = await paidLoad();
    await dispatch(load.id);
    const admin = await trackingOf(load.who, load.id);
    for (const role of ROLES) {
      const member = await newMember(server, load.who, role);
      expect([role, await trackingOf(member, load.id)]).toEqual([role, admin]);
    }
  });

  it("is a 404 for another company's shipment and for ids that name none", async () => {
    const load = await paidLoad();
    const stranger = await newShipper(server);
    for (const id of [String(load.id), 'abc', '0', '-1', '99999999', '2147483648', '1e3']) {
      const response = await tracking(stranger, id);
      expect([id, response.statusCode, response.json()]).toEqual([
        id,
        404,
        { message: 'Not found.' },
      ]);
    }
  });

  it('asks for a session, and sends a dispatcher to the operations desk', async () => {
    const load = await paidLoad();
    expect((await tracking(null, load.id)).statusCode).toBe(401);
    const refused = await tracking(dispatcher, load.id);
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      { message: DISPATCH_MESSAGES.shippersOnly },
    ]);
  });
});
