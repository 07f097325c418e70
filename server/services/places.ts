import { and, desc, eq } from 'drizzle-orm';
import { cityOutranks, regionOutranks } from '@domain/placeRanking';
import { createPrefixIndex } from '@domain/prefixIndex';
import type { PrefixIndex } from '@domain/prefixIndex';
import { isStoredId } from '@domain/storedId';
import { timeZoneOfRegion } from '@domain/timeZones';
import type { TrackingStop } from '@domain/trackingTypes';
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

const directories = new WeakMap<Db, Promise<PlaceDirectory>>();
/** The directories read in full, for lookups that must not wait for one. */
const readDirectories = new WeakMap<Db, PlaceDirectory>();

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
    cities: createPrefixIndex(cityRows, (city) => city.name, cityOutranks),
    cityById: new Map(cityRows.map(({ population: _population, ...city }) => [city.id, city])),
    regions: createPrefixIndex(regionRows, (region) => region.name, regionOutranks),
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
    directory.then(
      (read) => readDirectories.set(db, read),
      () => directories.delete(db),
    );
  }
  return directory;
};

/** Reads the places ahead of the first search, so that no shipper waits for it. */
export const preparePlaces = async (db: Db) => {
  await directoryOf(db);
};

/** After the place tables are filled: the next search reads them again. */
export const forgetPlaces = (db: Db) => {
  directories.delete(db);
  readDirectories.delete(db);
};

const toCity = ({ id, name, region_code, country_code }: City): City => ({
  id,
  name,
  region_code,
  country_code,
});

/** Cities whose name starts with the text, the likeliest first (domain/placeRanking). */
export const searchCities = async (db: Db, text: string): Promise<City[]> =>
  (await directoryOf(db)).cities.search(text).map(toCity);

export const searchRegions = async (db: Db, text: string): Promise<Region[]> =>
  (await directoryOf(db)).regions.search(text);

/*
 * A lookup by id does not wait for the places to be read: until they are (just after a start, or
 * inside a transaction, which on the embedded database cannot read through its parent), it asks
 * the database for the one row.
 */

export const findCity = async (db: Db, id: number): Promise<CityPoint | null> => {
  const directory = readDirectories.get(db);
  if (directory) return directory.cityById.get(id) ?? null;
  if (!isStoredId(id)) return null;
  const [city] = await db
    .select({ ...cityColumns, latitude: cities.latitude, longitude: cities.longitude })
    .from(cities)
    .where(eq(cities.id, id));
  return city ?? null;
};

export const findRegion = async (db: Db, id: number): Promise<Region | null> => {
  const directory = readDirectories.get(db);
  if (directory) return directory.regionById.get(id) ?? null;
  if (!isStoredId(id)) return null;
  const [region] = await db
    .select({ id: regions.id, name: regions.name, countryCode: regions.countryCode })
    .from(regions)
    .where(eq(regions.id, id));
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

/** A city placed on the map and on its clock: null for an id that names none. */
export const placeCity = async (db: Db, id: number): Promise<TrackingStop | null> => {
  const point = await findCity(db, id);
  if (!point) return null;
  const { latitude, longitude, ...city } = point;
  return {
    city,
    time_zone: timeZoneOfRegion(city.country_code, city.region_code),
    latitude,
    longitude,
  };
};
