import { and, asc, desc, eq, like, sql } from 'drizzle-orm';
import { SEARCH_RESULTS_LIMIT } from '../../src/contract/constants';
import { foldForSearch } from '../../src/contract/searchText';
import type { City, Region } from '../../src/contract/types';
import type { Db } from '../db/database';
import { cities, regions } from '../db/schema';

/** A LIKE pattern matching what starts with the text, whatever it holds. */
const prefixPattern = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const cityColumns = {
  id: cities.id,
  name: cities.name,
  region_code: cities.regionCode,
  country_code: cities.countryCode,
};

/** Cities whose name starts with the text, the exact name first, then the largest. */
export const searchCities = async (db: Db, text: string): Promise<City[]> => {
  const folded = foldForSearch(text);
  if (!folded) return [];
  return db
    .select(cityColumns)
    .from(cities)
    .where(like(cities.searchName, prefixPattern(folded)))
    .orderBy(desc(sql`${cities.searchName} = ${folded}`), desc(cities.population), asc(cities.id))
    .limit(SEARCH_RESULTS_LIMIT);
};

export const searchRegions = async (db: Db, text: string): Promise<Region[]> => {
  const folded = foldForSearch(text);
  if (!folded) return [];
  return db
    .select({ id: regions.id, name: regions.name, countryCode: regions.countryCode })
    .from(regions)
    .where(like(regions.searchName, prefixPattern(folded)))
    .orderBy(desc(sql`${regions.searchName} = ${folded}`), asc(regions.searchName), asc(regions.id))
    .limit(SEARCH_RESULTS_LIMIT);
};

export type CityPoint = City & { latitude: number; longitude: number };

export const findCity = async (db: Db, id: number): Promise<CityPoint | null> => {
  const [city] = await db
    .select({ ...cityColumns, latitude: cities.latitude, longitude: cities.longitude })
    .from(cities)
    .where(eq(cities.id, id))
    .limit(1);
  return city ?? null;
};

export const findRegion = async (db: Db, id: number): Promise<Region | null> => {
  const [region] = await db
    .select({ id: regions.id, name: regions.name, countryCode: regions.countryCode })
    .from(regions)
    .where(eq(regions.id, id))
    .limit(1);
  return region ?? null;
};

/** For seeds and tests: the largest city of that name in that region. */
export const cityNamed = async (db: Db, name: string, regionCode: string): Promise<CityPoint> => {
  const [city] = await db
    .select({ ...cityColumns, latitude: cities.latitude, longitude: cities.longitude })
    .from(cities)
    .where(and(eq(cities.name, name), eq(cities.regionCode, regionCode)))
    .orderBy(desc(cities.population))
    .limit(1);
  if (!city) throw new Error(`No city ${name}, ${regionCode}.`);
  return city;
};
