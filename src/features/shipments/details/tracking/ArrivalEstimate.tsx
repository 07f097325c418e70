import { Flex, Typography } from 'antd';
import type { Eta } from '@domain/trackingTypes';
import { formatZonedMoment } from '@domain/zonedMoment';
import { EtaStateTag } from '../../../../components/EtaStateTag';

/** When the truck should be at the drop-off, on the drop-off's clock; how that stands, and why. */
export const ArrivalEstimate = ({ eta }: { eta: Eta }) => (
  <Flex vertical gap={4}>
    <Flex align="center" gap={8} wrap>
      <Typography.Text strong>
        <time dateTime={eta.at}>{formatZonedMoment(eta.at, eta.time_zone)}</time>
      </Typography.Text>
      <EtaStateTag state={eta.state} />
    </Flex>
    <Typography.Text type="secondary">{eta.explanation}</Typography.Text>
  </Flex>
);
