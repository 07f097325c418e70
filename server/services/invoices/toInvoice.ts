import { todayUtc } from '@domain/dates';
import type { Invoice, IsoDate } from '@domain/types';
import { toInvoice as invoiceAnswer } from '@domain/wireShapes';
import type { invoices, shipments } from '../../db/schema';

/** An invoice with what its amount and status follow from: the shipment's price and pickup date. */
export type InvoiceRecord = {
  invoice: typeof invoices.$inferSelect;
  shipment: Pick<typeof shipments.$inferSelect, 'basePriceCents' | 'driverAssist'>;
  pickupDate: IsoDate;
};

/** The stored invoice in its wire shape, by the domain's rules. */
export const toInvoice = ({ invoice, shipment, pickupDate }: InvoiceRecord, now: Date): Invoice =>
  invoiceAnswer(
    {
      id: invoice.id,
      shipmentId: invoice.shipmentId,
      createdAt: invoice.createdAt.toISOString(),
      paidAt: invoice.paidAt?.toISOString() ?? null,
      paidAmountCents: invoice.paidAmountCents,
      price: shipment,
      pickupDate,
    },
    todayUtc(now),
  );
