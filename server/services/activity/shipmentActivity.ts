import { and, eq } from 'drizzle-orm';
import type { ShipmentActivity, ShipmentActivityList } from '@domain/activitySchemas';
import type { Db } from '../../db/database';
import { activity } from '../../db/schema';
import { findOwnShipment } from '../shipments/findOwnShipment';
import type { ActivityRow } from './activityRows';
import { selectActivity, toActivity } from './activityRows';

/** A shipment's event, without what only the company's activity names. */
const toShipmentActivity = (row: ActivityRow): ShipmentActivity => {
  const { id, at, actor, kind, summary, changes } = toActivity(row);
  return { id, at, actor, kind, summary, changes };
};

/**
 * The history of one of the company's shipments, newest first: who did what to it. Another
 * company's shipment, or none, is NotFound, as its other routes answer.
 */
export const readShipmentActivity = async (
  db: Db,
  companyId: number,
  shipmentId: number,
): Promise<ShipmentActivityList> => {
  const shipment = await findOwnShipment(db, companyId, shipmentId);
  const rows = await selectActivity(
    db,
    and(eq(activity.companyId, companyId), eq(activity.shipmentId, shipment.id)),
  );
  return { results: rows.map(toShipmentActivity) };
};
