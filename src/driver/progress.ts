import type { DriverLoad } from '@domain/dispatchTypes';
import { milestoneRank, NOT_DISPATCHED, type Progress } from '@domain/milestones';
import type { OutboxItem } from './outbox';

/**
 * How far the load has gone as the driver sees it: what Loadline knows, raised by the events still
 * waiting on the phone, so that a tap moves the button on at once, offline too. Like the
 * shipment's progress it only goes up: a late event never moves it back.
 */
export const progressOf = (load: DriverLoad, queued: readonly OutboxItem[]): Progress =>
  Math.max(
    NOT_DISPATCHED,
    ...load.milestones.map(({ code }) => milestoneRank(code)),
    ...queued.flatMap((item) => (item.kind === 'event' ? [milestoneRank(item.body.code)] : [])),
  );

/** Between loaded and delivered: the page reports where the truck is. */
export const isInTransit = (progress: Progress): boolean =>
  progress >= milestoneRank('departed_pickup') && progress < milestoneRank('delivered');
