import type { Clock } from '../clock';
import { tooManyRequests } from '../http/httpError';

/**
 * A sliding-window counter per key (an e-mail address, an IP address), kept in memory: the server
 * is one process. Unlike @fastify/rate-limit it counts only what the caller records, so a login
 * limit can count failed tries alone.
 */
export type RateLimiter = {
  /** Seconds until one more try is allowed; 0 when it is allowed now. */
  retryAfterSeconds: (key: string) => number;
  record: (key: string) => void;
  /** Takes back the newest try recorded under the key. */
  refund: (key: string) => void;
};

export const createRateLimiter = (limit: number, windowMs: number, clock: Clock): RateLimiter => {
  const tries = new Map<string, number[]>();
  let lastSweep = clock.now().getTime();

  const recent = (key: string, now: number) => {
    const times = (tries.get(key) ?? []).filter((time) => time > now - windowMs);
    if (times.length) tries.set(key, times);
    else tries.delete(key);
    return times;
  };

  // Keys nobody has used for a whole window are forgotten, so the map stays small.
  const sweep = (now: number) => {
    if (now - lastSweep < windowMs) return;
    lastSweep = now;
    for (const key of [...tries.keys()]) recent(key, now);
  };

  return {
    retryAfterSeconds: (key) => {
      const now = clock.now().getTime();
      const times = recent(key, now);
      if (times.length < limit) return 0;
      // Allowed again once enough of the oldest tries have left the window.
      const freedAt = (times[times.length - limit] ?? now) + windowMs;
      return Math.max(1, Math.ceil((freedAt - now) / 1000));
    },
    record: (key) => {
      const now = clock.now().getTime();
      sweep(now);
      tries.set(key, [...recent(key, now), now]);
    },
    refund: (key) => {
      const times = tries.get(key);
      times?.pop();
      if (times && !times.length) tries.delete(key);
    },
  };
};

export type Limit = { limiter: RateLimiter; key: string };

/**
 * Counts one try against every limit, or throws 429 (with the longest wait) when any of them is
 * used up. Checking and recording happen in one synchronous step, so parallel requests cannot
 * slip past the limit together. Returns a function that takes the try back.
 */
export const takeTry = (limits: Limit[]): (() => void) => {
  const wait = Math.max(0, ...limits.map(({ limiter, key }) => limiter.retryAfterSeconds(key)));
  if (wait > 0) throw tooManyRequests(wait);
  for (const { limiter, key } of limits) limiter.record(key);
  return () => {
    for (const { limiter, key } of limits) limiter.refund(key);
  };
};
