import type { Eta, TrackingMilestone, TrackingPosition, TrackingStop } from './trackingTypes';
import type { City, IsoDateTime } from './types';

/*
 * What a shipper's own customer sees of a load on its shared page, /t/{token}, with no account:
 * where it goes, how far it has got and when it should arrive. Never a price, a reference, a
 * facility or its contact, the carrier, the driver or the truck, nor a coordinate of the truck:
 * the truck is placed to the nearest city alone, and so is its trail.
 */

/** What a live link shows: a link is made once the shipment is paid; a cancellation kills it. */
export const PUBLIC_STATUSES = ['upcoming', 'inprogress', 'past'] as const;
export type PublicStatus = (typeof PUBLIC_STATUSES)[number];

/** A milestone of the journey: planned and reported on its stop's clock, and where it happened. */
export type PublicMilestone = Pick<
  TrackingMilestone,
  'code' | 'label' | 'time_zone' | 'city' | 'planned_at' | 'at'
>;

/** Where the truck was last seen, to the city: "near Springfield, MO". */
export type LastSeen = { near_city: City; at: IsoDateTime };

export type PublicTracking = {
  status: PublicStatus;
  /** Every milestone of the journey, in its order, reported or not yet. */
  milestones: PublicMilestone[];
  eta: Eta | null;
  last_seen: LastSeen | null;
  /**
   * Where the truck has been, to the city: the cities nearest its reported positions, oldest
   * first, each once in a row, at the city's coordinates (never the truck's) and the time of the
   * last report near it. The last one is where it was last seen; empty before any position.
   */
  trail: TrackingPosition[];
  /** Both stops' cities, placed on the map. */
  pickup: TrackingStop;
  dropoff: TrackingStop;
  /** When the page stops working: 30 days after the delivery; null until delivered. */
  expires_at: IsoDateTime | null;
};

/** A link just made: its address, shown this once, since only the token's hash is kept. */
export type TrackingLink = {
  url: string;
  created_at: IsoDateTime;
  expires_at: IsoDateTime | null;
};

/** Whether a shipment's page is shared now, since when, and until when. */
export type TrackingLinkStatus = {
  live: boolean;
  created_at: IsoDateTime | null;
  expires_at: IsoDateTime | null;
};
