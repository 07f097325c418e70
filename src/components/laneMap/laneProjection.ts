import { geoAzimuthalEqualArea, geoCircle, geoInterpolate } from 'd3-geo';
import type { GeoProjection } from 'd3-geo';
import type { Feature } from 'geojson';
import type { GeoPoint } from '@domain/trackingTypes';
import { MAP_HEIGHT, MAP_WIDTH } from './laneMapSize';

/** The least the map shows round the lane's middle: a lane across town is not drawn street-size. */
const MIN_RADIUS_DEGREES = 1;

/** Room round the lane for the stops' labels: above the upper stop, below the lower, to the sides. */
const PAD_X = 80;
const PAD_Y = 50;

export type LonLat = [number, number];

export const lonLat = ({ longitude, latitude }: GeoPoint): LonLat => [longitude, latitude];

/**
 * A projection that shows the lane, every position reported and the truck with room to spare:
 * a short lane is zoomed in, a cross-country one shows the whole. Equal-area and centred on the
 * lane's middle, so that whatever part of the continent a lane crosses is drawn with the least
 * distortion; what falls outside the drawing is cut away.
 */
export const fitLane = (pickup: GeoPoint, dropoff: GeoPoint, others: GeoPoint[]): GeoProjection => {
  const middle = geoInterpolate(lonLat(pickup), lonLat(dropoff))(0.5);
  const shown: Feature[] = [
    {
      type: 'Feature',
      properties: null,
      geometry: {
        type: 'MultiPoint',
        coordinates: [pickup, dropoff, ...others].map(lonLat),
      },
    },
    {
      type: 'Feature',
      properties: null,
      geometry: geoCircle().center(middle).radius(MIN_RADIUS_DEGREES)(),
    },
  ];
  return geoAzimuthalEqualArea()
    .rotate([-middle[0], -middle[1]])
    .fitExtent(
      [
        [PAD_X, PAD_Y],
        [MAP_WIDTH - PAD_X, MAP_HEIGHT - PAD_Y],
      ],
      { type: 'FeatureCollection', features: shown },
    )
    .clipExtent([
      [0, 0],
      [MAP_WIDTH, MAP_HEIGHT],
    ]);
};
