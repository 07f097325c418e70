import type { Point } from '@domain/pricing';
import type { City } from '@domain/types';
import { CANADIAN_CITIES } from './canadianCities';
import { MEXICAN_CITIES } from './mexicanCities';
import { US_CITIES } from './usCities';

/** A city as the store keeps it: the wire City plus what the quote and the ranking need. */
export type CityRecord = City & Point & { population: number };

/** name, ISO 3166-2 subdivision (without the country), latitude, longitude, population. */
export type CityRow = [
  name: string,
  regionCode: string,
  latitude: number,
  longitude: number,
  population: number,
];

const byCountry: [string, CityRow[]][] = [
  ['US', US_CITIES],
  ['CA', CANADIAN_CITIES],
  ['MX', MEXICAN_CITIES],
];

export const CITIES: CityRecord[] = byCountry
  .flatMap(([country_code, rows]) =>
    rows.map(([name, region_code, latitude, longitude, population]) => ({
      name,
      region_code,
      country_code,
      latitude,
      longitude,
      population,
    })),
  )
  .map((city, index) => ({ id: index + 1, ...city }));
