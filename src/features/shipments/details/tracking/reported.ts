import type { MilestoneCode } from '@domain/milestones';
import type { ShipmentTracking } from '@domain/trackingTypes';

/** Whether the milestone has happened: the timeline lists all of them, reported or not yet. */
export const isReported = (tracking: ShipmentTracking, code: MilestoneCode): boolean =>
  tracking.milestones.some((milestone) => milestone.code === code && milestone.at !== null);
