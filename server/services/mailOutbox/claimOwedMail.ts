import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import type { OutboxDeps, OwedMailRow } from './owedMailKinds';
import { MAX_TRIES } from '../claimedTries';

/** Every claim counts a try: a row's tries tell each claim from the one before. */
const claimedNow = ({ clock, instance }: OutboxDeps) => ({
  claimedBy: instance.id,
  claimedAt: clock.now(),
  attempts: sql`${mailOutbox.attempts} + 1`,
});

/**
 * Claims the e-mails just owed that `which` picks (a receipt, or an e-mail to each member who
 * chose it), but those a server looking for owed e-mails was quicker to.
 */
export const claimFreshMail = (deps: OutboxDeps, which: SQL | undefined): Promise<OwedMailRow[]> =>
  deps.db
    .update(mailOutbox)
    .set(claimedNow(deps))
    .where(
      and(
        which,
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.claimedBy),
        lt(mailOutbox.attempts, MAX_TRIES),
      ),
    )
    .returning();

/**
 * Claims an owed e-mail as it was found, unless it was sent or claimed since: of servers that
 * found it together, one claims it.
 */
export const claimFoundMail = async (
  deps: OutboxDeps,
  found: OwedMailRow,
): Promise<OwedMailRow | undefined> => {
  const [claimed] = await deps.db
    .update(mailOutbox)
    .set(claimedNow(deps))
    .where(
      and(
        eq(mailOutbox.id, found.id),
        isNull(mailOutbox.sentAt),
        eq(mailOutbox.attempts, found.attempts),
      ),
    )
    .returning();
  return claimed;
};
