import { and, eq, isNull } from 'drizzle-orm';
import { addDays } from '@domain/dates';
import type { AssignedShipment } from '@domain/dispatchTypes';
import { milestoneRank, type ReportedMilestone } from '@domain/milestones';
import { assignments, shipmentEvents, shipments } from '../db/schema';
import { driverCall } from './driverFixtures';
import { fixture } from './fixture';
import {
  assigned,
  assignTo,
  paidShipment,
  recordEvent,
  tokenOfLink,
  verifiedCarrier,
} from './opsFixtures';
import { newDispatcher } from './dispatchFixtures';
import { laneCities } from './shipmentFixtures';
import { secondServerFixture, testServerFixture } from './testServerFixture';

const NOW = new Date('2026-06-15T15:00:00.000Z');
const TODAY = '2026-06-15';
const MINUTE_MS = 60 * 1000;

// Two servers on one database: on PostgreSQL each with connections of its own, so the calls race.
const first = testServerFixture({ now: NOW });
const second = secondServerFixture(first);
const dispatcher = fixture(() => newDispatcher(first));
const carrier = fixture(() => verifiedCarrier(first, dispatcher));
const cities = fixture(() => laneCities(first));

const paid = async () =>
  (
    await paidShipment(first, {
      pickupCity: cities.dallas.id,
      dropoffCity: cities.houston.id,
      pickupDate: addDays(TODAY, 1),
    })
  ).shipment;

const progressOf = async (id: number) => {
  const [row] = await first.db
    .select({ progress: shipments.progress })
    .from(shipments)
    .where(eq(shipments.id, id));
  return row?.progress ?? -1;
};

describe('dispatchers racing on one shipment through two servers', () => {
  it('leave exactly one live assignment of 10 made at once, and only its driver link works', async () => {
    const shipment = await paid();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        assignTo(i % 2 ? second : first, dispatcher, shipment.id, carrier.id, {
          driver_name: `Driver ${i}`,
        }),
      ),
    );
    expect(answers.map(({ statusCode }) => statusCode)).toEqual(Array(10).fill(200));

    const live = await first.db
      .select({ driverName: assignments.driverName })
      .from(assignments)
      .where(and(eq(assignments.shipmentId, shipment.id), isNull(assignments.endedAt)));
    expect(live).toHaveLength(1);
    const links = await Promise.all(
      answers.map(async (answer) => {
        const { driver_link, assignment } = answer.json<AssignedShipment>();
        const opened = await driverCall(first, tokenOfLink(driver_link), 'GET');
        return { driver: assignment?.driver_name, works: opened.statusCode === 200 };
      }),
    );
    expect(links.filter(({ works }) => works)).toEqual([
      { driver: live[0]?.driverName, works: true },
    ]);
    const dispatched = await first.db
      .select({ id: shipmentEvents.id })
      .from(shipmentEvents)
      .where(
        and(eq(shipmentEvents.shipmentId, shipment.id), eq(shipmentEvents.code, 'dispatched')),
      );
    expect(dispatched).toHaveLength(10);
  });

  it('never move the progress back with milestones sent at once, in any order', async () => {
    const shipment = await paid();
    await assigned(first, dispatcher, shipment.id, carrier.id);
    first.clock.set(new Date(NOW.getTime() + 6 * 60 * MINUTE_MS));
    const sent: ReportedMilestone[] = [
      'arrived_dropoff',
      'arrived_pickup',
      'departed_pickup',
      'arrived_pickup',
      'arrived_dropoff',
      'departed_pickup',
      'arrived_pickup',
      'departed_pickup',
      'arrived_dropoff',
      'arrived_pickup',
      'departed_pickup',
      'arrived_pickup',
    ];
    const seen: number[] = [];
    let racing = true;
    const watching = (async () => {
      while (racing) {
        seen.push(await progressOf(shipment.id));
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const answers = await Promise.all(
      sent.map((code, i) =>
        recordEvent(i % 2 ? second : first, dispatcher, shipment.id, {
          code,
          at: new Date(NOW.getTime() + (60 + milestoneRank(code) * 30) * MINUTE_MS).toISOString(),
        }),
      ),
    );
    racing = false;
    await watching;
    expect(answers.map(({ statusCode }) => statusCode)).toEqual(Array(sent.length).fill(200));

    const furthest = milestoneRank('arrived_dropoff');
    expect(await progressOf(shipment.id)).toBe(furthest);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    const history = await first.db
      .select({ code: shipmentEvents.code })
      .from(shipmentEvents)
      .where(eq(shipmentEvents.shipmentId, shipment.id));
    expect(history).toHaveLength(sent.length + 1);
  });
});
