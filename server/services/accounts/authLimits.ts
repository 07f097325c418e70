import type { Clock } from '../../clock';
import { createRateLimiter } from '../rateLimiter';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** The limits on the account calls; one set per app, so that test servers do not share them. */
export const createAuthLimits = (clock: Clock) => ({
  /** Failed logins: a success is not counted. */
  loginByEmail: createRateLimiter(10, 15 * MINUTE_MS, clock),
  loginByIp: createRateLimiter(10, 15 * MINUTE_MS, clock),
  registerByIp: createRateLimiter(20, HOUR_MS, clock),
  resetByEmail: createRateLimiter(5, HOUR_MS, clock),
  resetByIp: createRateLimiter(30, HOUR_MS, clock),
  resendByEmail: createRateLimiter(5, HOUR_MS, clock),
});

export type AuthLimits = ReturnType<typeof createAuthLimits>;

/** The key an e-mail address is counted under: the same account however it is typed. */
export const emailKey = (email: string) => email.trim().toLowerCase();
