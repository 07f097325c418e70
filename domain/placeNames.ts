import type { City } from './types';

/** "Springfield, MO": a city as a shipper names it. */
export const cityName = (city: Pick<City, 'name' | 'region_code'>): string =>
  `${city.name}, ${city.region_code}`;
