import type { INVOICE_ORDER_FIELDS } from './constants';
import type { InvoiceListParams } from './listQueries';
import { moneyToCents } from './money';
import type { Invoice, InvoiceStatus, IsoDate, IsoDateTime } from './types';

/*
 * Which invoices a list or an export holds, and in which order. The server restates these rules
 * in SQL (a test holds the two to the same answers); the mocks apply them as they are.
 */

export type InvoiceOrderField = (typeof INVOICE_ORDER_FIELDS)[number];
export type InvoiceFilter = Pick<InvoiceListParams, 'status' | 'date_from' | 'date_to'>;

/** An invoice is dated by the UTC day it was issued on, whatever the shipper's time zone. */
export const invoiceDate = (createdAt: IsoDateTime): IsoDate =>
  new Date(createdAt).toISOString().slice(0, 10);

/**
 * What was cancelled first (void, then given back in full, then in part), then what is settled,
 * then what is still to pay, then what is late: "-status" puts overdue on top.
 */
export const INVOICE_STATUS_RANK: Record<InvoiceStatus, number> = {
  void: 0,
  refunded: 1,
  partially_refunded: 2,
  paid: 3,
  pending: 4,
  overdue: 5,
};

/** Both ends of the date range are included. */
export const matchesInvoiceFilter = (invoice: Invoice, filter: InvoiceFilter): boolean => {
  const day = invoiceDate(invoice.created_at);
  return (
    (filter.status === undefined || invoice.status === filter.status) &&
    (filter.date_from === undefined || day >= filter.date_from) &&
    (filter.date_to === undefined || day <= filter.date_to)
  );
};

/**
 * Invoice numbers run in sequence with the ids, so they sort as the ids do (INV-1000000 after
 * INV-999999, which text would not).
 */
const SORT_KEYS: Record<InvoiceOrderField, (invoice: Invoice) => number> = {
  created_at: (invoice) => Date.parse(invoice.created_at),
  total_amount: (invoice) => moneyToCents(invoice.total_amount),
  invoice_number: (invoice) => invoice.id,
  status: (invoice) => INVOICE_STATUS_RANK[invoice.status],
};

/** The ordering's field and direction: "-total_amount" is the largest first. */
export const parseInvoiceOrdering = (
  ordering: string,
): { field: InvoiceOrderField; descending: boolean } => {
  const descending = ordering.startsWith('-');
  const field = (descending ? ordering.slice(1) : ordering) as InvoiceOrderField;
  if (!(field in SORT_KEYS)) throw new Error(`Not an invoice ordering: ${ordering}`);
  return { field, descending };
};

/** Equal keys go by id in the same direction, so that pages never share or skip a row. */
export const compareInvoices = (ordering: string) => {
  const { field, descending } = parseInvoiceOrdering(ordering);
  const key = SORT_KEYS[field];
  const sign = descending ? -1 : 1;
  return (a: Invoice, b: Invoice): number => sign * (key(a) - key(b) || a.id - b.id);
};

/** The invoices of a filter in the ordering asked for. */
export const filterAndSortInvoices = (
  invoices: Invoice[],
  params: InvoiceFilter & { ordering: string },
): Invoice[] =>
  invoices
    .filter((invoice) => matchesInvoiceFilter(invoice, params))
    .sort(compareInvoices(params.ordering));

/** The sum of the amounts, in cents so that no amount drifts. */
export const sumInvoiceCents = (invoices: Invoice[]): number =>
  invoices.reduce((sum, invoice) => sum + moneyToCents(invoice.total_amount), 0);
