import type { ExceptionKind } from './dispatchTypes';
import { milestoneRank, type Progress } from './milestones';
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
};

const endOf = (stop: DueStop): number => stopDueAt(stop).getTime();

/**
 * The exceptions of a paid, live load at an instant, in the order of EXCEPTION_KINDS; none once
 * delivered. A truck is "on the road" from its departure: at the pickup dock the phone sends no
 * positions, so silence there is no exception. Its last sign of life is the later of its newest
 * position and its departure.
 */
export const dispatchExceptions = (facts: ExceptionFacts, now: Date): ExceptionKind[] => {
  if (facts.progress >= DELIVERED) return [];
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
  return exceptions;
};
