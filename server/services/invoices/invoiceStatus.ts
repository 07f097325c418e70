import type { InvoiceStatus, IsoDate } from '@domain/types';

/** Paid once settled; until then pending, and overdue once the pickup date has passed unpaid. */
export const invoiceStatus = (
  paidAt: Date | null,
  pickupDate: IsoDate,
  today: IsoDate,
): InvoiceStatus => {
  if (paidAt) return 'paid';
  return pickupDate < today ? 'overdue' : 'pending';
};
