import type { Feature, FeatureCollection, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type {
  GeometryCollection,
  MultiLineString as Lines,
  Topology,
} from 'topojson-specification';
import northAmerica from './northAmerica.json';

/*
 * North America's land, its countries' borders and the lines between US states, decoded once when
 * the map's chunk loads. The atlas is made by `npm run map:atlas` (scripts/buildLaneMapAtlas.ts).
 */

type NorthAmerica = Topology<{ land: GeometryCollection; states: Lines }>;

const atlas = northAmerica as unknown as NorthAmerica;

export const LAND: FeatureCollection = feature(atlas, atlas.objects.land);

/** The shores: the arcs that bound one country only. */
export const COASTS: MultiLineString = mesh(atlas, atlas.objects.land, (a, b) => a === b);

export const COUNTRY_BORDERS: MultiLineString = mesh(atlas, atlas.objects.land, (a, b) => a !== b);

export const STATE_BORDERS: Feature = feature(atlas, atlas.objects.states);
