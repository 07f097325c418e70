import type { RateLimit } from '../rateLimiter';

const MINUTE_MS = 60 * 1000;

/** Failed sign-ins to the operations desk, counted apart from the shippers' (a success is not counted). */
export const OPERATOR_LOGIN_LIMITS = {
  byEmail: { name: 'ops-login-email', limit: 10, windowMs: 15 * MINUTE_MS },
  byIp: { name: 'ops-login-ip', limit: 10, windowMs: 15 * MINUTE_MS },
} as const satisfies Record<string, RateLimit>;
