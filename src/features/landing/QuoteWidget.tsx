import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Card, Col, Form, Row, Spin, Statistic, Typography } from 'antd';
import { useGetQuoteQuery } from '../../api/api';
import { CityPicker } from '../../components/CityPicker';
import { DEFAULT_EQUIPMENT } from '../../contract/constants';
import { formatUsd } from '../../lib/formatUsd';

/** The public instant quote: two cities give a live dry-van base price. */
export const QuoteWidget = () => {
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const lane =
    from && to
      ? { pickup_location: from, dropoff_location: to, equipment: DEFAULT_EQUIPMENT }
      : null;
  // A failed quote shows nothing rather than an error: the widget goes back to 'Get Quote'.
  const { currentData: quote, isFetching } = useGetQuoteQuery(lane ?? skipToken);

  return (
    <Card
      title={
        // A heading between the page's title and the quote below it keeps the outline in order.
        <Typography.Title
          level={2}
          style={{ margin: 0, fontSize: 'inherit', lineHeight: 'inherit' }}
        >
          Get an instant quote
        </Typography.Title>
      }
      style={{ width: '100%' }}
    >
      <Form layout="vertical" component={false}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item label="Ship From" htmlFor="ship-from">
              <CityPicker
                id="ship-from"
                value={from}
                onChange={(city) => setFrom(city?.id ?? null)}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="Ship To" htmlFor="ship-to">
              <CityPicker id="ship-to" value={to} onChange={(city) => setTo(city?.id ?? null)} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <div aria-live="polite" style={{ minHeight: 72 }}>
        {lane && isFetching ? (
          <Spin aria-label="Getting your quote" />
        ) : lane && quote ? (
          <Statistic
            title={`Dry van base price · ${quote.miles.toLocaleString('en-US')} miles · ${quote.min_transit_time} day${quote.min_transit_time === 1 ? '' : 's'}`}
            value={formatUsd(quote.base_price)}
          />
        ) : (
          <Typography.Title level={3} type="secondary" style={{ margin: 0 }}>
            Get Quote
          </Typography.Title>
        )}
      </div>
    </Card>
  );
};
