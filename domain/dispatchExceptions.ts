import type { ExceptionKind } from './dispatchTypes';
import { milestoneRank, type Progress } from './milestones';
import { greatCircleMiles, type Point } from './pricing';
import { stopDueAt, type DueStop } from './stopWindows';
import type { IsoDate } from './types';
import { startOfDay } from './zonedTime';

/*
 * What the dispatch board flags: a load that should be further along than it is. Each rule reads
 * the clock of the place it is about, so a load picked up in Los Angeles is late on Pacific time.
 */

const HOUR_MS = 60 * 60 * 1000;

/** A load still without a carrier this long before its pickup day begins is not covered. */
export const NOT_COVERED_BEFORE_PICKUP_MS = 24 * HOUR_MS;
/** A truck on the road that has not been seen for this long has no position. */
export const NO_POSITION_AFTER_MS = 4 * HOUR_MS;

const ARRIVED_PICKUP = milestoneRank('arrived_pickup');
const DEPARTED_PICKUP = milestoneRank('departed_pickup');
const DELIVERED = milestoneRank('delivered');

/** A stop's calendar day, and the zone whose clock it is told on. */
export type ZonedDay = { date: IsoDate; timeZone: string };

export type ExceptionFacts = {
  /** A carrier is assigned (a live assignment). */
  covered: boolean;
  progress: Progress;
  /** Each stop's day, and its appointment window when one is set: late after its end. */
  pickup: DueStop;
  dropoff: DueStop;
  /** When the truck left the pickup; null until it has. */
  departedAt: Date | null;
  /** The newest position of the live assignment, if any. */
  lastPositionAt: Date | null;
  /** A position or milestone of the live assignment was flagged as implying MAX_PLAUSIBLE_MPH. */
  implausibleSpeed: boolean;
  /** An arrival that stands was reported over FAR_FROM_STOP_MILES from its stop. */
  arrivalFarFromStop: boolean;
  /** The proof of delivery notes over, short or damaged freight. */
  deliveredWithExceptions: boolean;
};

const endOf = (stop: DueStop): number => stopDueAt(stop).getTime();

/**
 * The exceptions of a paid, live load at an instant, in the order of EXCEPTION_KINDS. Once
 * delivered, only what the load's reports said stays: the clock's exceptions are over. A truck is "on the road" from its departure: at the pickup dock the phone sends no
 * positions, so silence there is no exception. Its last sign of life is the later of its newest
 * position and its departure.
 */
export const dispatchExceptions = (facts: ExceptionFacts, now: Date): ExceptionKind[] => {
  const reported: ExceptionKind[] = [
    ...(facts.implausibleSpeed ? ['implausible_speed' as const] : []),
    ...(facts.arrivalFarFromStop ? ['arrival_far_from_stop' as const] : []),
    ...(facts.deliveredWithExceptions ? ['delivered_with_exceptions' as const] : []),
  ];
  if (facts.progress >= DELIVERED) return reported;
  const at = now.getTime();
  const exceptions: ExceptionKind[] = [];
  const pickupStarts = startOfDay(facts.pickup.date, facts.pickup.timeZone).getTime();
  if (!facts.covered && at >= pickupStarts - NOT_COVERED_BEFORE_PICKUP_MS)
    exceptions.push('not_covered');
  if (facts.progress < ARRIVED_PICKUP && at >= endOf(facts.pickup))
    exceptions.push('no_arrival_at_pickup');
  if (at >= endOf(facts.dropoff)) exceptions.push('not_delivered');
  if (facts.progress >= DEPARTED_PICKUP) {
    const seen = Math.max(
      facts.lastPositionAt?.getTime() ?? -Infinity,
      facts.departedAt?.getTime() ?? -Infinity,
    );
    if (Number.isFinite(seen) && at - seen >= NO_POSITION_AFTER_MS) exceptions.push('no_position');
  }
  return [...exceptions, ...reported];
};

/*
 * Whether what a phone reports can be true. A report that cannot is still kept (the driver may be
 * right and the phone wrong), and flagged for the dispatcher.
 */

/** No truck on the road averages more than this between two reports. */
export const MAX_PLAUSIBLE_MPH = 85;
/** An arrival reported further than this from its stop's city is flagged. */
export const FAR_FROM_STOP_MILES = 50;

const METRES_PER_MILE = 1609.344;

/** A reported place at a moment, with the phone's own accuracy when it gave one. */
export type Fix = Point & { at: Date; accuracyM?: number | null };

/**
 * The speed two reports imply, in miles per hour: the distance beyond both readings' accuracy
 * (a phone's fix wanders by its accuracy), over the time between them. Two fixes at the same
 * moment that are apart beyond their accuracy imply an infinite speed.
 */
export const impliedMph = (from: Fix, to: Fix): number => {
  const slackMiles = ((from.accuracyM ?? 0) + (to.accuracyM ?? 0)) / METRES_PER_MILE;
  const miles = Math.max(0, greatCircleMiles(from, to) - slackMiles);
  if (miles === 0) return 0;
  const hours = Math.abs(to.at.getTime() - from.at.getTime()) / HOUR_MS;
  return hours === 0 ? Infinity : miles / hours;
};

/** A report that implies more than MAX_PLAUSIBLE_MPH since the one before it. */
export const isImplausibleMove = (previous: Fix | null, next: Fix): boolean =>
  previous !== null && impliedMph(previous, next) > MAX_PLAUSIBLE_MPH;

/** The report before `at` among `fixes` (any order), or null. */
export const fixBefore = (fixes: readonly Fix[], at: Date): Fix | null =>
  fixes.reduce<Fix | null>(
    (best, fix) =>
      fix.at.getTime() < at.getTime() && (!best || fix.at.getTime() > best.at.getTime())
        ? fix
        : best,
    null,
  );

/** An arrival at a stop reported this far from the stop's city. */
export const isFarFromStop = (reported: Point, stop: Point): boolean =>
  greatCircleMiles(reported, stop) > FAR_FROM_STOP_MILES;

/** A proof of delivery that notes over, short or damaged freight: "Delivered with exceptions". */
export const hasDeliveryExceptions = (notes: string | null | undefined): boolean =>
  (notes ?? '').trim() !== '';
