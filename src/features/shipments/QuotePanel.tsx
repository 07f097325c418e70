import type { ReactNode } from 'react';
import dayjs from 'dayjs';
import { Alert, Card, Descriptions, Spin, Typography } from 'antd';
import { EQUIPMENT_LABELS } from '@domain/constants';
import { STANDARD_LEAD_DAYS } from '@domain/pickupDayPricing';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { Equipment, Quote } from '@domain/types';
import { InfoTip } from '../../components/InfoTip';
import { formatPerMile, formatUsd } from '../../lib/format';
import { formatKg, formatMiles, formatTransitDays } from './laneText';

type Props = {
  quote: Quote | undefined;
  /** Whether one city was picked at both ends: no lane to quote. */
  sameCity: boolean;
  fetching: boolean;
  equipment: Equipment;
  /** Whether the shipper picked the day priced, rather than the quote taking the usual one. */
  dayPicked: boolean;
  /** How long the price holds. */
  hold?: ReactNode;
  /** A change of the price to tell of, above it. */
  notice?: ReactNode;
};

const dayOf = (date: string) => dayjs(date).format('ddd, MMM D');

/**
 * The price of the lane picked so far, for the pickup day, as the panel's headline; under it the
 * distance, transit time, the price itemised with its rate per mile, and the load's emissions
 * with how they were worked out.
 */
export const QuotePanel = ({
  quote,
  sameCity,
  fetching,
  equipment,
  dayPicked,
  hold,
  notice,
}: Props) => (
  <Card title="Your quote" extra={!fetching && quote && hold}>
    <div aria-live="polite" style={{ minHeight: 120 }}>
      {sameCity ? (
        <Alert type="warning" showIcon title={SERVER_MESSAGES.sameCity} />
      ) : fetching ? (
        <Spin aria-label="Getting your quote" />
      ) : quote ? (
        <>
          {notice && <div style={{ marginBottom: 12 }}>{notice}</div>}
          <div style={{ marginBottom: 12 }}>
            <Typography.Text type="secondary">{EQUIPMENT_LABELS[equipment]} price</Typography.Text>
            <div>
              <Typography.Text strong style={{ fontSize: 32, lineHeight: 1.25 }}>
                {formatUsd(quote.base_price)}
              </Typography.Text>
            </div>
          </div>
          <Descriptions column={1} size="small">
            <Descriptions.Item label="Distance">{formatMiles(quote.miles)}</Descriptions.Item>
            <Descriptions.Item label="Transit time">
              {formatTransitDays(quote.min_transit_time)}
            </Descriptions.Item>
            <Descriptions.Item label="Pickup day priced">
              {dayPicked ? (
                dayOf(quote.pickup_date)
              ) : (
                <>
                  {`${dayOf(quote.pickup_date)}, in ${STANDARD_LEAD_DAYS} days`}
                  <InfoTip label="Why this day">
                    {`No pickup day is picked yet, so the price is for the usual lead time of ${STANDARD_LEAD_DAYS} days from today. Pick a day to price that one.`}
                  </InfoTip>
                </>
              )}
            </Descriptions.Item>
            {quote.line_items.map((item) => (
              <Descriptions.Item key={item.kind} label={item.label}>
                {formatUsd(item.amount)} ({formatPerMile(item.rate_per_mile)})
              </Descriptions.Item>
            ))}
            <Descriptions.Item label="All-in rate">
              {formatPerMile(quote.all_in_per_mile)}
            </Descriptions.Item>
            <Descriptions.Item label="Emissions">
              {formatKg(quote.co2e_kg)} CO2e
              <InfoTip label="How the emissions are worked out">{quote.co2e_method}</InfoTip>
            </Descriptions.Item>
          </Descriptions>
        </>
      ) : (
        <Typography.Text type="secondary">
          Pick the pickup and dropoff cities to see the distance, transit time and price.
        </Typography.Text>
      )}
    </div>
  </Card>
);
