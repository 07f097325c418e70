import { lazy, Suspense, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Flex, Spin, theme } from 'antd';
import { useGetQuoteQuery } from '../../api/api';
import { CityPicker } from '../../components/CityPicker';
import { FieldFrame } from '../../components/form/FieldFrame';
import { Heading } from '../../components/Heading';
import { KeyFigure } from '../../components/KeyFigure';
import { Panel } from '../../components/Panel';
import { DEFAULT_EQUIPMENT } from '@domain/constants';
import { SAME_CITY_MESSAGE, sameCityAtBothEnds } from '@domain/laneEnds';
import { formatUsd } from '../../lib/formatUsd';

// Its own chunk: it is drawn only once a lane is priced, so the landing page's first paint waits
// for none of it.
const BookLane = lazy(() => import('./BookLane'));

/** The public instant quote: two cities give a live dry-van base price. */
export const QuoteWidget = () => {
  const { token } = theme.useToken();
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const sameCity = sameCityAtBothEnds(from, to);
  const lane =
    from && to && !sameCity
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
      {/* Side by side where a city's name fits in each, one above the other on a phone. */}
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
          columnGap: 16,
        }}
      >
        <FieldFrame label="Ship From" htmlFor="ship-from">
          <CityPicker id="ship-from" value={from} onChange={(city) => setFrom(city?.id ?? null)} />
        </FieldFrame>
        <FieldFrame label="Ship To" htmlFor="ship-to">
          <CityPicker id="ship-to" value={to} onChange={(city) => setTo(city?.id ?? null)} />
        </FieldFrame>
      </div>
      <div aria-live="polite" style={{ minHeight: 72 }}>
        {sameCity ? (
          <p style={{ margin: 0, color: token.colorWarningText }}>{SAME_CITY_MESSAGE}</p>
        ) : lane && isFetching ? (
          <Spin aria-label="Getting your quote" />
        ) : lane && quote ? (
          <Flex justify="space-between" align="end" gap={16} wrap>
            <KeyFigure
              caption={`Dry van base price · ${quote.miles.toLocaleString('en-US')} miles · ${quote.min_transit_time} day${quote.min_transit_time === 1 ? '' : 's'}`}
              value={formatUsd(quote.base_price)}
            />
            <Suspense fallback={null}>
              <BookLane
                lane={{
                  pickup: lane.pickup_location,
                  dropoff: lane.dropoff_location,
                  equipment: lane.equipment,
                }}
              />
            </Suspense>
          </Flex>
        ) : (
          <Heading level={3} secondary style={{ margin: 0 }}>
            Get Quote
          </Heading>
        )}
      </div>
    </Panel>
  );
};
