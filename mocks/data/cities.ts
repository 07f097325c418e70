import type { Point } from '@domain/pricing';
import type { City } from '@domain/types';
import rows from './cities.json';

/** A city as the store keeps it: the wire City plus what the quote and the ranking need. */
export type CityRecord = City & Point & { population: number };

export type CityRow = [
  id: number,
  name: string,
  regionCode: string,
  countryCode: string,
  latitude: number,
  longitude: number,
  population: number,
];

/*
 * A few hundred of the server's cities, under the ids the server gave them when they were picked:
 * the data set is too large for the browser. They are kept as they are until the mocks retire.
 */
export const CITIES: CityRecord[] = (rows as CityRow[]).map(
  ([id, name, region_code, country_code, latitude, longitude, population]) => ({
    id,
    name,
    region_code,
    country_code,
    latitude,
    longitude,
    population,
  }),
);
