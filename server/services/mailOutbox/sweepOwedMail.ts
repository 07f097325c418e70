import { and, asc, isNull, lt } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import { claimFoundMail } from './claimOwedMail';
import { deliverOwedMail } from './deliverOwedMail';
import type { OutboxDeps } from './owedMailKinds';
import { isDueForTry, MAX_TRIES } from '../claimedTries';

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
    if (!(await isDueForTry(deps, found))) continue;
    const claimed = await claimFoundMail(deps, found);
    if (claimed) await deliverOwedMail(deps, claimed);
  }
};
