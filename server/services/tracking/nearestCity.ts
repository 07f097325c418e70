import { greatCircleMiles } from '@domain/pricing';
import type { GeoPoint } from '@domain/trackingTypes';
import type { City } from '@domain/types';
import type { Db } from '../../db/database';
import { cities } from '../../db/schema';

/*
 * The nearest city to a point, among the place data's 27,000. The table has no index on where its
 * cities are, and a scan of it costs milliseconds of the database's time on every call, so, as
 * the city pickers do, the cities are read once (they never change once loaded) and searched in
 * memory: kept in cells of a quarter of a degree each way, and looked for in a box around the
 * point that doubles until it holds a city within its reach.
 */

type CityPoint = City & GeoPoint;

/** The cities of each cell, by cellKey. */
type Grid = Map<number, CityPoint[]>;

const CELLS_PER_DEGREE = 4;
const COLUMNS = 360 * CELLS_PER_DEGREE;
/** The top row holds the pole too. */
const LAST_ROW = 90 * CELLS_PER_DEGREE - 1;
/** The first box reaches about 9 miles from the point: where towns are close, one is nearer. */
const FIRST_REACH_DEGREES = 1 / 8;
/** Half the way round the earth: every place is within it. */
const WHOLE_EARTH_DEGREES = 180;

const rowOf = (latitude: number) => Math.min(LAST_ROW, Math.floor(latitude * CELLS_PER_DEGREE));
const columnOf = (longitude: number) => Math.floor(longitude * CELLS_PER_DEGREE);
/** The key of a cell; a column past the 180th meridian is the one it wraps round to. */
const cellKey = (row: number, column: number) =>
  row * COLUMNS + (((column % COLUMNS) + COLUMNS) % COLUMNS);

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (radiansValue: number) => (radiansValue * 180) / Math.PI;

/** The miles of an arc of a great circle this many degrees long. */
const arcMiles = (arcDegrees: number) =>
  greatCircleMiles({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: arcDegrees });

/**
 * The nearest city among those of the cells that cover every point within `reach` degrees of arc
 * of the point, if it lies within that reach: any city outside the box lies beyond it. The
 * longitudes such a circle spans are ±asin(sin reach / cos latitude), or all of them when it
 * holds a pole.
 */
const nearestWithin = (grid: Grid, point: GeoPoint, reach: number): CityPoint | null => {
  const { latitude, longitude } = point;
  const spansPole = Math.abs(latitude) + reach >= 90;
  const sine = Math.sin(radians(reach)) / Math.cos(radians(latitude));
  const halfWidth = spansPole || sine >= 1 ? 180 : degrees(Math.asin(sine));
  const west = columnOf(longitude - halfWidth);
  const east = Math.min(west + COLUMNS - 1, columnOf(longitude + halfWidth));
  let nearest: CityPoint | null = null;
  let nearestMiles = Infinity;
  for (let row = rowOf(Math.max(-90, latitude - reach)); row <= rowOf(latitude + reach); row++)
    for (let column = west; column <= east; column++)
      for (const city of grid.get(cellKey(row, column)) ?? []) {
        const miles = greatCircleMiles(point, city);
        if (miles < nearestMiles) [nearest, nearestMiles] = [city, miles];
      }
  return nearestMiles <= arcMiles(reach) ? nearest : null;
};

const loadGrid = async (db: Db): Promise<Grid> => {
  const rows = await db
    .select({
      id: cities.id,
      name: cities.name,
      region_code: cities.regionCode,
      country_code: cities.countryCode,
      latitude: cities.latitude,
      longitude: cities.longitude,
    })
    .from(cities);
  const grid: Grid = new Map();
  for (const city of rows) {
    const key = cellKey(rowOf(city.latitude), columnOf(city.longitude));
    const cell = grid.get(key);
    if (cell) cell.push(city);
    else grid.set(key, [city]);
  }
  return grid;
};

const grids = new WeakMap<Db, Promise<Grid>>();

const gridOf = (db: Db): Promise<Grid> => {
  let grid = grids.get(db);
  if (!grid) {
    grid = loadGrid(db);
    grids.set(db, grid);
    grid.catch(() => grids.delete(db));
  }
  return grid;
};

const nearestIn = (grid: Grid, point: GeoPoint): CityPoint | null => {
  for (let reach = FIRST_REACH_DEGREES; ; reach = Math.min(2 * reach, WHOLE_EARTH_DEGREES)) {
    const nearest = nearestWithin(grid, point, reach);
    if (nearest) return nearest;
    if (reach === WHOLE_EARTH_DEGREES) return null;
  }
};

/** The place data's city nearest to the point; null only when there are no cities at all. */
export const nearestCity = async (db: Db, point: GeoPoint): Promise<City | null> => {
  const nearest = nearestIn(await gridOf(db), point);
  if (!nearest) return null;
  const { id, name, region_code, country_code } = nearest;
  return { id, name, region_code, country_code };
};

/**
 * Where the city nearest each point lies, for placing a truck by cities alone; loaded once, then
 * searched without waiting for each point.
 */
export const nearestCityPlacer = async (db: Db): Promise<(point: GeoPoint) => GeoPoint | null> => {
  const grid = await gridOf(db);
  return (point) => {
    const nearest = nearestIn(grid, point);
    return nearest && { latitude: nearest.latitude, longitude: nearest.longitude };
  };
};
