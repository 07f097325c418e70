import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import type { DriverPosition } from '@domain/dispatchTypes';
import { isAheadOfNow } from '@domain/milestones';
import type { Db } from '../../db/database';
import { Invalid } from '../domainErrors';
import type { DriverAssignment } from './driverLink';
import { recordPositions } from './recordPositions';

/**
 * A batch of positions from the driver's phone; how many were new (a batch sent again adds none).
 * A position dated ahead of the server's clock beyond a clock's drift is refused, as a milestone is.
 */
export const recordDriverPositions = (
  db: Db,
  link: DriverAssignment,
  batch: (Omit<DriverPosition, 'accuracy_m'> & { accuracy_m?: number | null })[],
  now: Date,
): Promise<number> => {
  const ahead = batch.findIndex(({ at }) => isAheadOfNow(new Date(at), now));
  if (ahead >= 0)
    throw new Invalid({ [`positions[${ahead}].at`]: DISPATCH_MESSAGES.positionTimeInFuture });
  return recordPositions(
    db,
    link,
    'driver',
    batch.map(({ at, latitude, longitude, accuracy_m }) => ({
      at: new Date(at),
      latitude,
      longitude,
      accuracyM: accuracy_m ?? null,
    })),
  );
};
