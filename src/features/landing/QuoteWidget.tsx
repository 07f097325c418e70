import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Spin } from 'antd';
import { useGetQuoteQuery } from '../../api/api';
import { CityPicker } from '../../components/CityPicker';
import { FieldFrame } from '../../components/form/FieldFrame';
import { Heading } from '../../components/Heading';
import { KeyFigure } from '../../components/KeyFigure';
import { Panel } from '../../components/Panel';
import { DEFAULT_EQUIPMENT } from '@domain/constants';
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
    <Panel
      title={
        // A heading between the page's title and the quote below it keeps the outline in order.
        <Heading level={2} style={{ margin: 0, fontSize: 'inherit', lineHeight: 'inherit' }}>
          Get an instant quote
        </Heading>
      }
    >
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>
        <FieldFrame label="Ship From" htmlFor="ship-from">
          <CityPicker id="ship-from" value={from} onChange={(city) => setFrom(city?.id ?? null)} />
        </FieldFrame>
        <FieldFrame label="Ship To" htmlFor="ship-to">
          <CityPicker id="ship-to" value={to} onChange={(city) => setTo(city?.id ?? null)} />
        </FieldFrame>
      </div>
      <div aria-live="polite" style={{ minHeight: 72 }}>
        {lane && isFetching ? (
          <Spin aria-label="Getting your quote" />
        ) : lane && quote ? (
          <KeyFigure
            caption={`Dry van base price · ${quote.miles.toLocaleString('en-US')} miles · ${quote.min_transit_time} day${quote.min_transit_time === 1 ? '' : 's'}`}
            value={formatUsd(quote.base_price)}
          />
        ) : (
          <Heading level={3} secondary style={{ margin: 0 }}>
            Get Quote
          </Heading>
        )}
      </div>
    </Panel>
  );
};
