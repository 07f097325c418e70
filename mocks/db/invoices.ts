import { cardDetails } from '@domain/activityDetails';
import { todayUtc, utcMonthStart } from '@domain/dates';
import type { CsvPlace, InvoiceExportParams } from '@domain/invoiceCsv';
import { invoiceCsvRecord } from '@domain/invoiceCsv';
import { filterAndSortInvoices, sumInvoiceCents } from '@domain/invoiceFilters';
import { invoiceTotals } from '@domain/invoiceTotals';
import type { InvoiceListParams } from '@domain/listQueries';
import { pageOffset } from '@domain/listQueries';
import { centsToMoney } from '@domain/money';
import type { Invoice, InvoicePage, IsoDateTime } from '@domain/types';
import { toInvoice as invoiceAnswer } from '@domain/wireShapes';
import type { InvoiceFacts } from '@domain/wireShapes';
import { recordMockActivity, savedCard } from './activity';
import { findCity } from './places';
import type { InvoiceRecord, ShipmentRecord } from './records';
import { findShipment } from './shipments';
import { db, nextId } from './store';
import { companyOf } from './users';

export const findInvoiceFor = (shipmentId: number): InvoiceRecord | undefined =>
  db.invoices.find((invoice) => invoice.shipmentId === shipmentId);

/** One invoice per shipment, never two: finalizing again keeps the first. */
export const ensureInvoice = (
  shipment: ShipmentRecord,
  createdAt: IsoDateTime = new Date().toISOString(),
): InvoiceRecord => {
  const existing = findInvoiceFor(shipment.id);
  if (existing) return existing;
  const invoice: InvoiceRecord = {
    id: nextId('invoice'),
    shipmentId: shipment.id,
    createdAt,
    paidAt: null,
    paidAmountCents: null,
    refundedAt: null,
  };
  db.invoices.push(invoice);
  return invoice;
};

/** Who paid with which card; none for a shipment settled without a charge (demo data). */
export type Charge = { userId: number; paymentMethodId: string };

/**
 * A successful payment: the shipment is paid and its invoice settled at the amount charged. The
 * first one goes into the company's history, paid by whoever paid, else by the booker.
 */
export const recordPayment = (
  shipment: ShipmentRecord,
  amountCents: number,
  paidAt: IsoDateTime = new Date().toISOString(),
  charge?: Charge,
): void => {
  const invoice = ensureInvoice(shipment, paidAt);
  const paidBefore = shipment.paid;
  shipment.paid = true;
  invoice.paidAt = paidAt;
  invoice.paidAmountCents = amountCents;
  if (paidBefore) return;
  const actorId = charge?.userId ?? shipment.userId;
  const card = charge ? savedCard(companyOf(actorId), charge.paymentMethodId) : null;
  recordMockActivity({
    actorId,
    kind: 'payment_made',
    at: paidAt,
    shipmentId: shipment.id,
    details: { amount_cents: amountCents, ...cardDetails(card) },
  });
};

const invoiceShipment = (invoice: InvoiceRecord): ShipmentRecord => {
  const shipment = findShipment(invoice.shipmentId);
  if (!shipment) throw new Error(`Invoice ${invoice.id} has no shipment.`);
  return shipment;
};

/** What the domain derives an invoice's answer from: its record, its shipment's as it is now. */
export const invoiceFacts = (invoice: InvoiceRecord, shipment: ShipmentRecord): InvoiceFacts => ({
  ...invoice,
  price: shipment,
  pickupDate: shipment.pickup.date,
  cancelled: shipment.cancellation !== null,
  refundCents: shipment.cancellation?.refundCents ?? null,
});

export const toInvoice = (invoice: InvoiceRecord): Invoice =>
  invoiceAnswer(invoiceFacts(invoice, invoiceShipment(invoice)), todayUtc());

/** Every invoice of the company, by the domain's rules as of now. */
export const companyInvoices = (companyId: number): Invoice[] =>
  db.invoices
    .filter((invoice) => companyOf(invoiceShipment(invoice).userId) === companyId)
    .map(toInvoice);

/**
 * One page of the company's invoices that match the filter (and the shipment, if one is named),
 * in the ordering asked for, with the count and sum of all that match and the totals over all.
 */
export const listInvoicePage = (companyId: number, params: InvoiceListParams): InvoicePage => {
  const all = companyInvoices(companyId);
  const listed = filterAndSortInvoices(
    params.shipment_id === undefined
      ? all
      : all.filter((invoice) => invoice.shipment_id === params.shipment_id),
    params,
  );
  const offset = pageOffset(params);
  const monthStart = params.month_start ? new Date(params.month_start) : utcMonthStart(new Date());
  return {
    results: listed.slice(offset, offset + params.page_size),
    count: listed.length,
    page: params.page,
    page_size: params.page_size,
    totals: invoiceTotals(all, monthStart),
    filter_total: centsToMoney(sumInvoiceCents(listed)),
  };
};

const placeOf = (cityId: number): CsvPlace => {
  const city = findCity(cityId);
  if (!city) throw new Error(`No city ${cityId}.`);
  return { name: city.name, region_code: city.region_code };
};

/** The export's rows: every invoice the list would show on any page, in its order. */
export const invoiceExportRecords = (
  companyId: number,
  params: InvoiceExportParams,
): string[][] => {
  const all = companyInvoices(companyId);
  const chosen = filterAndSortInvoices(
    params.shipment_id === undefined
      ? all
      : all.filter((invoice) => invoice.shipment_id === params.shipment_id),
    params,
  );
  return chosen.map((invoice) => {
    const shipment = findShipment(invoice.shipment_id);
    if (!shipment) throw new Error(`Invoice ${invoice.id} has no shipment.`);
    return invoiceCsvRecord({
      ...invoice,
      reference_number: shipment.reference_number,
      due_date: shipment.pickup.date,
      pickup: placeOf(shipment.pickup.cityId),
      dropoff: placeOf(shipment.dropoff.cityId),
    });
  });
};
