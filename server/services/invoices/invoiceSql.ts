import { and, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import { DRIVER_ASSIST_FEE_CENTS } from '@domain/constants';
import { addDays } from '@domain/dates';
import { SETTLED } from '@domain/invoiceTotals';
import type { InvoiceFilter, InvoiceOrderField } from '@domain/invoiceFilters';
import { INVOICE_STATUS_RANK, parseInvoiceOrdering } from '@domain/invoiceFilters';
import type { InvoiceStatus, IsoDate } from '@domain/types';
import { invoices, shipments } from '../../db/schema';

/** Today's UTC date, or a placeholder for it in a prepared statement. */
export type Today = IsoDate | Placeholder;

/*
 * The domain's invoice rules in SQL, over an invoice joined with its shipment, so that the list
 * filters, sorts and sums in the database: statusRulesInSql.test.ts holds each to the domain.
 */

/** invoiceAmountCents: what was charged once paid, until then the shipment's total. */
export const invoiceAmountCents = sql<number>`coalesce(${invoices.paidAmountCents},
  ${shipments.basePriceCents} + case when ${shipments.driverAssist}
    then ${DRIVER_ASSIST_FEE_CENTS}::integer else 0 end)`;

/** An invoice's shipment, looked up invoice by invoice: for a few read along an index. */
export const invoiceShipment = eq(shipments.id, invoices.shipmentId);

/**
 * The shipments of the shipper's invoices, for all of them at once: the shipper's is named too
 * (always the same), so that the planner reads the shipper's shipments in one go rather than one
 * lookup per invoice, whatever it knows of the tables.
 */
export const shipperShipments = and(
  invoiceShipment,
  eq(shipments.companyId, invoices.companyId),
) as SQL;

const cancelled = isNotNull(shipments.cancelledAt);
const unpaid = isNull(invoices.paidAt);
const owed = and(unpaid, isNull(shipments.cancelledAt));
const paid = isNotNull(invoices.paidAt);
/** What the cancellation gives back, 0 when nothing is. */
const refundCents = sql`coalesce(${shipments.refundCents}, 0)`;

/**
 * invoiceStatus: paid once settled, overdue while unpaid after the pickup date, else pending; for
 * a cancelled shipment void while unpaid, else refunded in full or in part (paid if nothing was).
 */
export const INVOICE_STATUS_CONDITIONS: Record<InvoiceStatus, (today: Today) => SQL | undefined> = {
  paid: () => and(paid, sql`${refundCents} <= 0`),
  pending: (today) => and(owed, gte(shipments.pickupDate, today)),
  overdue: (today) => and(owed, lt(shipments.pickupDate, today)),
  void: () => and(unpaid, cancelled),
  refunded: () =>
    and(paid, sql`${refundCents} > 0 and ${refundCents} >= ${invoices.paidAmountCents}`),
  partially_refunded: () =>
    and(paid, sql`${refundCents} > 0 and ${refundCents} < ${invoices.paidAmountCents}`),
};

const rank = (status: InvoiceStatus) => sql`${INVOICE_STATUS_RANK[status]}::integer`;

/** INVOICE_STATUS_RANK of the invoice's status. */
const statusRank = (today: Today) => sql`case
  when ${invoices.paidAt} is null and ${shipments.cancelledAt} is not null then ${rank('void')}
  when ${invoices.paidAt} is null and ${shipments.pickupDate} < ${today} then ${rank('overdue')}
  when ${invoices.paidAt} is null then ${rank('pending')}
  when ${refundCents} <= 0 then ${rank('paid')}
  when ${refundCents} >= ${invoices.paidAmountCents} then ${rank('refunded')}
  else ${rank('partially_refunded')} end`;

const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** matchesInvoiceFilter: the status, and the UTC day of issue within the range. */
export const invoiceFilterCondition = (filter: InvoiceFilter, today: Today): SQL | undefined =>
  and(
    filter.status === undefined ? undefined : INVOICE_STATUS_CONDITIONS[filter.status](today),
    filter.date_from === undefined
      ? undefined
      : gte(invoices.createdAt, startOfDay(filter.date_from)),
    filter.date_to === undefined
      ? undefined
      : lt(invoices.createdAt, startOfDay(addDays(filter.date_to, 1))),
  );

export const ownInvoices = (companyId: number | Placeholder) => eq(invoices.companyId, companyId);

const ORDER_KEYS: Record<InvoiceOrderField, (today: Today) => SQL> = {
  created_at: () => sql`${invoices.createdAt}`,
  total_amount: () => invoiceAmountCents,
  // Invoice numbers are the ids written out: they sort as the ids do.
  invoice_number: () => sql`${invoices.id}`,
  status: statusRank,
};

/**
 * Whether the order is by the charge kept on the invoice: by amount among paid invoices, whose
 * amount is that charge (a check holds the two together), which an index of them holds in order.
 */
const byCharge = (field: InvoiceOrderField, status?: InvoiceStatus) =>
  field === 'total_amount' && status !== undefined && SETTLED.includes(status);

/** The key of a field's order among the invoices of a status, or of any. */
const orderKey = (field: InvoiceOrderField, today: Today, status?: InvoiceStatus): SQL =>
  byCharge(field, status) ? sql`${invoices.paidAmountCents}` : ORDER_KEYS[field](today);

/**
 * Whether an index of the invoices holds the order: then a page reads a few rows along it, each
 * with its shipment looked up.
 */
export const isIndexedOrdering = (ordering: string, status?: InvoiceStatus): boolean => {
  const { field } = parseInvoiceOrdering(ordering);
  return ['created_at', 'invoice_number'].includes(field) || byCharge(field, status);
};

/**
 * compareInvoices in SQL. Descending sorts nulls last and ascending nulls first (no key is ever
 * null), so that either direction reads the (user, created_at desc, id desc) index as it is.
 */
export const invoiceOrderBy = (ordering: string, today: Today, status?: InvoiceStatus): SQL[] => {
  const { field, descending } = parseInvoiceOrdering(ordering);
  const direction = sql.raw(descending ? 'desc nulls last' : 'asc nulls first');
  return [sql`${orderKey(field, today, status)} ${direction}`, sql`${invoices.id} ${direction}`];
};

/** Where the last row read stood in its ordering: its key, as text, and its id. */
export type InvoiceCursor = { key: string; id: number };

const KEY_TYPES: Record<InvoiceOrderField, string> = {
  created_at: 'timestamptz',
  total_amount: 'integer',
  invoice_number: 'integer',
  status: 'integer',
};

/** The ordering's key of a row as text, to carry over to the next batch without losing a digit. */
export const invoiceSortKeyText = (ordering: string, today: Today, status?: InvoiceStatus) =>
  sql<string>`(${orderKey(parseInvoiceOrdering(ordering).field, today, status)})::text`;

/** The rows after the cursor in the ordering (ties by id go the same way). */
export const afterInvoiceCursor = (
  ordering: string,
  today: Today,
  cursor: InvoiceCursor,
  status?: InvoiceStatus,
): SQL => {
  const { field, descending } = parseInvoiceOrdering(ordering);
  const cursorKey = sql`${cursor.key}::${sql.raw(KEY_TYPES[field])}`;
  return sql`(${orderKey(field, today, status)}, ${invoices.id}) ${sql.raw(descending ? '<' : '>')} (${cursorKey}, ${cursor.id})`;
};
