import { SHIPMENT_STATUSES } from './statuses';
import type { IsoDate, ShipmentStatus } from './types';

/** What a shipment's status follows from. */
export type StatusFacts = {
  paid: boolean;
  cancelled: boolean;
  pickupDate: IsoDate;
  dropoffDate: IsoDate;
};

/**
 * A shipment's status follows from payment, cancellation and its dates: cancelled once cancelled,
 * whatever else; unfinished until paid; then upcoming before pickup, in progress from pickup
 * through dropoff, past after dropoff.
 */
export const deriveShipmentStatus = (
  { paid, cancelled, pickupDate, dropoffDate }: StatusFacts,
  today: IsoDate,
): ShipmentStatus => {
  if (cancelled) return 'cancelled';
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

/** Once the truck is rolling, or the shipment cancelled, nothing about it may change. */
export const isUnderway = (status: ShipmentStatus): boolean =>
  status === 'inprogress' || status === 'past' || status === 'cancelled';
