import { useMemo } from 'react';
import { geoPath } from 'd3-geo';
import type { GeoPoint, TrackingPosition, TrackingStop } from '@domain/trackingTypes';
import { COASTS, COUNTRY_BORDERS, LAND, STATE_BORDERS } from './atlas';
import { LaneMapTable } from './LaneMapTable';
import { MAP_HEIGHT, MAP_WIDTH, TOGGLE_HEIGHT } from './laneMapSize';
import { laneSummary, stopPlace } from './laneMapTexts';
import { fitLane, lonLat } from './laneProjection';
import { LANE_MAP_TOKENS as token } from './laneMapTokens';

export type LaneMapProps = {
  pickup: TrackingStop;
  dropoff: TrackingStop;
  /**
   * The trail, oldest first; null where the page tells where the truck is some other way (the
   * shared tracking page, to the nearest city), so that the map says nothing of a trail.
   */
  positions?: TrackingPosition[] | null;
  truck?: GeoPoint | null;
  /** What the map is of, first in its description: "The lane of LD-1024". */
  title: string;
};

const NO_POSITIONS: TrackingPosition[] = [];

const LABEL_SIZE = 13;
/** A label's width is guessed from its length: the SVG is drawn before any text is measured. */
const CHARACTER_WIDTH = LABEL_SIZE * 0.6;
const MARKER_RADIUS = 7;

type Label = { x: number; y: number; lines: [string, string] };

/**
 * A stop's name and role, above the marker of the upper stop and below the lower one, so that the
 * two never meet; moved in from the edges to stay whole.
 */
const stopLabel = ([x, y]: [number, number], above: boolean, lines: [string, string]): Label => {
  const half = (Math.max(...lines.map((line) => line.length)) * CHARACTER_WIDTH) / 2;
  const gap = MARKER_RADIUS + 6;
  return {
    x: Math.min(Math.max(x, half + 4), MAP_WIDTH - half - 4),
    y: above ? y - gap - LABEL_SIZE * 1.2 : y + gap + LABEL_SIZE,
    lines,
  };
};

/**
 * A lane on a map of North America: US states, Canada and Mexico, the two stops named, the
 * straight line between them (the great circle), the positions the truck reported and the truck
 * where it was last seen, fitted to the lane. One image to assistive technology, described in
 * words, with the same points offered as a table below it.
 */
const LaneMap = ({
  pickup,
  dropoff,
  positions: reported = NO_POSITIONS,
  truck = null,
  title,
}: LaneMapProps) => {
  const positions = reported ?? NO_POSITIONS;
  const drawing = useMemo(() => {
    const projection = fitLane(pickup, dropoff, truck ? [...positions, truck] : positions);
    const path = geoPath(projection).digits(1);
    const at = (point: GeoPoint): [number, number] => projection(lonLat(point)) ?? [0, 0];
    const [from, to] = [at(pickup), at(dropoff)];
    const pickupAbove = from[1] <= to[1];
    return {
      land: path(LAND) ?? '',
      coasts: path(COASTS) ?? '',
      countryBorders: path(COUNTRY_BORDERS) ?? '',
      stateBorders: path(STATE_BORDERS) ?? '',
      lane: path({ type: 'LineString', coordinates: [lonLat(pickup), lonLat(dropoff)] }) ?? '',
      trail: path({ type: 'LineString', coordinates: positions.map(lonLat) }) ?? '',
      dots: positions.map(at),
      from,
      to,
      truck: truck && at(truck),
      labels: [
        stopLabel(from, pickupAbove, ['Pickup', stopPlace(pickup)]),
        stopLabel(to, !pickupAbove, ['Dropoff', stopPlace(dropoff)]),
      ],
    };
  }, [pickup, dropoff, positions, truck]);

  const summary = laneSummary(title, { pickup, dropoff, positions: reported, truck });
  const halo = {
    stroke: token.colorBgContainer,
    strokeWidth: 4,
    strokeLinejoin: 'round',
    paintOrder: 'stroke',
  } as const;

  return (
    <div>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        style={{
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: `${MAP_WIDTH} / ${MAP_HEIGHT}`,
          borderRadius: token.borderRadiusLG,
          background: token.colorInfoBg,
          fontFamily: token.fontFamily,
        }}
      >
        <path d={drawing.land} fill={token.colorBgContainer} />
        <path
          d={drawing.stateBorders}
          fill="none"
          stroke={token.colorBorder}
          strokeWidth={1}
          strokeDasharray="4 3"
        />
        <path d={drawing.countryBorders} fill="none" stroke={token.colorTextQuaternary} />
        <path d={drawing.coasts} fill="none" stroke={token.colorInfoBorder} />
        <path
          d={drawing.lane}
          fill="none"
          stroke={token.colorTextTertiary}
          strokeWidth={2}
          strokeDasharray="6 5"
        />
        <path
          d={drawing.trail}
          fill="none"
          stroke={token.colorPrimary}
          strokeWidth={3}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
        {drawing.dots.map(([x, y], index) => (
          <circle
            key={index}
            cx={x}
            cy={y}
            r={3}
            fill={token.colorPrimary}
            stroke={token.colorBgContainer}
          />
        ))}
        <circle
          cx={drawing.from[0]}
          cy={drawing.from[1]}
          r={MARKER_RADIUS - 1}
          fill={token.colorBgContainer}
          stroke={token.colorText}
          strokeWidth={3}
        />
        <circle
          cx={drawing.to[0]}
          cy={drawing.to[1]}
          r={MARKER_RADIUS}
          fill={token.colorText}
          stroke={token.colorBgContainer}
          strokeWidth={2}
        />
        {drawing.truck && (
          <g transform={`translate(${drawing.truck[0]} ${drawing.truck[1]})`}>
            <circle
              r={12}
              fill={token.colorPrimary}
              stroke={token.colorBgContainer}
              strokeWidth={2}
            />
            {/* A box truck facing right: trailer, cab, two wheels. */}
            <g fill={token.colorBgContainer}>
              <rect x={-7} y={-5} width={8} height={7} rx={1} />
              <path d="M2 -2 h3 l2 3 v3 h-5 z" />
              <circle cx={-4} cy={4} r={1.8} />
              <circle cx={4} cy={4} r={1.8} />
            </g>
          </g>
        )}
        {drawing.labels.map(({ x, y, lines: [role, place] }) => (
          <text key={role} x={x} y={y} textAnchor="middle" fontSize={LABEL_SIZE} {...halo}>
            <tspan x={x} fill={token.colorTextSecondary}>
              {role}
            </tspan>
            <tspan x={x} dy="1.2em" fill={token.colorText} fontWeight={token.fontWeightStrong}>
              {place}
            </tspan>
          </text>
        ))}
      </svg>
      <details>
        <summary
          style={{
            marginTop: token.marginXS,
            height: TOGGLE_HEIGHT,
            lineHeight: `${TOGGLE_HEIGHT}px`,
            cursor: 'pointer',
            color: token.colorLink,
          }}
        >
          Stops and positions as a table
        </summary>
        <LaneMapTable
          pickup={pickup}
          dropoff={dropoff}
          positions={positions}
          truck={truck}
          label={`${title}: stops and positions`}
        />
      </details>
    </div>
  );
};

export default LaneMap;
