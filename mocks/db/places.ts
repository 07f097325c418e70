import { cityOutranks, regionOutranks } from '@domain/placeRanking';
import { createPrefixIndex } from '@domain/prefixIndex';
import { REGIONS } from '@domain/regions';
import { timeZoneOfRegion } from '@domain/timeZones';
import type { TrackingStop } from '@domain/trackingTypes';
import type { City, Region } from '@domain/types';
import type { CityRecord } from '../data/cities';
import { CITIES } from '../data/cities';

/** The server stores the regions in the list's order: a region's id is its place, from 1. */
const REGION_ANSWERS: Region[] = REGIONS.map((region, index) => ({
  id: index + 1,
  name: region.name,
  countryCode: region.country,
}));

const cityById = new Map(CITIES.map((city) => [city.id, city]));

export const findCity = (id: number): CityRecord | undefined => cityById.get(id);

export const findRegion = (id: number): Region | undefined => REGION_ANSWERS[id - 1];

export const toCity = ({ id, name, region_code, country_code }: CityRecord): City => ({
  id,
  name,
  region_code,
  country_code,
});

/** A city placed on the map and on its clock, as the server answers it; none for an unknown id. */
export const placeCity = (id: number): TrackingStop | undefined => {
  const city = findCity(id);
  return (
    city && {
      city: toCity(city),
      time_zone: timeZoneOfRegion(city.country_code, city.region_code),
      latitude: city.latitude,
      longitude: city.longitude,
    }
  );
};

const cityIndex = createPrefixIndex(CITIES, (city) => city.name, cityOutranks);
const regionIndex = createPrefixIndex(REGION_ANSWERS, (region) => region.name, regionOutranks);

/** The likeliest first, as the server ranks them (domain/placeRanking). */
export const searchCities = (prefix: string): City[] => cityIndex.search(prefix).map(toCity);

export const searchRegions = (prefix: string): Region[] => regionIndex.search(prefix);

/** For seeds and tests, which name places: the largest city of that name, in that region if given. */
export const cityNamed = (name: string, regionCode?: string): CityRecord => {
  const city = CITIES.filter(
    (candidate) =>
      candidate.name === name && (regionCode === undefined || candidate.region_code === regionCode),
  ).sort((a, b) => b.population - a.population)[0];
  if (!city) throw new Error(`No city named ${name} among the mocks' cities.`);
  return city;
};

export const regionAt = (country: string, code: string): Region => {
  const index = REGIONS.findIndex((region) => region.country === country && region.code === code);
  const region = REGION_ANSWERS[index];
  if (!region) throw new Error(`No region ${code} in ${country}.`);
  return region;
};
