import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DriverLoad, OpsShipment, ShipmentDetail } from '@domain/dispatchTypes';
import type { ShipmentTracking } from '@domain/trackingTypes';
import { positions, shipmentEvents } from '../db/schema';
import { newDispatcher } from './dispatchFixtures';
import {
  assignedLoad,
  driverCall,
  event,
  type Load,
  POD,
  sendEvent,
  sendPod,
} from './driverFixtures';
import { call } from './paymentFixtures';
import { callApi } from './shipmentFixtures';
import { testServerFixture } from './testServerFixture';

const server = testServerFixture();

const MINUTE_MS = 60 * 1000;
const ago = (ms: number) => new Date(server.clock.now().getTime() - ms);

const undo = (load: Load, eventId: string, at = server.clock.now(), id = randomId()) =>
  driverCall(server, load.token, 'POST', 'withdrawals/', {
    id,
    event_id: eventId,
    at: at.toISOString(),
  });

/** A load assigned an hour ago: what the phone reports now comes after the dispatch. */
const loaded = async () => {
  const load = await assignedLoad(server);
  server.clock.advance(60 * MINUTE_MS);
  return load;
};

const randomId = () => randomBytes(16).toString('hex');

const detailOf = async ({ who, shipment }: Load) =>
  (await call(server, who, 'GET', `/shipper/shipments/${shipment.id}`)).json<ShipmentDetail>();

const trackingOf = async ({ who, shipment }: Load) =>
  (
    await call(server, who, 'GET', `/shipper/shipments/${shipment.id}/tracking/`)
  ).json<ShipmentTracking>();

const recorded = async (load: Load, body: ReturnType<typeof event>) => {
  const answer = await sendEvent(server, load.token, body);
  expect(answer.statusCode).toBe(200);
  return answer.json<DriverLoad>();
};

describe('the driver undoing a milestone', () => {
  it('withdraws it: kept in the history, the status and the tracking follow what stands', async () => {
    const load = await loaded();
    const arrived = event('arrived_pickup', ago(MINUTE_MS));
    await recorded(load, arrived);
    expect((await detailOf(load)).status).toBe('inprogress');

    const answer = await undo(load, arrived.id);
    expect(answer.statusCode).toBe(200);
    const after = answer.json<DriverLoad>();
    expect(after.next_milestone).toBe('arrived_pickup');
    const withdrawn = after.milestones.find(({ code }) => code === 'arrived_pickup');
    expect(withdrawn?.withdrawn_at).toBe(server.clock.now().toISOString());

    const detail = await detailOf(load);
    expect(detail.status).toBe('upcoming');
    expect(
      detail.milestones.map(({ code, withdrawn_at }) => [code, withdrawn_at !== null]),
    ).toEqual([
      ['dispatched', false],
      ['arrived_pickup', true],
    ]);
    const tracking = await trackingOf(load);
    expect(tracking.milestones.find(({ code }) => code === 'arrived_pickup')?.at).toBeNull();
    expect(tracking.milestones.find(({ code }) => code === 'dispatched')?.at).not.toBeNull();

    // Reported again, it stands again.
    await recorded(load, event('arrived_pickup', server.clock.now()));
    expect((await detailOf(load)).status).toBe('inprogress');
  });

  it('is idempotent: the same undo again, or another of a withdrawn milestone, changes nothing', async () => {
    const load = await loaded();
    const arrived = event('arrived_pickup', ago(MINUTE_MS));
    await recorded(load, arrived);
    const id = randomId();
    const first = await undo(load, arrived.id, server.clock.now(), id);
    server.clock.advance(5 * MINUTE_MS);
    const again = await undo(load, arrived.id, ago(5 * MINUTE_MS), id);
    const another = await undo(load, arrived.id, ago(4 * MINUTE_MS));
    expect([first.statusCode, again.statusCode, another.statusCode]).toEqual([200, 200, 200]);
    expect(again.json()).toEqual(first.json());
    expect(another.json()).toEqual(first.json());
  });

  it('refuses an undo after 2 minutes, one under a later milestone, an unknown id and a time ahead', async () => {
    const load = await loaded();
    const arrived = event('arrived_pickup', ago(10 * MINUTE_MS));
    await recorded(load, arrived);
    const late = await undo(load, arrived.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      message: 'A milestone can be undone only within 2 minutes of it.',
    });

    const departed = event('departed_pickup', ago(MINUTE_MS));
    await recorded(load, departed);
    const atDropoff = event('arrived_dropoff', ago(MINUTE_MS / 2));
    await recorded(load, atDropoff);
    const buried = await undo(load, departed.id);
    expect(buried.statusCode).toBe(409);
    expect(buried.json()).toEqual({
      message: 'A later milestone stands on this one, so it can no longer be undone.',
    });

    const unknown = await undo(load, randomId());
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      errors: { event_id: ['This milestone is not on the load.'] },
    });
    const ahead = await undo(
      load,
      atDropoff.id,
      new Date(server.clock.now().getTime() + 10 * MINUTE_MS),
    );
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json()).toMatchObject({
      errors: { at: ['A milestone cannot be in the future.'] },
    });
    expect((await detailOf(load)).status).toBe('inprogress');
  });

  it("cannot reach another load's milestone, nor work with a dead link", async () => {
    const mine = await loaded();
    const theirs = await loaded();
    const theirArrival = event('arrived_pickup', ago(MINUTE_MS));
    await recorded(theirs, theirArrival);
    const across = await undo(mine, theirArrival.id);
    expect(across.statusCode).toBe(400);
    expect(
      (await detailOf(theirs)).milestones.every(({ withdrawn_at }) => withdrawn_at === null),
    ).toBe(true);
    const dead = await driverCall(server, 'no-such-link', 'POST', 'withdrawals/', {
      id: randomId(),
      event_id: theirArrival.id,
      at: server.clock.now().toISOString(),
    });
    expect(dead.statusCode).toBe(404);
  });
});

