import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Feature, FeatureCollection, Geometry, MultiLineString, Position } from 'geojson';
import { format, resolveConfig } from 'prettier';
import { feature, mesh, quantize } from 'topojson-client';
import { topology } from 'topojson-server';
import { presimplify, quantile, simplify, sphericalTriangleArea } from 'topojson-simplify';
import type { Triangle } from 'topojson-simplify';
import type { GeometryCollection, Objects, Topology } from 'topojson-specification';

/*
 * `npm run map:atlas` writes the lane map's atlas, src/components/laneMap/northAmerica.json, from
 * the us-atlas and world-atlas packages. Their files cover the world or every county; the map
 * needs North America, simplified to what a card-sized map shows. The result is kept with the
 * code, so the build does not depend on the atlases; run this again when they change.
 */

type Atlas = Topology<{ [name: string]: GeometryCollection }>;

const OUT = path.resolve(__dirname, '../src/components/laneMap/northAmerica.json');

/**
 * The countries a lane's map can reach into (world-atlas ids, ISO 3166 numeric): the United
 * States, its neighbours, and the islands and countries in sight of a lane near their borders.
 */
const NORTH_AMERICA = new Set([
  '840', // United States
  '124', // Canada
  '484', // Mexico
  '304', // Greenland
  '630', // Puerto Rico
  '044', // Bahamas
  '192', // Cuba
  '388', // Jamaica
  '332', // Haiti
  '214', // Dominican Republic
  '084', // Belize
  '320', // Guatemala
  '340', // Honduras
  '222', // El Salvador
  '558', // Nicaragua
]);

/**
 * The share of the points kept: some 32 KB gzipped, so that the shared tracking page, React and
 * the map together, stays within its 120 KB.
 */
const KEPT_POINTS = 0.4;

/**
 * North of this latitude lanes seldom go, yet over half the points lie there (the Arctic islands,
 * Hudson Bay, Alaska): they are worth a twentieth, so that the detail stays where the lanes are.
 */
const FAR_NORTH = 55;
const FAR_NORTH_WORTH = 0.05;

/** A grid of this many steps a side: some 600 m, under a unit of the most zoomed-in map. */
const QUANTIZATION = 3e4;

/** What removing a point would change: the triangle it makes with its neighbours. */
const worth = (triangle: Triangle): number =>
  sphericalTriangleArea(triangle) * (triangle[1][1] > FAR_NORTH ? FAR_NORTH_WORTH : 1);

/**
 * A country less its land east of the antimeridian: the last Aleutian islands would stretch the
 * atlas round the globe, and coarsen its grid, for a place no lane reaches.
 */
const westernOnly = (geometry: Geometry): Geometry => {
  if (geometry.type !== 'MultiPolygon') return geometry;
  const western = (ring: Position[]) => ring.every(([longitude = 0]) => longitude <= 0);
  return {
    ...geometry,
    coordinates: geometry.coordinates.filter(([outer = []]) => western(outer)),
  };
};

const readAtlas = (file: string): Atlas =>
  JSON.parse(readFileSync(require.resolve(file), 'utf8')) as Atlas;

const objectOf = (atlas: Atlas, name: string): GeometryCollection => {
  const object = atlas.objects[name];
  if (!object) throw new Error(`The atlas has no ${name}`);
  return object;
};

const build = async () => {
  const world = readAtlas('world-atlas/countries-50m.json');
  const countries = feature(world, objectOf(world, 'countries')) as FeatureCollection;
  // Land and shores come from one source: the Census states stop at the Great Lakes' shores and
  // Natural Earth's Canada does not, so lakes would show on one side of the border only.
  const land: FeatureCollection = {
    type: 'FeatureCollection',
    features: countries.features
      .filter((country) => NORTH_AMERICA.has(String(country.id)))
      .map((country): Feature => ({
        type: 'Feature',
        geometry: westernOnly(country.geometry),
        properties: null,
      })),
  };

  const us = readAtlas('us-atlas/states-10m.json');
  // The lines between two states only: the shores are the land's.
  const states: MultiLineString = mesh(us, objectOf(us, 'states'), (a, b) => a !== b);

  const weighted = presimplify(topology({ land, states }) as Topology<Objects>, worth);
  const simplified = quantize(simplify(weighted, quantile(weighted, KEPT_POINTS)), QUANTIZATION);
  const json = JSON.stringify(simplified);
  // Written as the repository formats its files, so that it passes the format check as it is.
  const options = { ...(await resolveConfig(OUT)), filepath: OUT };
  writeFileSync(OUT, await format(json, options));
  console.log(`${path.relative(process.cwd(), OUT)}: ${json.length} bytes of JSON`);
};

void build();
