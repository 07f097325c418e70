import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { shipments } from '../../db/schema';
import type { ShipmentRow } from '../shipments/findOwnShipment';

/**
 * Reads a shipment and holds its row until the transaction ends. Every payment transaction takes
 * this lock first, so that they take turns per shipment (and without deadlock); on PGlite a
 * transaction holds the only connection, which serializes them as well.
 */
export const lockShipment = async (tx: Db, shipmentId: number): Promise<ShipmentRow> => {
  const [shipment] = await tx
    .select()
    .from(shipments)
    .where(eq(shipments.id, shipmentId))
    .for('update');
  if (!shipment) throw new Error(`Shipment ${shipmentId} is gone.`);
  return shipment;
};
