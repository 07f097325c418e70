import type { AppDeps } from '../../deps';
import type { RateLimit, RateLimiter } from '../rateLimiter';

/** What the team services use: the database, the clock, the outbox's mail, and their limit. */
export type TeamDeps = Pick<AppDeps, 'config' | 'db' | 'clock' | 'mailer' | 'instance'> & {
  limits: RateLimiter;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Invitations sent or resent per company a day, counted in the database like the sign-ins. */
export const INVITATIONS_LIMIT: RateLimit = { name: 'invite-company', limit: 50, windowMs: DAY_MS };
