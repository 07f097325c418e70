import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { shipments } from '../../db/schema';
import { notFound } from '../../http/httpError';

export type ShipmentRow = typeof shipments.$inferSelect;

/** The largest PostgreSQL integer: a larger id would fail in the database instead of giving 404. */
const MAX_ID = 2_147_483_647;

/** A shipment id from a path or a body, or null when it cannot name any shipment. */
export const parseShipmentId = (id: number | string): number | null => {
  const value = typeof id === 'number' ? id : /^\d{1,10}$/.test(id) ? Number(id) : NaN;
  return Number.isInteger(value) && value > 0 && value <= MAX_ID ? value : null;
};

/**
 * The caller's shipment. A missing one and another shipper's are both 404, never 403, so that
 * nobody learns which ids exist.
 */
export const findOwnShipment = async (
  db: Db,
  userId: number,
  shipmentId: number | string,
): Promise<ShipmentRow> => {
  const id = parseShipmentId(shipmentId);
  if (id === null) throw notFound();
  const [shipment] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.id, id), eq(shipments.userId, userId)))
    .limit(1);
  if (!shipment) throw notFound();
  return shipment;
};
