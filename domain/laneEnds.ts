/**
 * Whether a lane's two ends are one city: there is then no lane to quote, map or book. On its own,
 * free of the schemas, so that the landing page's quote can ask without bringing yup along.
 */
export const sameCityAtBothEnds = (
  pickup: number | null | undefined,
  dropoff: number | null | undefined,
): boolean => Boolean(pickup) && pickup === dropoff;
