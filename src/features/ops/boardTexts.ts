import { FAR_FROM_STOP_MILES, MAX_PLAUSIBLE_MPH } from '@domain/dispatchExceptions';
import type { DispatchStage, ExceptionKind } from '@domain/dispatchTypes';

/** Each tab of the board: its name, what it holds, and what it says when it holds nothing. */
export const STAGE_TEXTS: Record<DispatchStage, { label: string; loads: string; empty: string }> = {
  to_cover: { label: 'To cover', loads: 'loads to cover', empty: 'Nothing to cover.' },
  covered: {
    label: 'Covered',
    loads: 'covered loads',
    empty: 'No covered loads waiting for pickup.',
  },
  in_transit: { label: 'In transit', loads: 'loads in transit', empty: 'Nothing in transit.' },
  delivered: { label: 'Delivered', loads: 'delivered loads', empty: 'Nothing delivered yet.' },
  exceptions: {
    label: 'Exceptions',
    loads: 'loads with exceptions',
    empty: 'No exceptions. Every load is on time.',
  },
};

/** What went wrong with a load, in the words a dispatcher acts on. */
export const EXCEPTION_LABELS: Record<ExceptionKind, string> = {
  not_covered: 'Not covered 24 h before pickup',
  no_arrival_at_pickup: 'No arrival at pickup',
  not_delivered: 'Not delivered by dropoff day',
  no_position: 'No position for 4 h',
  implausible_speed: `Moved faster than ${MAX_PLAUSIBLE_MPH} mph`,
  arrival_far_from_stop: `Arrival over ${FAR_FROM_STOP_MILES} miles from the stop`,
  delivered_with_exceptions: 'Delivered with exceptions',
};
