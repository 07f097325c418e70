import { parseShipmentId } from '@domain/shipmentId';
import type { ShipmentRecord, UserRecord } from '../db/records';
import { findOwnShipment } from '../db/shipments';
import { notFound } from './responses';

/** The caller's company's shipment named in the path; a missing one and another company's are 404. */
export const ownShipment = (
  user: UserRecord,
  id: string | readonly string[] | undefined,
): ShipmentRecord => {
  const shipmentId = typeof id === 'string' ? parseShipmentId(id) : null;
  const shipment = shipmentId === null ? undefined : findOwnShipment(user.company_id, shipmentId);
  if (!shipment) throw notFound();
  return shipment;
};
