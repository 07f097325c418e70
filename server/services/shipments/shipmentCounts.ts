import { and, count, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ShipmentCounts, ShipmentTab } from '@domain/types';
import type { Db } from '../../db/database';
import { shipments } from '../../db/schema';
import { ownShipments, tabCondition } from './shipmentFilters';

/** Every tab's count in one pass over the shipper's shipments that match the search and filters. */
export const countShipments = async (
  db: Db,
  companyId: number,
  where: SQL | undefined,
): Promise<ShipmentCounts> => {
  const inTab = (tab: ShipmentTab) =>
    sql<number>`count(*) filter (where ${tabCondition(tab)})`.mapWith(Number);
  const [counts] = await db
    .select({
      all: count(),
      unfinished: inTab('unfinished'),
      inprogress: inTab('inprogress'),
      upcoming: inTab('upcoming'),
      past: inTab('past'),
      cancelled: inTab('cancelled'),
    })
    .from(shipments)
    .where(and(ownShipments(companyId), where));
  if (!counts) throw new Error('An aggregate without grouping gives one row.');
  return counts;
};
