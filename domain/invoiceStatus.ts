import type { InvoiceStatus, IsoDate } from './types';

/** Paid once settled; until then pending, and overdue once the pickup date has passed unpaid. */
export const invoiceStatus = (
  paid: boolean,
  pickupDate: IsoDate,
  today: IsoDate,
): InvoiceStatus => {
  if (paid) return 'paid';
  return pickupDate < today ? 'overdue' : 'pending';
};

/** Invoices are numbered by their id, so the numbers run in sequence and never repeat. */
export const invoiceNumber = (id: number): string => `INV-${String(id).padStart(6, '0')}`;
