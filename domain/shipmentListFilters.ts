import { BOOKED_BY_ME } from './constants';
import type { ShipmentListParams } from './listQueries';
import type { Equipment, EtaState, Person, Stop } from './types';

/** The list's filters beyond the status tab and the search. */
export type ShipmentListFilters = Pick<
  ShipmentListParams,
  'equipment' | 'pickup_from' | 'pickup_to' | 'booked_by' | 'eta_state'
>;

/** The filters with "me" read as the member who asks: booked_by is then a member's id. */
export const withBookedByMember = <T extends ShipmentListFilters>(
  params: T,
  callerId: number,
): T => (params.booked_by === BOOKED_BY_ME ? { ...params, booked_by: String(callerId) } : params);

/**
 * Of that equipment, picked up from and to those days (both included; YYYY-MM-DD sorts as dates),
 * booked by that member (filters read by withBookedByMember), its estimate standing so.
 */
export const matchesListFilters = (
  {
    equipment,
    pickup,
    booked_by,
    eta_state,
  }: {
    equipment: Equipment;
    pickup: Pick<Stop, 'date'>;
    booked_by: Person;
    eta_state: EtaState | null;
  },
  filters: ShipmentListFilters,
): boolean =>
  (filters.equipment === undefined || equipment === filters.equipment) &&
  (filters.pickup_from === undefined || pickup.date >= filters.pickup_from) &&
  (filters.pickup_to === undefined || pickup.date <= filters.pickup_to) &&
  (filters.booked_by === undefined || String(booked_by.id) === filters.booked_by) &&
  (filters.eta_state === undefined || eta_state === filters.eta_state);
