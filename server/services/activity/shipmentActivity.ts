import { and, eq } from 'drizzle-orm';
import type { ShipmentActivity, ShipmentActivityList } from '@domain/activitySchemas';
import type { Db } from '../../db/database';
import type { Actor } from '../accounts/account';
import { activity } from '../../db/schema';
import { findOwnShipment } from '../shipments/findOwnShipment';
import type { ActivityRow } from './activityRows';
import { selectActivity, toActivity } from './activityRows';

/** Who reads the history: their company's, told as their role may be. */
type Reader = Pick<Actor, 'companyId' | 'role'>;

/** A shipment's event, without what only the company's activity names. */
const toShipmentActivity = (row: ActivityRow, reader: Reader): ShipmentActivity => {
  const { id, at, actor, kind, summary, changes } = toActivity(row, reader.role);
  return { id, at, actor, kind, summary, changes };
};

/**
 * The history of one of the company's shipments, newest first: who did what to it. Another
 * company's shipment, or none, is NotFound, as its other routes answer. A payment's card is told
 * only to a reader who may see billing.
 */
export const readShipmentActivity = async (
  db: Db,
  reader: Reader,
  shipmentId: number,
): Promise<ShipmentActivityList> => {
  const shipment = await findOwnShipment(db, reader.companyId, shipmentId);
  const rows = await selectActivity(
    db,
    and(eq(activity.companyId, reader.companyId), eq(activity.shipmentId, shipment.id)),
  );
  return { results: rows.map((row) => toShipmentActivity(row, reader)) };
};
