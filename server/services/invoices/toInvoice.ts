import { todayUtc } from '@domain/dates';
import type { Invoice, IsoDate } from '@domain/types';
import { toInvoice as invoiceAnswer } from '@domain/wireShapes';
import { shipments } from '../../db/schema';
import type { invoices } from '../../db/schema';

/** What an invoice's amount and status read of its shipment, for a select. */
export const invoiceShipmentColumns = {
  basePriceCents: shipments.basePriceCents,
  driverAssist: shipments.driverAssist,
  cancelledAt: shipments.cancelledAt,
  refundCents: shipments.refundCents,
};

/** An invoice with what its amount and status follow from: the shipment's price and pickup date. */
export type InvoiceRecord = {
  invoice: typeof invoices.$inferSelect;
  shipment: Pick<
    typeof shipments.$inferSelect,
    'basePriceCents' | 'driverAssist' | 'cancelledAt' | 'refundCents'
  >;
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
      cancelled: shipment.cancelledAt !== null,
      refundCents: shipment.refundCents,
      refundedAt: invoice.refundedAt?.toISOString() ?? null,
    },
    todayUtc(now),
  );
