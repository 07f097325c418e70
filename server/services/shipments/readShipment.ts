import type { ShipmentDetail } from '@domain/dispatchTypes';
import { loadEmissions } from '@domain/emissions';
import type { Db } from '../../db/database';
import { readShipmentMovement } from '../movement/readShipmentMovement';
import { shipmentPricing } from './priceToday';
import { findOwnShipmentRecord, type ShipmentRecord } from './shipmentRecords';
import { toShipment } from './toShipment';

/** A shipment's own page, from its record: who moves it, how far, its price's parts, emissions. */
export const shipmentDetailOf = async (
  db: Db,
  record: ShipmentRecord,
  now: Date,
): Promise<ShipmentDetail> => {
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

/**
 * One of the caller's shipments, with who moves it, how far it has gone and its load's emissions;
 * another shipper's is as missing as one that never existed.
 */
export const readShipment = async (
  db: Db,
  companyId: number,
  shipmentId: number | string,
  now: Date,
): Promise<ShipmentDetail> =>
  shipmentDetailOf(db, await findOwnShipmentRecord(db, companyId, shipmentId), now);
