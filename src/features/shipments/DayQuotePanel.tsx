import { Alert } from 'antd';
import { useField } from 'react-final-form';
import { sameCityAtBothEnds } from '@domain/laneEnds';
import type { IsoDate } from '@domain/types';
import { formatUsd } from '../../lib/format';
import { QuoteHold } from './QuoteHold';
import { QuotePanel } from './QuotePanel';
import type { Lane } from './useLaneQuote';
import { useLaneQuote } from './useLaneQuote';
import { useRepriced } from './useRepriced';

/**
 * The quote panel, priced for the pickup day once one is picked: it alone follows the date, so
 * that picking a day redraws the panel, not the form. The quote holds a quarter of an hour, then
 * the lane is priced again; a new price is shown beside the old one.
 */
export const DayQuotePanel = ({ lane }: { lane: Lane }) => {
  const pickupDate = useField<IsoDate>('pickup_date', { subscription: { value: true } }).input
    .value;
  const { quote, fetching, quotedAt, key, refetch } = useLaneQuote(lane, pickupDate || undefined);
  const repriced = useRepriced(key, quote?.base_price);
  return (
    <QuotePanel
      quote={quote}
      sameCity={sameCityAtBothEnds(lane.pickup_location, lane.dropoff_location)}
      fetching={fetching}
      equipment={lane.equipment}
      dayPicked={Boolean(pickupDate)}
      hold={quotedAt !== undefined && <QuoteHold quotedAt={quotedAt} onExpired={refetch} />}
      notice={
        repriced && (
          <Alert
            type="warning"
            showIcon
            title="The price changed"
            description={`The quote no longer held, and the lane was priced again: ${formatUsd(repriced.before)} before, ${formatUsd(repriced.now)} now.`}
          />
        )
      }
    />
  );
};
