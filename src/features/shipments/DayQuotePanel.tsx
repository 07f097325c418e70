import { useField } from 'react-final-form';
import type { IsoDate } from '@domain/types';
import { QuotePanel } from './QuotePanel';
import type { Lane } from './useLaneQuote';
import { useLaneQuote } from './useLaneQuote';

/**
 * The quote panel, priced for the pickup day once one is picked: it alone follows the date, so
 * that picking a day redraws the panel, not the form.
 */
export const DayQuotePanel = ({ lane }: { lane: Lane }) => {
  const pickupDate = useField<IsoDate>('pickup_date', { subscription: { value: true } }).input
    .value;
  const { quote, fetching } = useLaneQuote(lane, pickupDate || undefined);
  return (
    <QuotePanel
      quote={quote}
      fetching={fetching}
      equipment={lane.equipment}
      dayPicked={Boolean(pickupDate)}
    />
  );
};
