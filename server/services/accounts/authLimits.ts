import type { RateLimit } from '../rateLimiter';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** The limits on the account calls. */
export const AUTH_LIMITS = {
  /** Failed logins: a success is not counted. */
  loginByEmail: { name: 'login-email', limit: 10, windowMs: 15 * MINUTE_MS },
  loginByIp: { name: 'login-ip', limit: 10, windowMs: 15 * MINUTE_MS },
  registerByIp: { name: 'register-ip', limit: 20, windowMs: HOUR_MS },
  resetByEmail: { name: 'reset-email', limit: 5, windowMs: HOUR_MS },
  resetByIp: { name: 'reset-ip', limit: 30, windowMs: HOUR_MS },
  resendByEmail: { name: 'resend-email', limit: 5, windowMs: HOUR_MS },
} as const satisfies Record<string, RateLimit>;

/** The key an e-mail address is counted under: the same account however it is typed. */
export const emailKey = (email: string) => email.trim().toLowerCase();
