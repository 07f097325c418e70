import { freeCancellationDeadline } from '@domain/cancellationDeadline';
import { freeCancellationEndedText } from '@domain/cancellationTexts';
import { PRODUCT_NAME } from '@domain/constants';
import { CANCELLATION_REASON_LABELS } from '@domain/cancellationTerms';
import { describeCard, formatDay, formatUsd } from '@domain/invoiceDocumentSheet';
import { invoiceDate } from '@domain/invoiceFilters';
import { moneyToCents } from '@domain/money';
import { timeZoneOfRegion } from '@domain/timeZones';
import type { InvoiceDocument, Shipment } from '@domain/types';
import { laneText } from './laneText';
import type { Mail } from './mailer';
import { shipmentEmail } from './shipmentEmail';

type CancellationEmail = {
  to: string;
  firstName: string;
  appUrl: string;
  /** The shipment as cancelled. */
  shipment: Shipment;
  /** Its invoice as it reads now: void, or what was refunded and when. */
  invoice: InvoiceDocument;
  /** That invoice as a PDF, sent with the e-mail. */
  pdf: Buffer;
};

const reasonText = ({ cancellation_reason, cancellation_reason_text }: Shipment): string => {
  const label = cancellation_reason ? CANCELLATION_REASON_LABELS[cancellation_reason] : 'Other';
  return cancellation_reason_text
    ? `Your reason: ${label}, "${cancellation_reason_text}".`
    : `Your reason: ${label}.`;
};

/** What became of the payment: nothing charged, all of it refunded, or the late fee kept. */
const moneyText = (shipment: Shipment, invoice: InvoiceDocument): string => {
  if (invoice.status === 'void')
    return `Nothing was charged, and invoice ${invoice.invoice_number} is void: nothing is due.`;
  const fee = shipment.cancellation_fee ?? '0.00';
  const refund = shipment.refunded_amount ?? '0.00';
  const card = invoice.payment_card ? describeCard(invoice.payment_card) : 'the card that paid';
  const refunded = invoice.refunded_at
    ? `was refunded to ${card} on ${formatDay(invoiceDate(invoice.refunded_at))}`
    : `is being refunded to ${card}`;
  if (moneyToCents(fee) === 0) return `The full ${formatUsd(refund)} you paid ${refunded}.`;
  const { city, date } = shipment.pickup;
  const timeZone = timeZoneOfRegion(city.country_code, city.region_code);
  const ended = freeCancellationEndedText(freeCancellationDeadline(date, timeZone), timeZone);
  const kept = `${ended}, so a ${formatUsd(fee)} cancellation fee was kept`;
  return moneyToCents(refund) === 0
    ? `${kept}; nothing is refunded.`
    : `${kept}. The other ${formatUsd(refund)} ${refunded}.`;
};

/**
 * The notice that a shipment is cancelled: when and why, what became of its payment, and its
 * invoice as it now reads, attached.
 */
export const cancellationEmail = ({
  to,
  firstName,
  appUrl,
  shipment,
  invoice,
  pdf,
}: CancellationEmail): Mail => {
  const link = `${appUrl}/shipments/${shipment.id}`;
  const greeting = `Hi ${firstName},`;
  const cancelledOn = shipment.cancelled_at
    ? ` on ${formatDay(invoiceDate(shipment.cancelled_at))}`
    : '';
  const cancelled = `Shipment #${shipment.id}, ${laneText(shipment)}, pickup on ${formatDay(shipment.pickup.date)}, was cancelled${cancelledOn}. ${reasonText(shipment)}`;
  const money = moneyText(shipment, invoice);
  const statement =
    moneyToCents(shipment.refunded_amount ?? '0.00') > 0
      ? ' A refund can take 5 to 10 business days to show on your card statement.'
      : '';
  const attached = `Your invoice ${invoice.invoice_number}, as it now reads, is attached as a PDF.`;
  return shipmentEmail({
    to,
    subject: `Your ${PRODUCT_NAME} shipment #${shipment.id} is cancelled`,
    greeting,
    paragraphs: [cancelled, `${money}${statement}`, attached],
    link,
    about: 'this cancellation',
    questionsTo: 'billing',
    invoice,
    pdf,
  });
};
