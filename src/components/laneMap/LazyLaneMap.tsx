import { lazy, Suspense } from 'react';
import type { LaneMapProps } from './LaneMap';
import { MAP_HEIGHT, MAP_WIDTH, TOGGLE_HEIGHT } from './laneMapSize';
import { LANE_MAP_TOKENS as token } from './laneMapTokens';

// Its own chunk, with d3-geo and the atlas: only the pages that show a lane download them.
const LaneMap = lazy(() => import(/* webpackChunkName: "lane-map" */ './LaneMap'));

/** The map's frame and the line of its table's toggle, the size they will be once drawn. */
const MapFrame = () => (
  <div role="status" aria-label="Loading the map">
    <div
      style={{
        width: '100%',
        aspectRatio: `${MAP_WIDTH} / ${MAP_HEIGHT}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorFillQuaternary,
      }}
    />
    <div style={{ marginTop: token.marginXS, height: TOGGLE_HEIGHT }} />
  </div>
);

/** The lane's map, loaded with its atlas when first shown; its frame keeps the place meanwhile. */
export const LazyLaneMap = (props: LaneMapProps) => (
  <Suspense fallback={<MapFrame />}>
    <LaneMap {...props} />
  </Suspense>
);
