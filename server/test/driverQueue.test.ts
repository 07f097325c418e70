import { eq } from 'drizzle-orm';
import { milestoneRank } from '@domain/milestones';
import { positions, shipmentEvents, shipments } from '../db/schema';
import {
  assignedLoad,
  driverCall,
  event,
  loadOf,
  sendEvent,
  statusOf,
  type Load,
} from './driverFixtures';
import { testServerFixture } from './testServerFixture';

const server = testServerFixture();

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** The same items in another order, the same on every run. */
const shuffled = <T>(items: T[]): T[] =>
  items
    .map((item, n) => ({ item, key: (n * 7 + 3) % items.length }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);

/** What a phone kept while it had no signal: the milestones and positions of a few hours. */
const offlineQueue = (from: Date) => {
  const at = (minutes: number) => new Date(from.getTime() + minutes * MINUTE_MS);
  const events = [
    event('arrived_pickup', at(0), { latitude: 32.78, longitude: -96.8, accuracy_m: 12 }),
    event('departed_pickup', at(60)),
    event('arrived_dropoff', at(300), { latitude: 29.76, longitude: -95.37 }),
  ];
  const track = Array.from({ length: 10 }, (_, n) => ({
    at: at(70 + n * 20).toISOString(),
    latitude: 32.78 - n * 0.3,
    longitude: -96.8 + n * 0.14,
    accuracy_m: n % 2 ? null : 8,
  }));
  return { events, track };
};

/** The queue sent as the phone sends it once it has a signal again: the answers' codes. */
const sendQueue = async (load: Load, queue: ReturnType<typeof offlineQueue>) => {
  const statuses: number[] = [];
  for (const body of queue.events)
    statuses.push((await sendEvent(server, load.token, body)).statusCode);
  const sent = await driverCall(server, load.token, 'POST', 'positions/', {
    positions: queue.track,
  });
  statuses.push(sent.statusCode);
  return { statuses, recorded: sent.json<{ recorded: number }>().recorded };
};

const historyOf = (load: Load) =>
  server.db
    .select({ code: shipmentEvents.code, clientId: shipmentEvents.clientId })
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipmentId, load.shipment.id));

const progressOf = async (load: Load) => {
  const [row] = await server.db
    .select({ progress: shipments.progress })
    .from(shipments)
    .where(eq(shipments.id, load.shipment.id));
  return row?.progress;
};

const positionCount = async (load: Load) => {
  const [assignment] = await server.db
    .select({ id: shipmentEvents.assignmentId })
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipmentId, load.shipment.id))
    .limit(1);
  if (!assignment) throw new Error('No assignment.');
  return (await server.db.select().from(positions).where(eq(positions.assignmentId, assignment.id)))
    .length;
};

describe('an offline queue replayed', () => {
  it.each([
    ['in order', <T>(items: T[]) => items],
    ['shuffled', shuffled],
  ])(
    'twice, %s, keeps each event and position once and the furthest milestone',
    async (_, order) => {
      const load = await assignedLoad(server);
      server.clock.advance(6 * HOUR_MS);
      const queue = offlineQueue(new Date(server.clock.now().getTime() - 5 * HOUR_MS));
      const first = await sendQueue(load, {
        events: order(queue.events),
        track: order(queue.track),
      });
      const again = await sendQueue(load, {
        events: order(queue.events),
        track: order(queue.track),
      });
      expect(first).toEqual({ statuses: [200, 200, 200, 200], recorded: 10 });
      expect(again).toEqual({ statuses: [200, 200, 200, 200], recorded: 0 });

      const history = await historyOf(load);
      expect(history.map(({ code }) => code).sort()).toEqual(
        ['dispatched', 'arrived_pickup', 'departed_pickup', 'arrived_dropoff'].sort(),
      );
      expect(new Set(history.map(({ clientId }) => clientId)).size).toBe(history.length);
      // The events with a place add their own positions to the track's ten.
      expect(await positionCount(load)).toBe(12);
      expect((await loadOf(server, load.token)).next_milestone).toBe('delivered');
      expect(await progressOf(load)).toBe(milestoneRank('arrived_dropoff'));
      expect(await statusOf(server, load)).toBe('inprogress');
    },
  );
});

describe('an event that comes late or out of order', () => {
  it('is kept in its place in the history and never moves the load back', async () => {
    const load = await assignedLoad(server);
    server.clock.advance(4 * HOUR_MS);
    const at = (hoursAgo: number) => new Date(server.clock.now().getTime() - hoursAgo * HOUR_MS);
    const departed = await sendEvent(server, load.token, event('departed_pickup', at(2)));
    expect(departed.json()).toMatchObject({ next_milestone: 'arrived_dropoff' });
    const arrived = await sendEvent(server, load.token, event('arrived_pickup', at(3)));
    expect(arrived.statusCode).toBe(200);
    expect(arrived.json()).toMatchObject({
      next_milestone: 'arrived_dropoff',
      milestones: ['dispatched', 'arrived_pickup', 'departed_pickup'].map((code) =>
        expect.objectContaining({ code }),
      ),
    });
    expect(await progressOf(load)).toBe(milestoneRank('departed_pickup'));

    await sendEvent(server, load.token, event('arrived_dropoff', at(1)));
    const late = await sendEvent(server, load.token, event('arrived_pickup', at(0.5)));
    expect(late.json()).toMatchObject({ next_milestone: 'delivered' });
    expect(await progressOf(load)).toBe(milestoneRank('arrived_dropoff'));
    expect(await statusOf(server, load)).toBe('inprogress');
    expect((await historyOf(load)).filter(({ code }) => code === 'arrived_pickup')).toHaveLength(2);
  });
});
