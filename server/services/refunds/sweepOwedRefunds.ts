import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { refunds } from '../../db/schema';
import { isDueForTry, MAX_TRIES } from '../claimedTries';
import { makeRefund } from './makeRefund';
import type { RefundDeps, RefundRow } from './refundDeps';

/** Claims an owed refund as it was found, unless it was made or claimed since. */
const claimFound = async (
  { db, clock, instance }: RefundDeps,
  found: RefundRow,
): Promise<RefundRow | undefined> => {
  const [claimed] = await db
    .update(refunds)
    .set({ claimedBy: instance.id, claimedAt: clock.now(), attempts: sql`${refunds.attempts} + 1` })
    .where(
      and(
        eq(refunds.id, found.id),
        isNull(refunds.refundedAt),
        eq(refunds.attempts, found.attempts),
      ),
    )
    .returning();
  return claimed;
};

/**
 * Makes, one at a time, the refunds owed that are due, until `goOn` says to stop; each is claimed
 * first, so that of any number of looks on any number of servers one makes it, and the provider
 * is asked with the refund's one key, so a try repeated after a crash refunds nothing twice.
 * Returns the refunds given up on this look, for the log.
 */
export const sweepOwedRefunds = async (
  deps: RefundDeps,
  goOn: () => boolean = () => true,
): Promise<{ shipmentId: number; reason: string }[]> => {
  const owed = await deps.db
    .select()
    .from(refunds)
    .where(and(isNull(refunds.refundedAt), lt(refunds.attempts, MAX_TRIES)))
    .orderBy(asc(refunds.id));
  const givenUp = [];
  for (const found of owed) {
    if (!goOn()) break;
    if (!(await isDueForTry(deps, found))) continue;
    const claimed = await claimFound(deps, found);
    if (!claimed) continue;
    const outcome = await makeRefund(deps, claimed);
    if (!outcome.made && claimed.attempts >= MAX_TRIES)
      givenUp.push({ shipmentId: claimed.shipmentId, reason: outcome.reason });
  }
  return givenUp;
};
