import { MILESTONE_LABELS } from './milestones';
import type { EtaState } from './types';

/*
 * What the shipper reads of an arrival estimate: its state, and how it was reached in one line.
 * No yup and no dayjs: the tracking page and the server both write these.
 */

export const ETA_STATE_LABELS: Record<EtaState, string> = {
  on_time: 'On time',
  at_risk: 'At risk',
  late: 'Late',
};

/** Once the truck is at the drop-off, the estimate is its arrival. */
export const ARRIVED_EXPLANATION = MILESTONE_LABELS.arrived_dropoff;

const count = new Intl.NumberFormat('en-US');

const breaksText = (breaks: number, breakHours: number): string => {
  const name = `${breakHours}-h break`;
  if (breaks === 0) return 'no break';
  if (breaks === 1) return `one ${name}`;
  if (breaks === 2) return `two ${name}s`;
  return `${count.format(breaks)} ${name}s`;
};

/** "1,204 mi left at 50 mph, two 10-h breaks": the breaks still ahead, one already running too. */
export const drivingExplanation = ({
  miles,
  mph,
  breaks,
  breakHours,
}: {
  miles: number;
  mph: number;
  breaks: number;
  breakHours: number;
}): string => `${count.format(miles)} mi left at ${mph} mph, ${breaksText(breaks, breakHours)}`;
