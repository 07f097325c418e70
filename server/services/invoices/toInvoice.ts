import { todayUtc } from '@domain/dates';
import { centsToMoney } from '@domain/money';
import type { Invoice, IsoDate } from '@domain/types';
import type { invoices, shipments } from '../../db/schema';
import { totalCents } from '../shipmentMoney';
import { invoiceNumber } from './invoiceNumber';
import { invoiceStatus } from './invoiceStatus';

/** An invoice with what its amount and status follow from: the shipment's price and pickup date. */
export type InvoiceRecord = {
  invoice: typeof invoices.$inferSelect;
  shipment: Pick<typeof shipments.$inferSelect, 'basePriceCents' | 'driverAssist'>;
  pickupDate: IsoDate;
};

/** Until paid, the amount follows the shipment's total; once paid, it is what was charged. */
export const toInvoice = (
  { invoice, shipment, pickupDate }: InvoiceRecord,
  now: Date,
): Invoice => ({
  id: invoice.id,
  invoice_number: invoiceNumber(invoice.id),
  shipment_id: invoice.shipmentId,
  created_at: invoice.createdAt.toISOString(),
  total_amount: centsToMoney(invoice.paidAmountCents ?? totalCents(shipment)),
  status: invoiceStatus(invoice.paidAt, pickupDate, todayUtc(now)),
  paid_at: invoice.paidAt?.toISOString() ?? null,
});
