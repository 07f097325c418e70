import { deriveShipmentStatus } from '@domain/shipmentStatus';
import type { ShipmentStatus } from '@domain/types';
import type { ShipmentRecord } from './shipmentRecords';

/** The status follows from payment, cancellation and how far the truck has gone. */
export const shipmentStatus = ({ shipment }: ShipmentRecord): ShipmentStatus =>
  deriveShipmentStatus({
    paid: shipment.paidAt !== null,
    cancelled: shipment.cancelledAt !== null,
    progress: shipment.progress,
  });
