import type { ShipmentListParams } from './listQueries';
import type { Equipment, Stop } from './types';

/** The list's filters beyond the status tab and the search. */
export type ShipmentListFilters = Pick<
  ShipmentListParams,
  'equipment' | 'pickup_from' | 'pickup_to'
>;

/** Of that equipment, picked up from and to those days (both included; YYYY-MM-DD sorts as dates). */
export const matchesListFilters = (
  { equipment, pickup }: { equipment: Equipment; pickup: Pick<Stop, 'date'> },
  filters: ShipmentListFilters,
): boolean =>
  (filters.equipment === undefined || equipment === filters.equipment) &&
  (filters.pickup_from === undefined || pickup.date >= filters.pickup_from) &&
  (filters.pickup_to === undefined || pickup.date <= filters.pickup_to);
