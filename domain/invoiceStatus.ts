import { MAX_STORED_ID } from './storedId';
import type { InvoiceStatus, IsoDate } from './types';

/** What an invoice's status follows from: its payment, and its shipment's cancellation. */
export type InvoiceStatusFacts = {
  paidAmountCents: number | null;
  cancelled: boolean;
  /** What the cancellation gives back of the payment; null if the shipment is not cancelled. */
  refundCents: number | null;
  pickupDate: IsoDate;
};

/**
 * Paid once settled; until then pending, and overdue once the pickup date has passed unpaid. A
 * cancelled shipment's unpaid invoice is void; a paid one is refunded, or partially refunded when
 * a fee was kept (paid still when the fee kept all of it).
 */
export const invoiceStatus = (
  { paidAmountCents, cancelled, refundCents, pickupDate }: InvoiceStatusFacts,
  today: IsoDate,
): InvoiceStatus => {
  const refunded = refundCents ?? 0;
  if (paidAmountCents === null) {
    if (cancelled) return 'void';
    return pickupDate < today ? 'overdue' : 'pending';
  }
  if (refunded <= 0) return 'paid';
  return refunded >= paidAmountCents ? 'refunded' : 'partially_refunded';
};

/** Invoices are numbered by their id, so the numbers run in sequence and never repeat. */
export const invoiceNumber = (id: number): string => `INV-${String(id).padStart(6, '0')}`;

/** The longest invoice number: the largest id's. */
export const INVOICE_NUMBER_MAX_LENGTH = invoiceNumber(MAX_STORED_ID).length;
