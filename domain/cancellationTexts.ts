import { formatUsd } from './invoiceDocumentSheet';
import { moneyToCents } from './money';
import { zoneAbbreviation } from './timeZones';
import type { IsoDateTime, Money } from './types';

/*
 * What the cancellation dialog says of the cost, from a cancellation quote. The card's brand is
 * given as it reads ("Visa").
 */

const moments = new Map<string, Intl.DateTimeFormat>();

const momentFormat = (timeZone: string): Intl.DateTimeFormat => {
  let format = moments.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h12',
    });
    moments.set(timeZone, format);
  }
  return format;
};

/**
 * "Tue, Nov 24, 12:00 AM CST": an instant on the clock of a zone, and the zone's name then. Put
 * together from its parts, since runtimes differ in the spaces they write (ICU 72 put a narrow
 * no-break space before AM).
 */
export const formatZonedMoment = (instant: IsoDateTime, timeZone: string): string => {
  const moment = new Date(instant);
  const parts = momentFormat(timeZone).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('month')} ${part('day')}, ${part('hour')}:${part('minute')} ${part('dayPeriod')} ${zoneAbbreviation(timeZone, moment)}`;
};

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
