import type { Milestone, ShipmentCarrier } from './dispatchTypes';
import type { EventSource } from './milestones';
import type { City, EtaState, IsoDateTime } from './types';

/*
 * The wire shapes of following a load: where the truck is, when it will be there, and what the
 * receiver signed.
 */

/** A place on the map. */
export type GeoPoint = { latitude: number; longitude: number };

/** A milestone of the timeline: the planned moment beside the reported one. */
export type TrackingMilestone = Omit<Milestone, 'at' | 'source' | 'withdrawn_at'> & {
  /**
   * When it was planned: the start of the stop's day on the stop's clock (bookings carry a day,
   * not an appointment time); null for the assignment.
   */
  planned_at: IsoDateTime | null;
  /** When it happened; null while it has not. */
  at: IsoDateTime | null;
  /** Who reported it; null while it has not happened. */
  source: EventSource | null;
};

/** A stop of the lane, placed on the map. */
export type TrackingStop = GeoPoint & { city: City; time_zone: string };

export type TrackingPosition = GeoPoint & { at: IsoDateTime };

export type LastPosition = TrackingPosition & {
  /** The nearest city of the place data: "near Springfield, MO". */
  near_city: City;
};

/** The honest arrival estimate, on the drop-off's clock, with how it was reached in one line. */
export type Eta = {
  at: IsoDateTime;
  time_zone: string;
  state: EtaState;
  /** "412 mi left at 50 mph, one 10-h break" */
  explanation: string;
};

/** What the receiver signed, once the load is delivered. */
export type PodSummary = {
  receiver_name: string;
  at: IsoDateTime;
  has_photo: boolean;
  /** The receiver's notes of over, short or damaged freight; null for a clean delivery. */
  exceptions: string | null;
};

export type ShipmentTracking = {
  carrier: ShipmentCarrier | null;
  driver_first_name: string | null;
  truck_number: string | null;
  trailer_number: string | null;
  /** Every milestone of the load, in the order of the journey, reported or not yet. */
  milestones: TrackingMilestone[];
  /** The trail of the live assignment, oldest first. */
  positions: TrackingPosition[];
  last_position: LastPosition | null;
  eta: Eta | null;
  pod: PodSummary | null;
  /** Both stops, for the map. */
  pickup: TrackingStop;
  dropoff: TrackingStop;
};
