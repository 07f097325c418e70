import { SHIPMENT_STATUSES } from './constants';
import type { IsoDate, ShipmentStatus } from './types';

/**
 * A shipment's status follows from payment and its dates: unfinished until paid; then upcoming
 * before pickup, in progress from pickup through dropoff, past after dropoff.
 */
export const deriveShipmentStatus = (
  paid: boolean,
  pickupDate: IsoDate,
  dropoffDate: IsoDate,
  today: IsoDate,
): ShipmentStatus => {
  if (!paid) return 'unfinished';
  if (today < pickupDate) return 'upcoming';
  if (today <= dropoffDate) return 'inprogress';
  return 'past';
};

/**
 * The status as the app reads it: an old API spelled unfinished 'unfinshed'. Null for a status
 * the app does not know.
 */
export const normalizeShipmentStatus = (status: string): ShipmentStatus | null =>
  status === 'unfinshed'
    ? 'unfinished'
    : (SHIPMENT_STATUSES.find((known) => known === status) ?? null);

/** Once the truck is rolling, nothing about the shipment may change. */
export const isUnderway = (status: ShipmentStatus): boolean =>
  status === 'inprogress' || status === 'past';
