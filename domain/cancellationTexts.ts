import { formatUsd } from './invoiceDocumentSheet';
import { moneyToCents } from './money';
import type { IsoDateTime, Money } from './types';
import { formatZonedMoment } from './zonedMoment';

/*
 * What the cancellation dialog says of the cost, from a cancellation quote. The card's brand is
 * given as it reads ("Visa").
 */

const card = (cardBrand: string, last4: string) => `${cardBrand} •••• ${last4}`;

/** "Free cancellation until Tue, Nov 24, 12:00 AM CST", on the pickup city's clock. */
export const freeCancellationText = (freeUntil: IsoDateTime, timeZone: string): string =>
  `Free cancellation until ${formatZonedMoment(freeUntil, timeZone)}`;

/** "Free cancellation ended Mon, Nov 23, 12:00 AM CST": a late cancel keeps the fee. */
export const freeCancellationEndedText = (freeUntil: IsoDateTime, timeZone: string): string =>
  `Free cancellation ended ${formatZonedMoment(freeUntil, timeZone)}`;

/** A paid shipment cancelled after free cancellation ended. */
export const feeText = (fee: Money, refund: Money, cardBrand: string, last4: string): string =>
  `A ${formatUsd(fee)} cancellation fee applies; ${formatUsd(refund)} will be refunded to ${card(cardBrand, last4)}`;

/**
 * A paid shipment cancelled after free cancellation ended, when the card that paid is not known:
 * the refund goes back to it all the same.
 */
export const feeTextWithoutCard = (fee: Money, refund: Money): string =>
  moneyToCents(refund) > 0
    ? `A ${formatUsd(fee)} cancellation fee applies; ${formatUsd(refund)} will be refunded to the card that paid`
    : `A ${formatUsd(fee)} cancellation fee applies; nothing will be refunded`;

/** A paid shipment cancelled while that is free. */
export const freeRefundText = (refund: Money, cardBrand: string, last4: string): string =>
  `Cancelling now is free; ${formatUsd(refund)} will be refunded to ${card(cardBrand, last4)}`;

/** A shipment cancelled before it was paid. */
export const UNPAID_CANCELLATION_TEXT = 'Cancelling is free: nothing has been charged.';

/** A paid shipment cancelled while that is free, when the card that paid is not known. */
export const freeRefundTextWithoutCard = (refund: Money): string =>
  `Cancelling now is free; ${formatUsd(refund)} will be refunded to the card that paid`;
