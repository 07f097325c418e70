import { cityName } from '@domain/placeNames';
import type { GeoPoint, TrackingPosition, TrackingStop } from '@domain/trackingTypes';

/** "Springfield, MO". */
export const stopPlace = ({ city }: TrackingStop): string => cityName(city);

/** "41.8781° N" */
export const formatLatitude = (latitude: number): string =>
  `${Math.abs(latitude).toFixed(4)}° ${latitude < 0 ? 'S' : 'N'}`;

/** "87.6298° W" */
export const formatLongitude = (longitude: number): string =>
  `${Math.abs(longitude).toFixed(4)}° ${longitude < 0 ? 'W' : 'E'}`;

/**
 * What the map shows, in words, for whoever cannot see it: "Lane map. Pickup in Chicago, IL;
 * dropoff in Dallas, TX. 3 positions reported; the truck is marked where it was last seen."
 * Without a trail to tell of (positions null), the stops alone.
 */
export const laneSummary = (
  title: string,
  {
    pickup,
    dropoff,
    positions,
    truck,
  }: {
    pickup: TrackingStop;
    dropoff: TrackingStop;
    positions: TrackingPosition[] | null;
    truck: GeoPoint | null;
  },
): string => {
  const lane = `${title}. Pickup in ${stopPlace(pickup)}; dropoff in ${stopPlace(dropoff)}.`;
  if (positions === null) return lane;
  const reported =
    positions.length === 0
      ? 'No position reported yet'
      : `${positions.length} ${positions.length === 1 ? 'position' : 'positions'} reported`;
  const truckShown = truck ? '; the truck is marked where it was last seen' : '';
  return `${lane} ${reported}${truckShown}.`;
};
