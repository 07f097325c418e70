import type { CancellationQuote } from '@domain/cancellationQuote';
import {
  feeText,
  feeTextWithoutCard,
  freeCancellationText,
  freeRefundText,
  freeRefundTextWithoutCard,
  UNPAID_CANCELLATION_TEXT,
} from '@domain/cancellationTexts';
import { cardBrandLabel } from '@domain/invoiceDocumentSheet';
import { moneyToCents } from '@domain/money';

/**
 * What cancelling now does, in the words of the quote: nothing charged for an unpaid shipment;
 * for a paid one, the whole charge back while free cancellation lasts, or the fee kept after.
 * A quote without a deadline is an unpaid shipment's, the only one allowed without.
 */
export const quoteTexts = (quote: CancellationQuote): string[] => {
  if (!quote.allowed) return quote.reason_if_not ? [quote.reason_if_not] : [];
  const { free_until, time_zone, fee, refund, refund_card: card } = quote;
  if (free_until === null) return [UNPAID_CANCELLATION_TEXT];
  if (moneyToCents(fee) === 0)
    return [
      freeCancellationText(free_until, time_zone),
      card
        ? freeRefundText(refund, cardBrandLabel(card.brand), card.last4)
        : freeRefundTextWithoutCard(refund),
    ];
  return [
    card
      ? feeText(fee, refund, cardBrandLabel(card.brand), card.last4)
      : feeTextWithoutCard(fee, refund),
  ];
};
