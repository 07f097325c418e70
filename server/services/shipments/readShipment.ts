import type { Shipment } from '@domain/types';
import type { Db } from '../../db/database';
import { findOwnShipmentRecord } from './shipmentRecords';
import { toShipment } from './toShipment';

/** One of the caller's shipments; another shipper's is as missing as one that never existed. */
export const readShipment = async (
  db: Db,
  companyId: number,
  shipmentId: number | string,
  now: Date,
): Promise<Shipment> => toShipment(await findOwnShipmentRecord(db, companyId, shipmentId), now);
