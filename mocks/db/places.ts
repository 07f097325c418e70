import { createPrefixIndex } from '@domain/prefixIndex';
import type { City, Region } from '@domain/types';
import type { CityRecord } from '../data/cities';
import { CITIES } from '../data/cities';
import { REGIONS } from '../data/regions';

export const findCity = (id: number): CityRecord | undefined =>
  CITIES.find((city) => city.id === id);

export const findRegion = (id: number): Region | undefined =>
  REGIONS.find((region) => region.id === id);

export const toCity = ({ id, name, region_code, country_code }: CityRecord): City => ({
  id,
  name,
  region_code,
  country_code,
});

const cityIndex = createPrefixIndex(
  CITIES,
  (city) => city.name,
  (a, b) => b.population - a.population,
);
const regionIndex = createPrefixIndex(
  REGIONS,
  (region) => region.name,
  (a, b) => a.name.localeCompare(b.name),
);

/** As the server ranks them: the exact name first, then the largest ("san": San Antonio first). */
export const searchCities = (prefix: string): City[] => cityIndex.search(prefix).map(toCity);

export const searchRegions = (prefix: string): Region[] => regionIndex.search(prefix);

/** For seeds and tests, which name places; the first listed wins (Portland, OR over Maine). */
export const cityNamed = (name: string): CityRecord => {
  const city = CITIES.find((candidate) => candidate.name === name);
  if (!city) throw new Error(`No city named ${name} in mocks/data/cities.ts.`);
  return city;
};

export const regionNamed = (name: string): Region => {
  const region = REGIONS.find((candidate) => candidate.name === name);
  if (!region) throw new Error(`No region named ${name} in mocks/data/regions.ts.`);
  return region;
};
