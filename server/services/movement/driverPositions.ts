import type { DriverPosition } from '@domain/dispatchTypes';
import type { Db } from '../../db/database';
import type { DriverAssignment } from './driverLink';
import { recordPositions } from './recordPositions';

/** A batch of positions from the driver's phone; how many were new (a batch sent again adds none). */
export const recordDriverPositions = (
  db: Db,
  link: DriverAssignment,
  batch: (Omit<DriverPosition, 'accuracy_m'> & { accuracy_m?: number | null })[],
): Promise<number> =>
  recordPositions(
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
