import { and, asc, isNull, lt } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import { claimFoundMail } from './claimOwedMail';
import { deliverOwedMail } from './deliverOwedMail';
import type { OutboxDeps, OwedMailRow } from './owedMailKinds';
import { isClaimStale, isRetryDue, MAX_TRIES } from '../claimedTries';

/**
 * Whether an owed e-mail is this look's to send: nobody is sending it and its wait after a
 * failed try is over, or the server sending it is gone (a crash, a kill) or has taken too long.
 */
const isDue = async ({ clock, instance }: OutboxDeps, found: OwedMailRow): Promise<boolean> => {
  const now = clock.now();
  if (found.claimedBy === null) return isRetryDue(found, now);
  return isClaimStale(found, now) || !(await instance.isAlive(found.claimedBy));
};

/**
 * Sends, one at a time, the e-mails owed that are due, until `goOn` says to stop; those given up
 * are left alone. Any number of looks may run at once on any number of servers: each e-mail is
 * claimed before it is sent, so one of them sends it.
 */
export const sweepOwedMail = async (
  deps: OutboxDeps,
  goOn: () => boolean = () => true,
): Promise<void> => {
  const owed = await deps.db
    .select()
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, MAX_TRIES)))
    .orderBy(asc(mailOutbox.id));
  for (const found of owed) {
    if (!goOn()) return;
    if (!(await isDue(deps, found))) continue;
    const claimed = await claimFoundMail(deps, found);
    if (claimed) await deliverOwedMail(deps, claimed);
  }
};
