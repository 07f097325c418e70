import type { AppDeps } from '../deps';

/** What the timing of tries reads of a row claimed before each try. */
type ClaimedRow = { claimedAt: Date | null; attempts: number };

/** Tries after which work is given up: a mail server or a provider down for most of a day. */
export const MAX_TRIES = 10;

/** After a failed try, the next waits this long for each try so far. */
const WAIT_PER_TRY_MS = 60_000;

/**
 * A try still claimed after this long is taken over: sending or refunding takes seconds (the
 * mailer's and the provider's own timeouts end a silent server within a minute), so its server
 * hangs or lost its claim.
 */
const STALE_CLAIM_MS = 5 * 60_000;

const msSinceClaimed = (row: ClaimedRow, now: Date) =>
  row.claimedAt === null ? Infinity : now.getTime() - row.claimedAt.getTime();

/**
 * Whether work nobody is doing may be tried again (an e-mail a mail server refused, a refund a
 * provider did not answer): each failed try makes the next wait longer.
 */
export const isRetryDue = (row: ClaimedRow, now: Date): boolean =>
  msSinceClaimed(row, now) >= row.attempts * WAIT_PER_TRY_MS;

export const isClaimStale = (row: ClaimedRow, now: Date): boolean =>
  msSinceClaimed(row, now) > STALE_CLAIM_MS;

/**
 * Whether owed work (an e-mail, a refund) is a look's to do: nobody is doing it and its wait
 * after a failed try is over, or the server doing it is gone (a crash, a kill) or has taken too
 * long.
 */
export const isDueForTry = async (
  { clock, instance }: Pick<AppDeps, 'clock' | 'instance'>,
  found: ClaimedRow & { claimedBy: number | null },
): Promise<boolean> => {
  const now = clock.now();
  if (found.claimedBy === null) return isRetryDue(found, now);
  return isClaimStale(found, now) || !(await instance.isAlive(found.claimedBy));
};
