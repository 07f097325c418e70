/*
 * On its own, free of the schemas and the message lists, so that the landing page's quote can ask
 * and say it without bringing them along.
 */

/** What the shipper reads, on the dropoff, when one city is at both ends. */
export const SAME_CITY_MESSAGE =
  'Pickup and dropoff are the same city. Pick a different dropoff city.';

/** Whether a lane's two ends are one city: there is then no lane to quote, map or book. */
export const sameCityAtBothEnds = (
  pickup: number | null | undefined,
  dropoff: number | null | undefined,
): boolean => Boolean(pickup) && pickup === dropoff;
