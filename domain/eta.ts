import { NO_POSITION_AFTER_MS } from './dispatchExceptions';
import { ARRIVED_EXPLANATION, drivingExplanation } from './etaTexts';
import { milestoneRank, type Progress } from './milestones';
import { roadMiles } from './pricing';
import type { Eta, GeoPoint } from './trackingTypes';
import type { EtaState } from './types';
import { stopDueAt, type DueStop } from './stopWindows';

/*
 * The arrival estimate a shipper is shown, worked out the way a dispatcher would: the road miles
 * left by the quote's own measure, at a loaded truck's steady speed, with the rests the
 * hours-of-service rules force on a solo driver. It is told on the drop-off's clock and judged
 * against the end of the drop-off's appointment window on its date there, or without an
 * appointment the end of the drop-off day, the day the shipper booked (stopWindows.ts).
 */

const HOUR_MS = 60 * 60 * 1000;

/** A loaded truck's average over a day on the road, fuel stops and traffic included. */
export const AVERAGE_SPEED_MPH = 50;
/** Hours of service: a driver may drive 11 hours in a shift... */
export const DRIVING_LIMIT_MS = 11 * HOUR_MS;
/** ...then must rest 10 hours in a row before driving again. */
export const BREAK_MS = 10 * HOUR_MS;
/** A shift and its rest. */
export const DUTY_CYCLE_MS = DRIVING_LIMIT_MS + BREAK_MS;
/** An estimate this close to when the drop-off is due leaves no room for a delay. */
export const AT_RISK_WITHIN_MS = 2 * HOUR_MS;

const DEPARTED_PICKUP = milestoneRank('departed_pickup');
const ARRIVED_DROPOFF = milestoneRank('arrived_dropoff');
const DELIVERED = milestoneRank('delivered');

export type EtaFacts = {
  progress: Progress;
  pickup: GeoPoint;
  /** The drop-off, its day, its appointment window if any, and the zone they are told in. */
  dropoff: GeoPoint & DueStop;
  /** When the truck left the pickup: the departed_pickup milestone's time. */
  departedAt: Date | null;
  /** When it reached the drop-off: the arrived_dropoff milestone's time. */
  arrivedAt: Date | null;
  /** The newest position of the live assignment. */
  lastPosition: (GeoPoint & { at: Date }) | null;
};

/** Where and when the truck was last known to be on the road. */
type Sighting = { point: GeoPoint; at: number };

/**
 * The later of the newest position and the departure from the pickup. A position sent before the
 * departure was sent at the dock and tells nothing of the road; with no departure time the
 * position is all there is.
 */
const lastSighting = ({ pickup, departedAt, lastPosition }: EtaFacts): Sighting | null => {
  if (lastPosition && (!departedAt || lastPosition.at >= departedAt))
    return { point: lastPosition, at: lastPosition.at.getTime() };
  return departedAt ? { point: pickup, at: departedAt.getTime() } : null;
};

/**
 * How long from the sighting until the truck reaches the drop-off, and the rests on the way. The
 * driver's cycle starts at the departure and is taken to have run since without a pause: within
 * its first 11 hours that much of the shift is driven already, within its last 10 the rest is
 * running and the truck waits out the cycle (that rest counts among the breaks). The driving left
 * then takes a 10-hour rest each time a shift's 11 hours are used up before the drop-off.
 */
const timeToDropoff = (drivingMs: number, sinceDepartureMs: number) => {
  if (drivingMs === 0) return { ms: 0, breaks: 0 };
  const intoCycle = sinceDepartureMs % DUTY_CYCLE_MS;
  const resting = intoCycle >= DRIVING_LIMIT_MS;
  const waitMs = resting ? DUTY_CYCLE_MS - intoCycle : 0;
  const shiftLeftMs = resting ? DRIVING_LIMIT_MS : DRIVING_LIMIT_MS - intoCycle;
  const breaksAhead = Math.max(0, Math.ceil((drivingMs - shiftLeftMs) / DRIVING_LIMIT_MS));
  return {
    ms: waitMs + drivingMs + breaksAhead * BREAK_MS,
    breaks: breaksAhead + (resting ? 1 : 0),
  };
};

/**
 * What an estimate rests on, worked out when the truck reports and kept with the shipment: the
 * arrival as estimated from the newest sighting (or the arrival itself), when the drop-off is
 * due (stopDueAt), which it is judged against, and when the truck was last seen on the road (null once it is at
 * the drop-off). The clock moves the rest (etaState).
 */
export type EtaOutlook = {
  at: Date;
  dueAt: Date;
  seenAt: Date | null;
  timeZone: string;
  explanation: string;
};

/**
 * The outlook of a load from the departure until the drop-off; null before it has left the
 * pickup, once delivered (the proof of delivery says the rest), and when nothing tells where it
 * is.
 */
export const etaOutlook = (facts: EtaFacts): EtaOutlook | null => {
  const { progress, dropoff } = facts;
  if (progress < DEPARTED_PICKUP || progress >= DELIVERED) return null;
  const base = { dueAt: stopDueAt(dropoff), timeZone: dropoff.timeZone };
  if (progress >= ARRIVED_DROPOFF)
    return facts.arrivedAt
      ? { ...base, at: facts.arrivedAt, seenAt: null, explanation: ARRIVED_EXPLANATION }
      : null;
  const sighting = lastSighting(facts);
  if (!sighting) return null;
  const miles = roadMiles(sighting.point, dropoff);
  const { ms, breaks } = timeToDropoff(
    (miles * HOUR_MS) / AVERAGE_SPEED_MPH,
    sighting.at - (facts.departedAt?.getTime() ?? sighting.at),
  );
  return {
    ...base,
    at: new Date(sighting.at + ms),
    seenAt: new Date(sighting.at),
    explanation: drivingExplanation({
      miles,
      mph: AVERAGE_SPEED_MPH,
      breaks,
      breakHours: BREAK_MS / HOUR_MS,
    }),
  };
};

/**
 * The estimate at an instant: on the road it is never before now (a truck late on its estimate
 * is still to arrive). Late once it reaches the drop-off's due time: the window's end,
 * or the next day on the drop-off's clock (as for the dispatch board's exceptions); at risk within 2 hours of it, or when the truck on the road has
 * not been seen for as long as the board flags. shipmentEtaState.ts says the same in SQL.
 */
export const etaAt = (
  { at, dueAt, seenAt }: Pick<EtaOutlook, 'at' | 'dueAt' | 'seenAt'>,
  now: Date,
): { at: Date; state: EtaState } => {
  const onTheRoad = seenAt !== null;
  const eta = onTheRoad ? Math.max(at.getTime(), now.getTime()) : at.getTime();
  const due = dueAt.getTime();
  const unseen = onTheRoad && now.getTime() - seenAt.getTime() >= NO_POSITION_AFTER_MS;
  const state: EtaState =
    eta >= due ? 'late' : unseen || eta >= due - AT_RISK_WITHIN_MS ? 'at_risk' : 'on_time';
  return { at: new Date(eta), state };
};

/** The outlook's arrival as the shipper is shown it now. */
export const etaAnswer = (outlook: EtaOutlook | null, now: Date): Eta | null => {
  if (!outlook) return null;
  const { at, state } = etaAt(outlook, now);
  return {
    at: at.toISOString(),
    time_zone: outlook.timeZone,
    state,
    explanation: outlook.explanation,
  };
};

/** When the truck will be at the drop-off, as the shipper is shown it now. */
export const estimateArrival = (facts: EtaFacts, now: Date): Eta | null =>
  etaAnswer(etaOutlook(facts), now);
