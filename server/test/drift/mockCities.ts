import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CityRow } from '../../../mocks/data/cities';
import { northAmericanCities } from '../../data/loadPlaces';

/** The mocks' cities: a few hundred rows picked from the server's data set. */
export const MOCK_CITIES_FILE = path.join(__dirname, '../../../mocks/data/cities.json');

export const readMockCityRows = (): CityRow[] =>
  JSON.parse(readFileSync(MOCK_CITIES_FILE, 'utf8')) as CityRow[];

/**
 * The server's cities as mock rows, under the ids the server gives them: it stores the data set
 * in this order on a fresh database, so an id is the place in the list, counted from 1.
 */
export const serverCityRows = (): CityRow[] =>
  northAmericanCities().map((city, index) => [
    index + 1,
    city.name,
    city.regionCode,
    city.countryCode,
    city.latitude,
    city.longitude,
    city.population,
  ]);

const keyOf = ([, name, region, country]: CityRow) => `${name}, ${region}, ${country}`;

/**
 * The mock rows again from the server's data, each found by its name, region and country: what
 * to run after the data set changes, or after adding a row (any id and numbers) to pick a city.
 */
export const rederiveMockCities = (): CityRow[] => {
  const byKey = new Map(serverCityRows().map((row) => [keyOf(row), row]));
  return readMockCityRows().map((row) => {
    const found = byKey.get(keyOf(row));
    if (!found) throw new Error(`The server has no city ${keyOf(row)}.`);
    return found;
  });
};

/** One row a line: the file stays small and a change reads as one line per city. */
export const writeMockCityRows = (rows: CityRow[]): void =>
  writeFileSync(MOCK_CITIES_FILE, `[\n${rows.map((row) => JSON.stringify(row)).join(',\n')}\n]\n`);
