import { todayUtc, utcMonthStart } from '@domain/dates';
import { invoiceTotals } from '@domain/invoiceTotals';
import type { InvoiceListParams } from '@domain/listQueries';
import { pageOffset } from '@domain/listQueries';
import { centsToMoney } from '@domain/money';
import type { Invoice, InvoicePage, InvoiceStatus, IsoDateTime } from '@domain/types';
import type { InvoiceRecord, ShipmentRecord } from './records';
import { findShipment, totalCents } from './shipments';
import { db, nextId } from './store';

const invoiceNumber = (id: number): string => `INV-${String(id).padStart(6, '0')}`;

export const findInvoiceFor = (shipmentId: number): InvoiceRecord | undefined =>
  db.invoices.find((invoice) => invoice.shipment_id === shipmentId);

/** One invoice per shipment, never two: finalizing again keeps the first. */
export const ensureInvoice = (
  shipment: ShipmentRecord,
  createdAt: IsoDateTime = new Date().toISOString(),
): InvoiceRecord => {
  const existing = findInvoiceFor(shipment.id);
  if (existing) return existing;
  const id = nextId('invoice');
  const invoice: InvoiceRecord = {
    id,
    invoice_number: invoiceNumber(id),
    shipment_id: shipment.id,
    created_at: createdAt,
    paid_at: null,
    paidAmountCents: null,
  };
  db.invoices.push(invoice);
  return invoice;
};

/** A successful payment: the shipment is paid and its invoice settled at the amount charged. */
export const recordPayment = (
  shipment: ShipmentRecord,
  amountCents: number,
  paidAt: IsoDateTime = new Date().toISOString(),
): void => {
  const invoice = ensureInvoice(shipment, paidAt);
  shipment.paid = true;
  invoice.paid_at = paidAt;
  invoice.paidAmountCents = amountCents;
};

const invoiceShipment = (invoice: InvoiceRecord): ShipmentRecord => {
  const shipment = findShipment(invoice.shipment_id);
  if (!shipment) throw new Error(`Invoice ${invoice.id} has no shipment.`);
  return shipment;
};

const invoiceStatus = (invoice: InvoiceRecord, shipment: ShipmentRecord): InvoiceStatus => {
  if (invoice.paid_at) return 'paid';
  return shipment.pickup.date < todayUtc() ? 'overdue' : 'pending';
};

export const toInvoice = (invoice: InvoiceRecord): Invoice => {
  const shipment = invoiceShipment(invoice);
  return {
    id: invoice.id,
    invoice_number: invoice.invoice_number,
    shipment_id: invoice.shipment_id,
    created_at: invoice.created_at,
    total_amount: centsToMoney(invoice.paidAmountCents ?? totalCents(shipment)),
    status: invoiceStatus(invoice, shipment),
    paid_at: invoice.paid_at,
  };
};

/**
 * One page of the shipper's invoices, newest first (or the invoice of one shipment), with the
 * totals over all of them.
 */
export const listInvoicePage = (userId: number, params: InvoiceListParams): InvoicePage => {
  const all = db.invoices
    .filter((invoice) => invoiceShipment(invoice).userId === userId)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    .map(toInvoice);
  const listed =
    params.shipment_id === undefined
      ? all
      : all.filter((invoice) => invoice.shipment_id === params.shipment_id);
  const offset = pageOffset(params);
  const monthStart = params.month_start ? new Date(params.month_start) : utcMonthStart(new Date());
  return {
    results: listed.slice(offset, offset + params.page_size),
    count: listed.length,
    page: params.page,
    page_size: params.page_size,
    totals: invoiceTotals(all, monthStart),
  };
};
