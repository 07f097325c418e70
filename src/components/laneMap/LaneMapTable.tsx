import type { CSSProperties } from 'react';
import { formatZonedMoment } from '@domain/zonedMoment';
import type { GeoPoint, TrackingPosition, TrackingStop } from '@domain/trackingTypes';
import type { IsoDateTime } from '@domain/types';
import { formatLatitude, formatLongitude, stopPlace } from './laneMapTexts';
import { LANE_MAP_TOKENS as token } from './laneMapTokens';

type Props = {
  pickup: TrackingStop;
  dropoff: TrackingStop;
  positions: TrackingPosition[];
  truck: GeoPoint | null;
  label: string;
};

type Row = GeoPoint & { key: string; point: string; at: IsoDateTime | null };

/** The stops and the trail in the order of the journey, the truck last seen before the drop-off. */
const rowsOf = ({ pickup, dropoff, positions, truck }: Props): Row[] => [
  { ...pickup, key: 'pickup', point: `Pickup: ${stopPlace(pickup)}`, at: null },
  ...positions.map((position, index) => ({
    ...position,
    key: `position-${index}`,
    point: 'Position reported',
  })),
  ...(truck ? [{ ...truck, key: 'truck', point: 'Truck, last seen', at: null }] : []),
  { ...dropoff, key: 'dropoff', point: `Dropoff: ${stopPlace(dropoff)}`, at: null },
];

/** Past this many rows the table scrolls within its own box, below the map. */
const MAX_HEIGHT = 320;

/**
 * The map's points as a table, for whoever would rather read them: drawn as antd's small Table
 * is, without its code, since it needs no sorting, paging or selection.
 */
export const LaneMapTable = (props: Props) => {
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  const cell: CSSProperties = {
    padding: `${token.paddingXS}px ${token.paddingXS}px`,
    borderBottom: border,
    textAlign: 'start',
  };
  const head: CSSProperties = {
    ...cell,
    background: token.colorFillAlter,
    color: token.colorTextHeading,
    fontWeight: token.fontWeightStrong,
  };
  const number: CSSProperties = { ...cell, textAlign: 'end', whiteSpace: 'nowrap' };
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={props.label}
      style={{ maxHeight: MAX_HEIGHT, overflow: 'auto', marginTop: token.marginXS }}
    >
      <table
        style={{
          width: '100%',
          borderCollapse: 'collapse',
          fontSize: token.fontSize,
          fontVariantNumeric: 'tabular-nums',
          color: token.colorText,
        }}
      >
        <thead style={{ position: 'sticky', top: 0 }}>
          <tr>
            <th scope="col" style={head}>
              Point
            </th>
            <th scope="col" style={head}>
              Time
            </th>
            <th scope="col" style={{ ...head, textAlign: 'end' }}>
              Latitude
            </th>
            <th scope="col" style={{ ...head, textAlign: 'end' }}>
              Longitude
            </th>
          </tr>
        </thead>
        <tbody>
          {rowsOf(props).map((row) => (
            <tr key={row.key}>
              <th scope="row" style={{ ...cell, fontWeight: 'normal' }}>
                {row.point}
              </th>
              <td style={cell}>
                {/* On the drop-off's clock, as the arrival estimate is. */}
                {row.at && (
                  <time dateTime={row.at}>
                    {formatZonedMoment(row.at, props.dropoff.time_zone)}
                  </time>
                )}
              </td>
              <td style={number}>{formatLatitude(row.latitude)}</td>
              <td style={number}>{formatLongitude(row.longitude)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
