import type { ShipmentCounts, ShipmentStatus, ShipmentTab } from './types';

export const inTab = (status: ShipmentStatus, tab: ShipmentTab): boolean =>
  tab === 'all' || status === tab;

/** The count of every dashboard tab: all of them, and those of each status. */
export const countByTab = (statuses: ShipmentStatus[]): ShipmentCounts => {
  const counts: ShipmentCounts = {
    all: 0,
    unfinished: 0,
    inprogress: 0,
    upcoming: 0,
    past: 0,
    cancelled: 0,
  };
  for (const status of statuses) {
    counts.all += 1;
    counts[status] += 1;
  }
  return counts;
};
