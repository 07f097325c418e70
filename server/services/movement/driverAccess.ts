import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import type { Db } from '../../db/database';
import { NotFound, TooManyAttempts } from '../domainErrors';
import type { RateLimit, RateLimiter } from '../rateLimiter';
import { countDriverCall, type DriverAssignment } from './driverLink';

const TEN_MINUTES_MS = 10 * 60 * 1000;

/** The limits on the driver link's calls. */
export const DRIVER_LIMITS: {
  perLink: Pick<RateLimit, 'limit' | 'windowMs'>;
  deadLinksPerIp: RateLimit;
} = {
  /**
   * Every call of one link, whichever phone makes it, in windows of ten minutes: a phone back
   * from hours offline sends its queue in a handful of calls, far below this.
   */
  perLink: { limit: 120, windowMs: TEN_MINUTES_MS },
  /** Calls with a dead or unknown link, per address: guessing tokens ends here. */
  deadLinksPerIp: { name: 'driver-dead-link-ip', limit: 30, windowMs: TEN_MINUTES_MS },
};

/**
 * The live assignment a driver link opens, the call counted against the link (on the assignment,
 * so that no token is kept in the clear); NotFound with the link's message when it is dead,
 * counted against the caller's address.
 */
export const openDriverLink = async (
  db: Db,
  limits: RateLimiter,
  token: string,
  ip: string,
  now: Date,
): Promise<DriverAssignment> => {
  const { limit, windowMs } = DRIVER_LIMITS.perLink;
  const call = await countDriverCall(db, token, now, windowMs);
  if (!call) {
    await limits.takeTry([{ limit: DRIVER_LIMITS.deadLinksPerIp, key: ip }]);
    throw new NotFound(DISPATCH_MESSAGES.linkDead);
  }
  if (call.calls > limit)
    throw new TooManyAttempts(
      Math.max(1, Math.ceil((call.windowStartedAt.getTime() + windowMs - now.getTime()) / 1000)),
    );
  const { assignmentId, shipmentId, progress } = call;
  return { assignmentId, shipmentId, progress };
};
