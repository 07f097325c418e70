import { Card, Descriptions, Flex, Typography } from 'antd';
import type { ShipmentTracking } from '@domain/trackingTypes';
import { LazyLaneMap } from '../../../../components/laneMap/LazyLaneMap';
import { timeAgo } from '../../../../lib/timeAgo';
import { ArrivalEstimate } from './ArrivalEstimate';
import { isReported } from './reported';
import { cityName } from '@domain/placeNames';
import { formatZonedMoment } from '@domain/zonedMoment';
import { useNow } from './useNow';

const MINUTE_MS = 60_000;

/** What no estimate means at each point of the journey. */
const noEstimate = (tracking: ShipmentTracking): string => {
  if (isReported(tracking, 'delivered')) return 'Delivered';
  if (!isReported(tracking, 'departed_pickup')) return 'Once the truck leaves the pickup';
  return 'Not known until the truck reports where it is';
};

/** The milestone reported last in the journey's order, with when it happened. */
const latestReported = (tracking: ShipmentTracking) =>
  tracking.milestones.findLast(
    (milestone): milestone is typeof milestone & { at: string } => milestone.at !== null,
  );

type Props = { shipmentId: number; tracking: ShipmentTracking };

/**
 * Where the truck was last seen, how long ago by the app's clock, and when it should reach the
 * drop-off; the lane and the truck's trail on the map.
 */
export const TruckLocation = ({ shipmentId, tracking }: Props) => {
  const now = useNow(MINUTE_MS);
  const { last_position: last, eta } = tracking;
  const latest = latestReported(tracking);
  return (
    <Card title="Tracking" role="region" aria-label="Tracking">
      <Flex vertical gap={16}>
        <Descriptions
          column={1}
          size="small"
          items={[
            {
              key: 'position',
              label: 'Last position',
              children: last ? (
                <Typography.Text>
                  {`near ${cityName(last.near_city)}, `}
                  <time dateTime={last.at}>{timeAgo(last.at, now)}</time>
                </Typography.Text>
              ) : (
                'No position reported yet'
              ),
            },
            {
              key: 'milestone',
              label: 'Latest milestone',
              children: latest ? (
                <Typography.Text>
                  {`${latest.label}, `}
                  <time dateTime={latest.at}>{formatZonedMoment(latest.at, latest.time_zone)}</time>
                </Typography.Text>
              ) : (
                'None reported yet'
              ),
            },
            {
              key: 'eta',
              label: 'Estimated arrival',
              children: eta ? <ArrivalEstimate eta={eta} /> : noEstimate(tracking),
            },
          ]}
        />
        <LazyLaneMap
          pickup={tracking.pickup}
          dropoff={tracking.dropoff}
          positions={tracking.positions}
          truck={last}
          title={`The lane of shipment #${shipmentId}`}
        />
      </Flex>
    </Card>
  );
};
