import { eq } from 'drizzle-orm';
import { milestoneRank, type ReportedMilestone } from '@domain/milestones';
import { shipmentEvents, shipments } from '../db/schema';
import { recordMilestone } from '../services/movement/recordMilestone';
import { assignedLoad, driverCall, event, type Load } from './driverFixtures';
import type { TestServer } from './testServer';
import { secondServerFixture, testServerFixture } from './testServerFixture';

// Two servers on one database, as behind a load balancer; on PostgreSQL each has its own
// connections, so the phones' and the dispatcher's writes truly meet.
const server = testServerFixture();
const other = secondServerFixture(server);

const HOUR_MS = 60 * 60 * 1000;

const progressOf = async (load: Load) => {
  const [row] = await server.db
    .select({ progress: shipments.progress })
    .from(shipments)
    .where(eq(shipments.id, load.shipment.id));
  return row?.progress ?? -1;
};

/** Runs the work while reading the shipment's progress over and over: every value it had, in order. */
const watchingProgress = async <T>(load: Load, work: () => Promise<T>) => {
  const seen: number[] = [];
  let watching = true;
  const watch = (async () => {
    while (watching) {
      seen.push(await progressOf(load));
      // Embedded PGlite answers without waiting on any I/O: let the requests have their turn.
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  try {
    return { result: await work(), seen };
  } finally {
    watching = false;
    await watch;
  }
};

const post = (via: TestServer, load: Load, body: object) =>
  driverCall(via, load.token, 'POST', 'events/', body);

describe('two phones and a dispatcher reporting the same load at once, through two servers', () => {
  it.each([1, 2, 3])(
    'leave one history, each phone event once, and the furthest milestone (round %i)',
    async () => {
      const load = await assignedLoad(server);
      server.clock.advance(6 * HOUR_MS);
      const at = (hoursAgo: number) => new Date(server.clock.now().getTime() - hoursAgo * HOUR_MS);
      const arrived = event('arrived_pickup', at(5));
      const departed = event('departed_pickup', at(4), { latitude: 32.7, longitude: -96.9 });
      const atDropoff = event('arrived_dropoff', at(1), { latitude: 29.7, longitude: -95.3 });
      // The second phone reports the arrival under an id of its own, and resends the first's.
      const secondArrival = event('arrived_pickup', at(4.9));
      const phoneA = [arrived, departed, arrived, departed];
      const phoneB = [secondArrival, departed, atDropoff, arrived, atDropoff];
      const byHand: ReportedMilestone[] = ['arrived_pickup', 'departed_pickup'];

      const { result: answers, seen } = await watchingProgress(load, async () => {
        const [phones] = await Promise.all([
          Promise.all([
            ...phoneA.map((body) => post(server, load, body)),
            ...phoneB.map((body) => post(other, load, body)),
          ]),
          Promise.all(
            byHand.map((code, n) =>
              recordMilestone(other.db, {
                shipmentId: load.shipment.id,
                assignmentId: load.assignmentId,
                code,
                at: at(4.5 - n),
                source: 'dispatcher',
                enteredBy: load.dispatcherId,
              }),
            ),
          ),
        ]);
        return phones;
      });

      expect(answers.map((answer) => answer.statusCode)).toEqual(
        Array<number>(phoneA.length + phoneB.length).fill(200),
      );
      const history = await server.db
        .select({ code: shipmentEvents.code, clientId: shipmentEvents.clientId })
        .from(shipmentEvents)
        .where(eq(shipmentEvents.shipmentId, load.shipment.id));
      const phoneIds = history.flatMap(({ clientId }) => (clientId ? [clientId] : []));
      expect(phoneIds.sort()).toEqual(
        [arrived.id, departed.id, atDropoff.id, secondArrival.id].sort(),
      );
      expect(
        history
          .filter(({ clientId }) => !clientId)
          .map(({ code }) => code)
          .sort(),
      ).toEqual(['dispatched', ...byHand].sort());
      expect(await progressOf(load)).toBe(milestoneRank('arrived_dropoff'));
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
    },
  );
});
