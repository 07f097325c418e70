import type { Shipment } from '../../../src/contract/types';
import type { Db } from '../../db/database';
import { listShipmentRecords } from './shipmentRecords';
import { toShipment } from './toShipment';

/** A shipper's own shipments, newest first, in one statement however many there are. */
export const listShipments = async (db: Db, userId: number, now: Date): Promise<Shipment[]> =>
  (await listShipmentRecords(db, userId)).map((record) => toShipment(record, now));
