import type { OwedMailRow } from './owedMailKinds';

/** Tries after which an e-mail is given up: a mail server down for most of a day. */
export const MAX_TRIES = 10;

/** After a failed try, the next waits this long for each try so far. */
const WAIT_PER_TRY_MS = 60_000;

/**
 * A try still claimed after this long is taken over: sending takes seconds (the mailer's own
 * timeouts end a silent mail server within a minute), so its server hangs or lost its claim.
 */
const STALE_CLAIM_MS = 5 * 60_000;

const msSinceClaimed = (row: OwedMailRow, now: Date) =>
  row.claimedAt === null ? Infinity : now.getTime() - row.claimedAt.getTime();

/** Whether an e-mail nobody is sending may be tried again: a mail server just refused it. */
export const isRetryDue = (row: OwedMailRow, now: Date): boolean =>
  msSinceClaimed(row, now) >= row.attempts * WAIT_PER_TRY_MS;

export const isClaimStale = (row: OwedMailRow, now: Date): boolean =>
  msSinceClaimed(row, now) > STALE_CLAIM_MS;
