import { skipToken } from '@reduxjs/toolkit/query';
import { Card, Skeleton, Typography } from 'antd';
import { useGetCityPlaceQuery } from '../../api/placesApi';
import { LazyLaneMap } from '../../components/laneMap/LazyLaneMap';
import { sameCityAtBothEnds } from '@domain/laneEnds';

const TITLE = 'Map of the lane';

/** The lane on the map once both cities are picked, before anything is booked. */
export const LanePreview = ({
  pickup,
  dropoff,
}: {
  pickup: number | null;
  dropoff: number | null;
}) => {
  // A field with no city reads empty, not null: only a city's id is asked for.
  const from = useGetCityPlaceQuery(pickup || skipToken);
  const to = useGetCityPlaceQuery(dropoff || skipToken);
  // One city at both ends is no lane: the quote panel says so, and no map of a point is drawn.
  if (!pickup || !dropoff || sameCityAtBothEnds(pickup, dropoff)) return null;
  const failed = from.isError || to.isError;
  return (
    <Card title={TITLE}>
      {from.currentData && to.currentData ? (
        <LazyLaneMap
          pickup={from.currentData}
          dropoff={to.currentData}
          positions={null}
          title={TITLE}
        />
      ) : failed ? (
        <Typography.Text type="secondary">The map could not be loaded.</Typography.Text>
      ) : (
        <Skeleton.Node active style={{ width: '100%', height: 240 }} />
      )}
    </Card>
  );
};
