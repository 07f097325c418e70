import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import type { Db } from '../../db/database';
import { NotFound } from '../domainErrors';
import type { RateLimit, RateLimiter } from '../rateLimiter';
import { findDriverAssignment, type DriverAssignment } from './driverLink';

const TEN_MINUTES_MS = 10 * 60 * 1000;

/** The limits on the driver link's calls. */
export const DRIVER_LIMITS = {
  /**
   * Every call of one link, whichever phone makes it: a phone back from hours offline sends its
   * queue in a handful of calls, far below this.
   */
  perLink: { name: 'driver-link', limit: 120, windowMs: TEN_MINUTES_MS },
  /** Calls with a dead or unknown link, per address: guessing tokens ends here. */
  deadLinksPerIp: { name: 'driver-dead-link-ip', limit: 30, windowMs: TEN_MINUTES_MS },
} as const satisfies Record<string, RateLimit>;

/**
 * The live assignment a driver link opens, the call counted against the link; NotFound with the
 * link's message when it is dead, counted against the caller's address.
 */
export const openDriverLink = async (
  db: Db,
  limits: RateLimiter,
  token: string,
  ip: string,
  now: Date,
): Promise<DriverAssignment> => {
  const assignment = await findDriverAssignment(db, token, now);
  if (!assignment) {
    await limits.takeTry([{ limit: DRIVER_LIMITS.deadLinksPerIp, key: ip }]);
    throw new NotFound(DISPATCH_MESSAGES.linkDead);
  }
  // Counted by the assignment, so that no token is kept in the clear.
  await limits.takeTry([{ limit: DRIVER_LIMITS.perLink, key: String(assignment.assignmentId) }]);
  return assignment;
};
