import { todayUtc } from '@domain/dates';
import { deriveShipmentStatus } from '@domain/shipmentStatus';
import type { ShipmentStatus } from '@domain/types';
import type { ShipmentRecord } from './shipmentRecords';

/** The status at this moment: it follows from payment, cancellation and the dates, never stored. */
export const shipmentStatus = (
  { shipment, pickup, dropoff }: ShipmentRecord,
  now: Date,
): ShipmentStatus =>
  deriveShipmentStatus(
    {
      paid: shipment.paidAt !== null,
      cancelled: shipment.cancelledAt !== null,
      pickupDate: pickup.date,
      dropoffDate: dropoff.date,
    },
    todayUtc(now),
  );
