import {
  PUBLIC_STATUSES,
  type PublicMilestone,
  type PublicStatus,
  type PublicTracking,
} from './publicTrackingTypes';
import { deriveShipmentStatus, type StatusFacts } from './shipmentStatus';
import type {
  GeoPoint,
  ShipmentTracking,
  TrackingMilestone,
  TrackingPosition,
} from './trackingTypes';

/** The status a link shows, or null for a shipment no live link shows: unpaid, or cancelled. */
export const publicStatusOf = (facts: StatusFacts): PublicStatus | null => {
  const status = deriveShipmentStatus(facts);
  return PUBLIC_STATUSES.find((shown) => shown === status) ?? null;
};

const publicMilestone = ({
  code,
  label,
  time_zone,
  city,
  planned_at,
  at,
}: TrackingMilestone): PublicMilestone => ({ code, label, time_zone, city, planned_at, at });

/**
 * The truck's trail told by cities: each reported position stands at the city nearest it (as
 * `nearestCity` places it), and a run of reports near one city is one point, at its last report.
 */
export const cityTrail = (
  positions: TrackingPosition[],
  nearestCity: (position: TrackingPosition) => GeoPoint | null,
): TrackingPosition[] => {
  const trail: TrackingPosition[] = [];
  for (const position of positions) {
    const city = nearestCity(position);
    if (!city) continue;
    const last = trail.at(-1);
    const point = { latitude: city.latitude, longitude: city.longitude, at: position.at };
    if (last && last.latitude === city.latitude && last.longitude === city.longitude)
      trail[trail.length - 1] = point;
    else trail.push(point);
  }
  return trail;
};

/**
 * The shipper's tracking answer cut down to what the customer may see, field by field, so that
 * nothing added to the shipper's answer later reaches the public page unseen: the milestones
 * without who reported them, the estimate, the stops' cities, and the truck's newest position
 * told by its nearest city and time alone, its trail by the cities it passed (`cityTrail`). The
 * carrier, crew, coordinates of the truck and proof of delivery stay out. The server and the
 * mocks answer it alike.
 */
export const publicTrackingOf = (
  tracking: ShipmentTracking,
  status: PublicStatus,
  expiresAt: Date | null,
  trail: TrackingPosition[],
): PublicTracking => ({
  status,
  milestones: tracking.milestones.map(publicMilestone),
  eta: tracking.eta,
  last_seen: tracking.last_position && {
    near_city: tracking.last_position.near_city,
    at: tracking.last_position.at,
  },
  trail,
  pickup: tracking.pickup,
  dropoff: tracking.dropoff,
  expires_at: expiresAt?.toISOString() ?? null,
});
