import dayjs from 'dayjs';
import { DEFAULT_INVOICE_ORDERING, INVOICE_ORDER_FIELDS } from '@domain/constants';
import { INVOICE_STATUSES } from '@domain/statuses';
import { dayRangeIn, pageIn } from '../../lib/addressValues';
import type { InvoiceOrderField } from '@domain/invoiceFilters';
import type { InvoiceStatus, IsoDate } from '@domain/types';
import { paths } from '../../app/paths';
import { localMonthStart } from './monthStart';

export type InvoiceOrdering = InvoiceOrderField | `-${InvoiceOrderField}`;

/**
 * What the invoice list shows, as its address holds it, so that a view can be bookmarked, sent
 * and come back with Back. The names are the API's own; a value left at its default is left out,
 * and one that cannot be read is taken as the default, never refused.
 */
export type InvoicesQuery = {
  page: number;
  ordering: InvoiceOrdering;
  status?: InvoiceStatus;
  date_from?: IsoDate;
  date_to?: IsoDate;
};

export type InvoiceFilters = Pick<InvoicesQuery, 'status' | 'date_from' | 'date_to'>;

export const isInvoiceOrdering = (value: string): value is InvoiceOrdering =>
  INVOICE_ORDER_FIELDS.some((field) => value === field || value === `-${field}`);

export const isInvoiceStatus = (value: string): value is InvoiceStatus =>
  INVOICE_STATUSES.some((status) => status === value);

export const readInvoicesQuery = (params: URLSearchParams): InvoicesQuery => {
  const ordering = params.get('ordering') ?? '';
  const status = params.get('status') ?? '';
  const { from, to } = dayRangeIn(params.get('date_from'), params.get('date_to'));
  return {
    page: pageIn(params.get('page')),
    ordering: isInvoiceOrdering(ordering) ? ordering : DEFAULT_INVOICE_ORDERING,
    ...(isInvoiceStatus(status) ? { status } : {}),
    ...(from ? { date_from: from } : {}),
    ...(to ? { date_to: to } : {}),
  };
};

export const invoicesSearchParams = (query: InvoicesQuery) => {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.date_from) params.set('date_from', query.date_from);
  if (query.date_to) params.set('date_to', query.date_to);
  if (query.ordering !== DEFAULT_INVOICE_ORDERING) params.set('ordering', query.ordering);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
};

export const isFiltered = ({ status, date_from, date_to }: InvoicesQuery): boolean =>
  Boolean(status ?? date_from ?? date_to);

/** The export's parameters: every invoice the list matches, in its order, not one page. */
export const invoiceExportParams = (query: InvoicesQuery): Record<string, string> =>
  Object.fromEntries(invoicesSearchParams({ ...query, page: 1 }));

/** The list of the invoices of a filter, as a link. */
export const invoicesLink = (filters: InvoiceFilters): string => {
  const search = invoicesSearchParams({
    page: 1,
    ordering: DEFAULT_INVOICE_ORDERING,
    ...filters,
  }).toString();
  return search ? `${paths.invoices}?${search}` : paths.invoices;
};

/** The first day of the shipper's own month, as the list's date filter takes it. */
export const localMonthFirstDay = (now: Date): IsoDate =>
  dayjs(localMonthStart(now)).format('YYYY-MM-DD');
