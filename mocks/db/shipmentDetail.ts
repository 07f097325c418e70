import type { ShipmentDetail } from '@domain/dispatchTypes';
import { loadEmissions } from '@domain/emissions';
import { shipmentMovementOf } from './movement';
import type { ShipmentRecord } from './records';
import { shipmentPricing } from './shipmentPrice';
import { toShipment } from './shipments';

/** A shipment's own page: its movement, its price's parts and hold, its load's emissions. */
export const shipmentDetail = (shipment: ShipmentRecord): ShipmentDetail => {
  const wire = toShipment(shipment);
  return {
    ...wire,
    ...shipmentMovementOf(shipment),
    ...shipmentPricing(shipment),
    ...loadEmissions(wire),
  };
};
