import type { DriverLoad, Milestone } from '@domain/dispatchTypes';
import { milestoneRank, standingProgress, type Progress } from '@domain/milestones';
import type { OutboxItem, Withdrawal } from './outbox';

const withdrawalsOf = (queued: readonly OutboxItem[]): Withdrawal[] =>
  queued.filter((item): item is Withdrawal => item.kind === 'withdrawal');

/** Whether a milestone Loadline knows is withdrawn, there or by an undo still on the phone. */
export const isWithdrawn = (milestone: Milestone, queued: readonly OutboxItem[]): boolean =>
  milestone.withdrawn_at !== null ||
  withdrawalsOf(queued).some(
    ({ code, eventAt }) =>
      code === milestone.code && Date.parse(eventAt) === Date.parse(milestone.at),
  );

/**
 * How far the load has gone as the driver sees it: what stands at Loadline, with the events and
 * undos still waiting on the phone, so that a tap moves the button on at once, offline too. Like
 * the shipment's progress, only an undo moves it back.
 */
export const progressOf = (load: DriverLoad, queued: readonly OutboxItem[]): Progress => {
  const undone = new Set(withdrawalsOf(queued).map(({ body }) => body.event_id));
  return standingProgress([
    ...load.milestones.map((milestone) => ({
      code: milestone.code,
      withdrawn: isWithdrawn(milestone, queued),
    })),
    ...queued.flatMap((item) =>
      item.kind === 'event' ? [{ code: item.body.code, withdrawn: undone.has(item.body.id) }] : [],
    ),
  ]);
};

/** Between loaded and delivered: the page reports where the truck is. */
export const isInTransit = (progress: Progress): boolean =>
  progress >= milestoneRank('departed_pickup') && progress < milestoneRank('delivered');
