import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { rateLimitTries } from '../db/schema';
import { TooManyAttempts } from './domainErrors';

/** At most `limit` tries per key within any `windowMs`; `name` tells the limits apart in storage. */
export type RateLimit = { name: string; limit: number; windowMs: number };

/** One try to count: the limit, and what it is counted for (an e-mail address, an IP address). */
export type Counted = { limit: RateLimit; key: string };

export type RateLimiter = {
  /**
   * Counts one try against every limit, or throws TooManyAttempts (with the longest wait) when
   * any of them is used up, without counting it anywhere. Resolves to a function that takes the
   * try back.
   */
  takeTry: (counted: Counted[]) => Promise<() => Promise<void>>;
};

/** Expired tries are deleted this often, as the tries' own checks never look at them again. */
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/** The advisory lock of one limit and key: a 64-bit number from its name. */
const lockKey = ({ limit, key }: Counted) =>
  createHash('sha256').update(`rate limit\n${limit.name}\n${key}`).digest().readBigInt64BE(0);

/** Seconds until the limit frees a try, given the expiry times of the tries in its window. */
const waitSeconds = (limit: RateLimit, expiries: number[], now: number) => {
  if (expiries.length < limit.limit) return 0;
  const sorted = [...expiries].sort((a, b) => a - b);
  // Allowed again once enough of the oldest tries have left the window.
  const freedAt = sorted[sorted.length - limit.limit] ?? now;
  return Math.max(1, Math.ceil((freedAt - now) / 1000));
};

/**
 * Sliding-window limits counted in the database, so that every server on it counts the same tries
 * (behind a load balancer, a per-process count would multiply each limit by the servers). A try is
 * checked and recorded in one transaction under an advisory lock per limit and key, so that
 * parallel requests, to any server, cannot slip past a limit together. Only what the caller
 * counts is counted, so a login limit can count failed tries alone. Time is the clock's, so tests
 * can move it.
 */
export const createRateLimiter = (db: Db, clock: Clock): RateLimiter => {
  let lastSweep = clock.now().getTime();

  const sweep = async (now: Date) => {
    if (now.getTime() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now.getTime();
    await db.delete(rateLimitTries).where(lte(rateLimitTries.expiresAt, now));
  };

  return {
    takeTry: async (counted) => {
      const now = clock.now();
      await sweep(now);
      const ids = await db.transaction(async (tx) => {
        // Always in the same order, so that two tries on the same keys cannot deadlock.
        const locks = [...new Set(counted.map(lockKey))].sort((a, b) =>
          a < b ? -1 : a > b ? 1 : 0,
        );
        for (const lock of locks)
          await tx.execute(sql`select pg_advisory_xact_lock(${lock.toString()}::bigint)`);
        const live = await tx
          .select({
            name: rateLimitTries.limitName,
            key: rateLimitTries.key,
            expiresAt: rateLimitTries.expiresAt,
          })
          .from(rateLimitTries)
          .where(
            and(
              gt(rateLimitTries.expiresAt, now),
              or(
                ...counted.map(({ limit, key }) =>
                  and(eq(rateLimitTries.limitName, limit.name), eq(rateLimitTries.key, key)),
                ),
              ),
            ),
          );
        const wait = Math.max(
          0,
          ...counted.map(({ limit, key }) =>
            waitSeconds(
              limit,
              live
                .filter((row) => row.name === limit.name && row.key === key)
                .map((row) => row.expiresAt.getTime()),
              now.getTime(),
            ),
          ),
        );
        if (wait > 0) throw new TooManyAttempts(wait);
        const recorded = await tx
          .insert(rateLimitTries)
          .values(
            counted.map(({ limit, key }) => ({
              limitName: limit.name,
              key,
              expiresAt: new Date(now.getTime() + limit.windowMs),
            })),
          )
          .returning({ id: rateLimitTries.id });
        return recorded.map((row) => row.id);
      });
      return async () => {
        await db.delete(rateLimitTries).where(inArray(rateLimitTries.id, ids));
      };
    },
  };
};
