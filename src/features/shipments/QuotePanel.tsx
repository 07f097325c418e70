import { Card, Descriptions, Spin, Typography } from 'antd';
import { EQUIPMENT_LABELS } from '@domain/constants';
import type { Equipment, Quote } from '@domain/types';
import { formatUsd } from '../../lib/format';
import { formatMiles, formatTransitDays } from './laneText';

type Props = { quote: Quote | undefined; fetching: boolean; equipment: Equipment };

/** Distance, transit time and price of the lane picked so far. */
export const QuotePanel = ({ quote, fetching, equipment }: Props) => (
  <Card title="Your quote">
    <div aria-live="polite" style={{ minHeight: 120 }}>
      {fetching ? (
        <Spin aria-label="Getting your quote" />
      ) : quote ? (
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Distance">{formatMiles(quote.miles)}</Descriptions.Item>
          <Descriptions.Item label="Transit time">
            {formatTransitDays(quote.min_transit_time)}
          </Descriptions.Item>
          <Descriptions.Item label={`${EQUIPMENT_LABELS[equipment]} price`}>
            <Typography.Text strong style={{ fontSize: 20 }}>
              {formatUsd(quote.base_price)}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      ) : (
        <Typography.Text type="secondary">
          Pick the pickup and dropoff cities to see the distance, transit time and price.
        </Typography.Text>
      )}
    </div>
  </Card>
);