describe('milestones and undos at once', () => {
  it('the same event sent many times at once records one milestone and one position', async () => {
    const load = await loaded();
    const arrived = event('arrived_pickup', ago(MINUTE_MS), { latitude: 32.78, longitude: -96.8 });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => sendEvent(server, load.token, arrived)),
    );
    expect(answers.map(({ statusCode }) => statusCode)).toEqual(Array(12).fill(200));
    const kept = await server.db
      .select()
      .from(shipmentEvents)
      .where(eq(shipmentEvents.clientId, arrived.id));
    expect(kept).toHaveLength(1);
    const trail = await server.db
      .select()
      .from(positions)
      .where(eq(positions.assignmentId, load.assignmentId));
    expect(trail).toHaveLength(1);
  });

  it('a retry with the same id but another place and time records nothing new', async () => {
    const load = await loaded();
    const arrived = event('arrived_pickup', ago(2 * MINUTE_MS), {
      latitude: 32.78,
      longitude: -96.8,
    });
    await recorded(load, arrived);
    const retry = { ...arrived, at: ago(MINUTE_MS).toISOString(), latitude: 33 };
    expect((await sendEvent(server, load.token, retry)).statusCode).toBe(200);
    const trail = await server.db
      .select()
      .from(positions)
      .where(eq(positions.assignmentId, load.assignmentId));
    expect(trail.map(({ latitude }) => latitude)).toEqual([32.78]);
  });

  it.each([1, 2, 3])('two milestones sent at once land in their order (round %i)', async () => {
    const load = await loaded();
    const arrived = event('arrived_pickup', ago(2 * MINUTE_MS));
    const departed = event('departed_pickup', ago(MINUTE_MS));
    await Promise.all([
      sendEvent(server, load.token, departed),
      sendEvent(server, load.token, arrived),
    ]);
    const detail = await detailOf(load);
    expect(detail.milestones.map(({ code }) => code)).toEqual([
      'dispatched',
      'arrived_pickup',
      'departed_pickup',
    ]);
    expect(detail.status).toBe('inprogress');
  });

  it.each([1, 2, 3, 4])(
    'an undo raced with the next milestone leaves the status at what stands (round %i)',
    async () => {
      const load = await loaded();
      const arrived = event('arrived_pickup', ago(MINUTE_MS));
      await recorded(load, arrived);
      const departed = event('departed_pickup', ago(MINUTE_MS / 2));
      const [withdrawal, next] = await Promise.all([
        undo(load, arrived.id),
        sendEvent(server, load.token, departed),
      ]);
      expect(next.statusCode).toBe(200);
      expect([200, 409]).toContain(withdrawal.statusCode);
      const { milestones } = await detailOf(load);
      const standing = milestones.filter(({ withdrawn_at }) => withdrawn_at === null);
      expect(standing.map(({ code }) => code)).toEqual(
        withdrawal.statusCode === 200
          ? ['dispatched', 'departed_pickup']
          : ['dispatched', 'arrived_pickup', 'departed_pickup'],
      );
      // Either way the truck has left: the status follows the furthest milestone that stands.
      const load2 = await driverCall(server, load.token, 'GET');
      expect(load2.json<DriverLoad>().next_milestone).toBe('arrived_dropoff');
    },
  );
});

