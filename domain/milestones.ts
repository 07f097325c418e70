/*
 * What happens to a load after payment, in the order a truck lives it. The assignment of a carrier
 * is `dispatched`; the driver reports the other four. Each has its EDI 214 status code where
 * shippers' systems know one.
 */

export const MILESTONES = [
  'dispatched',
  'arrived_pickup',
  'departed_pickup',
  'arrived_dropoff',
  'delivered',
] as const;
export type MilestoneCode = (typeof MILESTONES)[number];

/** The milestones a driver or a dispatcher reports; `dispatched` only comes with an assignment. */
export const REPORTED_MILESTONES = [
  'arrived_pickup',
  'departed_pickup',
  'arrived_dropoff',
  'delivered',
] as const satisfies readonly MilestoneCode[];
export type ReportedMilestone = (typeof REPORTED_MILESTONES)[number];

export const MILESTONE_EDI_CODES: Record<MilestoneCode, string | null> = {
  dispatched: null,
  arrived_pickup: 'X3',
  departed_pickup: 'AF',
  arrived_dropoff: 'X1',
  delivered: 'D1',
};

export const MILESTONE_LABELS: Record<MilestoneCode, string> = {
  dispatched: 'Carrier assigned',
  arrived_pickup: 'Arrived at pickup',
  departed_pickup: 'Loaded and departed',
  arrived_dropoff: 'Arrived at dropoff',
  delivered: 'Delivered',
};

/** Who entered an event: the driver's phone, or a dispatcher by hand. */
export const EVENT_SOURCES = ['driver', 'dispatcher'] as const;
export type EventSource = (typeof EVENT_SOURCES)[number];

/**
 * How far a load has gone: 0 before dispatch, then the rank of the furthest milestone reached.
 * Stored on the shipment and only ever raised, so an event that comes late never moves it back.
 */
export type Progress = number;
export const NOT_DISPATCHED: Progress = 0;

export const milestoneRank = (code: MilestoneCode): Progress => MILESTONES.indexOf(code) + 1;

/** The milestone the driver reports next, or null once delivered (or before dispatch). */
export const nextMilestone = (progress: Progress): ReportedMilestone | null => {
  if (progress === NOT_DISPATCHED) return null;
  return REPORTED_MILESTONES.find((code) => milestoneRank(code) > progress) ?? null;
};

/** The milestones at the pickup: their place is the pickup city; the others', the drop-off's. */
export const isPickupMilestone = (code: MilestoneCode): boolean =>
  code === 'dispatched' || code === 'arrived_pickup' || code === 'departed_pickup';

/** A phone or a dispatcher's clock this far ahead of the server's still tells of the past. */
export const CLOCK_AHEAD_MS = 5 * 60 * 1000;

/** A milestone said to happen later than now, beyond a clock's drift: a wrong time. */
export const isAheadOfNow = (at: Date, now: Date): boolean =>
  at.getTime() - now.getTime() > CLOCK_AHEAD_MS;

/** A driver link lives from dispatch until this long after the delivery. */
export const DRIVER_LINK_AFTER_DELIVERY_MS = 72 * 60 * 60 * 1000;

export const isMilestoneCode = (value: unknown): value is MilestoneCode =>
  typeof value === 'string' && (MILESTONES as readonly string[]).includes(value);

/** How long after a milestone (on the phone's clock) the driver may still undo it. */
export const UNDO_WINDOW_MS = 2 * 60 * 1000;

/** An event of the history as far as what stands goes: withdrawn ones no longer count. */
export type StandingFacts = { code: MilestoneCode; withdrawn: boolean };

/**
 * How far a load has gone by what stands: the furthest milestone not withdrawn. A withdrawal is
 * the one thing that moves a load back; a late event never does.
 */
export const standingProgress = (history: readonly StandingFacts[]): Progress =>
  Math.max(
    NOT_DISPATCHED,
    ...history.filter(({ withdrawn }) => !withdrawn).map(({ code }) => milestoneRank(code)),
  );

/**
 * The reports that tell when a load was picked up, the one that counts first: the departure, and
 * before it the arrival, whose day is the same but for a truck loaded overnight.
 */
export const PICKED_UP_MILESTONES = [
  'departed_pickup',
  'arrived_pickup',
] as const satisfies readonly MilestoneCode[];

/**
 * When a load was picked up, from its history in the order things happened: the first standing
 * report of the first of PICKED_UP_MILESTONES reported, as a later report tells of the same
 * moment, late. Null until one stands.
 */
export const pickedUpAt = <At>(history: readonly (StandingFacts & { at: At })[]): At | null => {
  for (const code of PICKED_UP_MILESTONES) {
    const report = history.find((event) => event.code === code && !event.withdrawn);
    if (report) return report.at;
  }
  return null;
};

/** Why a driver may not withdraw a milestone, or null when it may go. */
export type WithdrawalRefusal = 'not_undoable' | 'too_late' | 'not_latest';

/**
 * A driver undoes one of their own milestones, never the assignment nor the delivery (which came
 * with a proof): within UNDO_WINDOW_MS of it, both times on the phone's clock so that an undo
 * made offline counts when it was made; and only while nothing further stands on top of it.
 */
export const withdrawalRefusal = (
  event: { code: MilestoneCode; at: Date; source: EventSource },
  withdrawalAt: Date,
  progress: Progress,
): WithdrawalRefusal | null => {
  if (event.source !== 'driver' || event.code === 'dispatched' || event.code === 'delivered')
    return 'not_undoable';
  if (withdrawalAt.getTime() - event.at.getTime() > UNDO_WINDOW_MS) return 'too_late';
  if (progress > milestoneRank(event.code)) return 'not_latest';
  return null;
};
