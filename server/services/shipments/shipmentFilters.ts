import { and, eq, gte, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { ShipmentListFilters } from '@domain/shipmentListFilters';
import { IN_PROGRESS_FROM, PAST_FROM } from '@domain/shipmentStatus';
import type { ShipmentStatus, ShipmentTab } from '@domain/types';
import { shipments } from '../../db/schema';
import { etaStateSql } from './shipmentEtaState';

const live = isNull(shipments.cancelledAt);
const paid = and(live, isNotNull(shipments.paidAt));

/** deriveShipmentStatus in SQL, over the progress kept on the shipment row. */
const STATUS_CONDITIONS: Record<ShipmentStatus, SQL | undefined> = {
  unfinished: and(live, isNull(shipments.paidAt)),
  upcoming: and(paid, lt(shipments.progress, IN_PROGRESS_FROM)),
  inprogress: and(
    paid,
    gte(shipments.progress, IN_PROGRESS_FROM),
    lt(shipments.progress, PAST_FROM),
  ),
  past: and(paid, gte(shipments.progress, PAST_FROM)),
  cancelled: isNotNull(shipments.cancelledAt),
};

export const tabCondition = (tab: ShipmentTab): SQL | undefined =>
  tab === 'all' ? undefined : STATUS_CONDITIONS[tab];

type FilterValues = {
  equipment?: NonNullable<ShipmentListFilters['equipment']>;
  pickup_from?: string;
  pickup_to?: string;
  booked_by?: number;
  eta_state?: NonNullable<ShipmentListFilters['eta_state']>;
};

/** Each value, or the placeholder a prepared statement takes it by. */
type Bound<T> = { [K in keyof T]?: T[K] | Placeholder };

const valuesCondition = (
  { equipment, pickup_from, pickup_to, booked_by, eta_state }: Bound<FilterValues>,
  now: string | Placeholder,
): SQL | undefined =>
  and(
    eta_state === undefined ? undefined : eq(etaStateSql(now), eta_state),
    equipment === undefined ? undefined : eq(shipments.equipment, equipment),
    pickup_from === undefined ? undefined : gte(shipments.pickupDate, pickup_from),
    pickup_to === undefined ? undefined : lte(shipments.pickupDate, pickup_to),
    booked_by === undefined ? undefined : eq(shipments.userId, booked_by),
  );

/** The values of the filters asked for, booked_by a member's id. */
const filterValues = (filters: ShipmentListFilters): FilterValues => ({
  ...filters,
  booked_by: filters.booked_by === undefined ? undefined : Number(filters.booked_by),
});

/**
 * matchesListFilters in SQL, over the pickup date and the estimate kept on the shipment row, the
 * estimate judged at `now`.
 */
export const listFiltersCondition = (filters: ShipmentListFilters, now: Date): SQL | undefined =>
  valuesCondition(filterValues(filters), now.toISOString());

const FILTER_NAMES = ['equipment', 'pickup_from', 'pickup_to', 'booked_by', 'eta_state'] as const;

/**
 * The same condition with a placeholder for each filter asked for, and `now` when the estimate is
 * one: one statement serves every list asked with the same filters, whatever their values. Its
 * values, as the statement takes them, come with it.
 */
export const listFiltersStatement = (filters: ShipmentListFilters, now: Date) => {
  const given = filterValues(filters);
  const values: Record<string, string | number> = {};
  const placeholders: Bound<FilterValues> = {};
  for (const name of FILTER_NAMES) {
    const value = given[name];
    if (value === undefined) continue;
    values[name] = value;
    placeholders[name] = sql.placeholder(name);
  }
  if (filters.eta_state !== undefined) values.now = now.toISOString();
  return {
    names: Object.keys(values),
    condition: valuesCondition(placeholders, sql.placeholder('now')),
    values,
  };
};

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * matchesSearch in SQL: every folded word within the stored search text or "#id". A word with a
 * NUL character matches nothing (the database stores none, and refuses one as a parameter).
 */
export const searchCondition = (words: string[]): SQL | undefined => {
  if (!words.length) return undefined;
  if (words.some((word) => word.includes('\0'))) return sql`false`;
  const searchable = sql`(${shipments.searchText} || ' #' || ${shipments.id})`;
  return and(...words.map((word) => sql`${searchable} like ${`%${escapeLike(word)}%`}`));
};

export const ownShipments = (companyId: number | Placeholder) => eq(shipments.companyId, companyId);