describe('plausibility on the dispatch board', () => {
  const exceptionsOf = async (load: Load): Promise<OpsShipment['exceptions'] | undefined> => {
    const dispatcher = await newDispatcher(server);
    const response = await callApi(server, dispatcher, 'GET', '/ops/shipments/?stage=exceptions');
    expect(response.statusCode).toBe(200);
    return response
      .json<{ results: OpsShipment[] }>()
      .results.find(({ id }) => id === load.shipment.id)?.exceptions;
  };

  const sendPositions = (load: Load, list: { at: Date; latitude: number; longitude: number }[]) =>
    driverCall(server, load.token, 'POST', 'positions/', {
      positions: list.map(({ at, ...place }) => ({ at: at.toISOString(), ...place })),
    });

  it('flags an arrival over 50 miles from its stop, and keeps it', async () => {
    const load = await loaded();
    // The pickup is in Dallas; the phone says Chicago.
    const answer = await recorded(
      load,
      event('arrived_pickup', ago(MINUTE_MS), { latitude: 41.88, longitude: -87.63 }),
    );
    expect(answer.next_milestone).toBe('departed_pickup');
    expect(await exceptionsOf(load)).toEqual(['arrival_far_from_stop']);
  });

  it('does not flag an arrival near its stop', async () => {
    const load = await loaded();
    await recorded(
      load,
      event('arrived_pickup', ago(MINUTE_MS), { latitude: 32.9, longitude: -96.9 }),
    );
    expect(await exceptionsOf(load)).toBeUndefined();
  });

  it('flags a position that implies more than 85 mph since the one before', async () => {
    const load = await loaded();
    await recorded(load, event('arrived_pickup', ago(3 * 60 * MINUTE_MS)));
    await recorded(load, event('departed_pickup', ago(2 * 60 * MINUTE_MS)));
    // Dallas, then Houston (some 225 miles) an hour later, then an hour on: 225 mph, then none.
    const first = await sendPositions(load, [
      { at: ago(2 * 60 * MINUTE_MS), latitude: 32.78, longitude: -96.8 },
      { at: ago(60 * MINUTE_MS), latitude: 32.0, longitude: -96.4 },
    ]);
    expect(first.json()).toEqual({ recorded: 2 });
    expect(await exceptionsOf(load)).toBeUndefined();
    await sendPositions(load, [{ at: ago(30 * MINUTE_MS), latitude: 29.76, longitude: -95.37 }]);
    expect(await exceptionsOf(load)).toEqual(['implausible_speed']);
  });

  it('refuses a position dated more than 5 minutes ahead, keeps none after the delivery, flags its notes', async () => {
    const load = await loaded();
    const ahead = await sendPositions(load, [
      { at: ago(MINUTE_MS), latitude: 32.78, longitude: -96.8 },
      {
        at: new Date(server.clock.now().getTime() + 6 * MINUTE_MS),
        latitude: 32.7,
        longitude: -96.7,
      },
    ]);
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json()).toMatchObject({
      errors: { 'positions[1].at': ['A position cannot be in the future.'] },
    });
    const kept = await server.db
      .select()
      .from(positions)
      .where(eq(positions.assignmentId, load.assignmentId));
    expect(kept).toHaveLength(0);

    await recorded(load, event('arrived_pickup', ago(50 * MINUTE_MS)));
    await recorded(load, event('departed_pickup', ago(40 * MINUTE_MS)));
    await recorded(load, event('arrived_dropoff', ago(20 * MINUTE_MS)));
    const delivered = await sendPod(server, load.token, [
      ...POD,
      { name: 'at', value: ago(10 * MINUTE_MS).toISOString() },
      { name: 'notes', value: '2 cartons crushed' },
    ]);
    expect(delivered.statusCode).toBe(200);
    const after = await sendPositions(load, [
      { at: ago(15 * MINUTE_MS), latitude: 29.76, longitude: -95.37 },
      { at: ago(5 * MINUTE_MS), latitude: 29.8, longitude: -95.4 },
    ]);
    expect(after.json()).toEqual({ recorded: 1 });
    const tracking = await trackingOf(load);
    expect(tracking.positions.map(({ at }) => at)).toEqual([ago(15 * MINUTE_MS).toISOString()]);
    expect(await exceptionsOf(load)).toEqual(['delivered_with_exceptions']);
  });
});
