import { eq } from 'drizzle-orm';
import { mailOutbox, shipments } from '../db/schema';
import { sweepOwedMail } from '../services/mailOutbox/sweepOwedMail';
import { recordMilestone } from '../services/movement/recordMilestone';
import { sweepEtaAlerts } from '../services/notifications/sweepEtaAlerts';
import { event, sendEvent } from './driverFixtures';
import { assignedLoadOf, choose, everyKind, newCompany, sentAbout } from './milestoneMailFixtures';
import type { TestServer } from './testServer';
import { secondServerFixture, testServerFixture } from './testServerFixture';

// Two servers on one database, as behind a load balancer: on PostgreSQL each has connections
// and a process number of its own, so their reports, claims and looks truly meet.
const NOW = new Date('2026-06-15T15:00:00.000Z');
const PICKUP_MORNING = new Date('2026-06-22T14:00:00.000Z');
const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

const first = testServerFixture({ now: NOW });
const second = secondServerFixture(first);

const owedRows = (shipmentId: number) =>
  first.db.select().from(mailOutbox).where(eq(mailOutbox.shipmentId, shipmentId));

/** Looks for e-mails owed, three on each server, all at once. */
const sweepEverywhere = (sweep: (server: TestServer) => Promise<void>) =>
  Promise.all([first, second, first, second, first, second].map((server) => sweep(server)));

describe('the e-mails of a load, with two servers', () => {
  it('tell of a pickup that two phones and a dispatcher report at once, through both, once per member', async () => {
    const company = await newCompany(first);
    await choose(first, company.viewer, everyKind('all'));
    const load = await assignedLoadOf(first, company.booker);
    first.clock.set(PICKUP_MORNING);
    const departed = event('departed_pickup', PICKUP_MORNING);
    const [phones] = await Promise.all([
      Promise.all([
        sendEvent(first, load.token, departed),
        sendEvent(second, load.token, departed),
        sendEvent(second, load.token, event('departed_pickup', PICKUP_MORNING)),
      ]),
      recordMilestone(second.db, {
        shipmentId: load.shipment.id,
        assignmentId: load.assignmentId,
        code: 'departed_pickup',
        at: PICKUP_MORNING,
        source: 'dispatcher',
        enteredBy: load.dispatcherId,
      }),
    ]);
    expect(phones.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    await sweepEverywhere(sweepOwedMail);
    first.clock.advance(10 * MINUTE_MS);
    await sweepEverywhere(sweepOwedMail);

    expect(await sentAbout(first, company, load.shipment.id)).toEqual([
      'Carrier assigned to booker',
      'Carrier assigned to viewer',
      'Picked up to booker',
      'Picked up to viewer',
    ]);
  });

  it('are owed when the event commits, and sent once each by the servers after a crash before or while sending', async () => {
    const company = await newCompany(first);
    await choose(first, company.admin, everyKind('all'));
    const load = await assignedLoadOf(first, company.booker);
    first.clock.set(PICKUP_MORNING);
    // The event kept; its server dies before it sends anything.
    await recordMilestone(first.db, {
      shipmentId: load.shipment.id,
      assignmentId: load.assignmentId,
      code: 'departed_pickup',
      at: PICKUP_MORNING,
      source: 'driver',
      clientId: 'phone-event-1',
    });
    const pickups = (await owedRows(load.shipment.id)).filter(({ kind }) => kind === 'picked_up');
    expect(pickups).toEqual([
      expect.objectContaining({ sentAt: null, claimedBy: null, attempts: 0 }),
      expect.objectContaining({ sentAt: null, claimedBy: null, attempts: 0 }),
    ]);
    // One of them was claimed by a server that died while sending it: no process holds this number.
    const goneNumber = Math.max(first.instance.id, second.instance.id) + 1000;
    await first.db
      .update(mailOutbox)
      .set({ claimedBy: goneNumber, claimedAt: first.clock.now(), attempts: 1 })
      .where(eq(mailOutbox.id, pickups[0]?.id ?? 0));

    await sweepEverywhere(sweepOwedMail);
    first.clock.advance(10 * MINUTE_MS);
    await sweepEverywhere(sweepOwedMail);

    expect(await sentAbout(first, company, load.shipment.id)).toEqual([
      'Carrier assigned to admin',
      'Carrier assigned to booker',
      'Picked up to admin',
      'Picked up to booker',
    ]);
    expect((await owedRows(load.shipment.id)).filter(({ sentAt }) => !sentAt)).toEqual([]);
  });

  it('warn once per member of a load turned at risk, however many looks on both servers find it', async () => {
    const company = await newCompany(first);
    await choose(first, company.viewer, { ...everyKind('none'), eta_alert: 'all' });
    const load = await assignedLoadOf(first, company.booker);
    first.clock.set(PICKUP_MORNING);
    const departed = await sendEvent(first, load.token, event('departed_pickup', PICKUP_MORNING));
    expect(departed.statusCode).toBe(200);
    await sweepEverywhere(sweepEtaAlerts);

    // Not seen for four hours: at risk.
    first.clock.advance(4 * HOUR_MS);
    await sweepEverywhere(sweepEtaAlerts);
    first.clock.advance(10 * MINUTE_MS);
    await sweepEverywhere(sweepOwedMail);
    await sweepEverywhere(sweepEtaAlerts);

    expect(
      (await sentAbout(first, company, load.shipment.id)).filter((sent) =>
        sent.startsWith('At risk'),
      ),
    ).toEqual(['At risk to booker', 'At risk to viewer']);
    const [row] = await first.db
      .select({ alertedAt: shipments.etaAlertedAt })
      .from(shipments)
      .where(eq(shipments.id, load.shipment.id));
    expect(row?.alertedAt).toEqual(new Date(PICKUP_MORNING.getTime() + 4 * HOUR_MS));
  });
});
