import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { shipments } from '../../db/schema';
import { sendOwedMail } from '../mailOutbox/sendOwedMailNow';
import type { OutboxDeps } from '../mailOutbox/owedMailKinds';
import { etaStateSql } from '../shipments/shipmentEtaState';
import { oweNotification } from './oweNotification';

/** Not yet warned, and its kept estimate now at risk or late. */
const turned = (now: Date) =>
  and(
    isNotNull(shipments.etaAt),
    isNull(shipments.etaAlertedAt),
    isNull(shipments.cancelledAt),
    inArray(etaStateSql(now), ['at_risk', 'late']),
  );

/**
 * Warns, once per load, the members who chose it that a load turned at risk or late: the
 * estimate moves with the clock, so every server looks every minute. Each load is marked warned
 * by a compare-and-set in the transaction that owes its e-mails, so of servers that find it
 * together one owes them; that one then sends them. Stops between loads once `goOn` says so.
 */
export const sweepEtaAlerts = async (
  deps: OutboxDeps,
  goOn: () => boolean = () => true,
): Promise<void> => {
  const { db, clock } = deps;
  const found = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(turned(clock.now()))
    .orderBy(asc(shipments.id));
  for (const { id } of found) {
    if (!goOn()) return;
    const now = clock.now();
    const won = await db.transaction(async (tx) => {
      const [marked] = await tx
        .update(shipments)
        .set({ etaAlertedAt: now })
        .where(and(eq(shipments.id, id), turned(now)))
        .returning({ id: shipments.id });
      if (marked) await oweNotification(tx, 'eta_alert', id, now);
      return marked !== undefined;
    });
    if (won) await sendOwedMail(deps, 'eta_alert', id);
  }
};
