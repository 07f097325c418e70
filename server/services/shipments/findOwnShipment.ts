import { and, eq } from 'drizzle-orm';
import { parseShipmentId } from '@domain/shipmentId';
import type { Db } from '../../db/database';
import { shipments } from '../../db/schema';
import { NotFound } from '../domainErrors';

export type ShipmentRow = typeof shipments.$inferSelect;

/**
 * The caller's shipment. A missing one and another shipper's are both NotFound, never refused, so
 * that nobody learns which ids exist.
 */
export const findOwnShipment = async (
  db: Db,
  companyId: number,
  shipmentId: number | string,
): Promise<ShipmentRow> => {
  const id = parseShipmentId(shipmentId);
  if (id === null) throw new NotFound();
  const [shipment] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.id, id), eq(shipments.companyId, companyId)))
    .limit(1);
  if (!shipment) throw new NotFound();
  return shipment;
};
