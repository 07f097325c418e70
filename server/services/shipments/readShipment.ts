import type { ShipmentDetail } from '@domain/dispatchTypes';
import { loadEmissions } from '@domain/emissions';
import type { Db } from '../../db/database';
import { readShipmentMovement } from '../movement/readShipmentMovement';
import { shipmentPricing } from './priceToday';
import { findOwnShipmentRecord } from './shipmentRecords';
import { toShipment } from './toShipment';

/**
 * One of the caller's shipments, with who moves it, how far it has gone and its load's emissions;
 * another shipper's is as missing as one that never existed.
 */
export const readShipment = async (
  db: Db,
  companyId: number,
  shipmentId: number | string,
  now: Date,
): Promise<ShipmentDetail> => {
  const record = await findOwnShipmentRecord(db, companyId, shipmentId);
  const shipment = toShipment(record, now);
  const movement = await readShipmentMovement(db, shipment.id, {
    pickup: shipment.pickup.city,
    dropoff: shipment.dropoff.city,
  });
  return {
    ...shipment,
    ...movement,
    ...shipmentPricing(record.shipment),
    ...loadEmissions(shipment),
  };
};
