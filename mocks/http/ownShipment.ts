import type { ShipmentRecord, UserRecord } from '../db/records';
import { findOwnShipment } from '../db/shipments';
import { notFound } from './responses';

/** The caller's shipment named in the path; a missing one and another shipper's are both 404. */
export const ownShipment = (
  user: UserRecord,
  id: string | readonly string[] | undefined,
): ShipmentRecord => {
  const shipment = typeof id === 'string' ? findOwnShipment(user.id, Number(id)) : undefined;
  if (!shipment) throw notFound();
  return shipment;
};
