import { milestoneRank, type Progress } from './milestones';
import { SHIPMENT_STATUSES } from './statuses';
import type { ShipmentStatus } from './types';

/** What a shipment's status follows from. */
export type StatusFacts = { paid: boolean; cancelled: boolean; progress: Progress };

/** From the carrier's arrival at pickup the load is in progress; once delivered, past. */
export const IN_PROGRESS_FROM: Progress = milestoneRank('arrived_pickup');
export const PAST_FROM: Progress = milestoneRank('delivered');

/**
 * A shipment's status follows the truck: cancelled once cancelled, whatever else; unfinished
 * until paid; then upcoming until the carrier arrives at pickup, in progress from then, past once
 * delivered. The calendar never moves it: a late truck is an exception, not a status.
 */
export const deriveShipmentStatus = ({
  paid,
  cancelled,
  progress,
}: StatusFacts): ShipmentStatus => {
  if (cancelled) return 'cancelled';
  if (!paid) return 'unfinished';
  if (progress < IN_PROGRESS_FROM) return 'upcoming';
  if (progress < PAST_FROM) return 'inprogress';
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
