import { parseShipmentId } from '@domain/shipmentId';
import type { ShipmentRecord, UserRecord } from '../db/records';
import { findOwnShipment } from '../db/shipments';
import { notFound } from './responses';

/** The caller's shipment named in the path; a missing one and another shipper's are both 404. */
export const ownShipment = (
  user: UserRecord,
  id: string | readonly string[] | undefined,
): ShipmentRecord => {
  const shipmentId = typeof id === 'string' ? parseShipmentId(id) : null;
  const shipment = shipmentId === null ? undefined : findOwnShipment(user.id, shipmentId);
  if (!shipment) throw notFound();
  return shipment;
};
