import { SEARCH_RESULTS_LIMIT } from '../../src/contract/constants';
import { foldForSearch as fold } from '../../src/contract/searchText';
import type { City, Region } from '../../src/contract/types';
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

/** Largest cities first: a prefix such as "san" should offer San Antonio before San Marcos. */
export const searchCities = (prefix: string): City[] => {
  const folded = fold(prefix);
  if (!folded) return [];
  return CITIES.filter((city) => fold(city.name).startsWith(folded))
    .sort((a, b) => b.population - a.population)
    .slice(0, SEARCH_RESULTS_LIMIT)
    .map(toCity);
};

export const searchRegions = (prefix: string): Region[] => {
  const folded = fold(prefix);
  if (!folded) return [];
  return REGIONS.filter((region) => fold(region.name).startsWith(folded))
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, SEARCH_RESULTS_LIMIT);
};

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
