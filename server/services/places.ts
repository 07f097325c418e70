import { and, desc, eq } from 'drizzle-orm';
import { createPrefixIndex } from '@domain/prefixIndex';
import type { PrefixIndex } from '@domain/prefixIndex';
import { foldForSearch } from '@domain/searchText';
import type { City, Region } from '@domain/types';
import type { Db } from '../db/database';
import { cities, regions } from '../db/schema';

const cityColumns = {
  id: cities.id,
  name: cities.name,
  region_code: cities.regionCode,
  country_code: cities.countryCode,
};

export type CityPoint = City & { latitude: number; longitude: number };

type PlaceDirectory = {
  cities: PrefixIndex<CityPoint & { population: number }>;
  cityById: Map<number, CityPoint>;
  regions: PrefixIndex<Region>;
  regionById: Map<number, Region>;
};

/** Code-point order, as the database's C collation sorts. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const directories = new WeakMap<Db, Promise<PlaceDirectory>>();

const loadDirectory = async (db: Db): Promise<PlaceDirectory> => {
  const [cityRows, regionRows] = await Promise.all([
    db
      .select({
        ...cityColumns,
        latitude: cities.latitude,
        longitude: cities.longitude,
        population: cities.population,
      })
      .from(cities),
    db
      .select({ id: regions.id, name: regions.name, countryCode: regions.countryCode })
      .from(regions),
  ]);
  return {
    cities: createPrefixIndex(
      cityRows,
      (city) => city.name,
      (a, b) => b.population - a.population || a.id - b.id,
    ),
    cityById: new Map(cityRows.map(({ population: _population, ...city }) => [city.id, city])),
    regions: createPrefixIndex(
      regionRows,
      (region) => region.name,
      (a, b) => compareText(foldForSearch(a.name), foldForSearch(b.name)) || a.id - b.id,
    ),
    regionById: new Map(regionRows.map((region) => [region.id, region])),
  };
};

/**
 * Cities and regions never change once loaded, so they are read from the database once and
 * then searched in memory: a keystroke in a city picker costs no database round trip.
 */
const directoryOf = (db: Db): Promise<PlaceDirectory> => {
  let directory = directories.get(db);
  if (!directory) {
    directory = loadDirectory(db);
    directories.set(db, directory);
    directory.catch(() => directories.delete(db));
  }
  return directory;
};

/** Reads the places ahead of the first search, so that no shipper waits for it. */
export const preparePlaces = async (db: Db) => {
  await directoryOf(db);
};

/**
 * A transaction sees the places its database has: it searches them in the database's memory
 * instead of reading all of them again. Call it once the database's places are read.
 */
export const sharePlaces = (db: Db, tx: Db) => {
  directories.set(tx, directoryOf(db));
};

/** After the place tables are filled: the next search reads them again. */
export const forgetPlaces = (db: Db) => directories.delete(db);

const toCity = ({ id, name, region_code, country_code }: City): City => ({
  id,
  name,
  region_code,
  country_code,
});

/** Cities whose name starts with the text, the exact name first, then the largest. */
export const searchCities = async (db: Db, text: string): Promise<City[]> =>
  (await directoryOf(db)).cities.search(text).map(toCity);

export const searchRegions = async (db: Db, text: string): Promise<Region[]> =>
  (await directoryOf(db)).regions.search(text);

export const findCity = async (db: Db, id: number): Promise<CityPoint | null> =>
  (await directoryOf(db)).cityById.get(id) ?? null;

export const findRegion = async (db: Db, id: number): Promise<Region | null> =>
  (await directoryOf(db)).regionById.get(id) ?? null;

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
