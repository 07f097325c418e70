import type { Shipment } from '@domain/types';
import { toShipment as shipmentAnswer } from '@domain/wireShapes';
import type { ShipmentRecord } from './shipmentRecords';
import { storedCancellation } from './storedCancellation';

/** The stored shipment in its wire shape, by the domain's rules. */
export const toShipment = ({ shipment, pickup, dropoff, bookedBy }: ShipmentRecord): Shipment =>
  shipmentAnswer({
    id: shipment.id,
    equipment: shipment.equipment,
    basePriceCents: shipment.basePriceCents,
    driverAssist: shipment.driverAssist,
    miles: shipment.miles,
    min_transit_time: shipment.minTransitTime,
    reference_number: shipment.referenceNumber,
    weight: shipment.weight,
    commodity: shipment.commodity,
    packaging: shipment.packaging,
    packaging_type: shipment.packagingType,
    created_at: shipment.createdAt.toISOString(),
    paid: shipment.paidAt !== null,
    cancellation: storedCancellation(shipment),
    pickup,
    dropoff,
    booked_by: bookedBy,
    progress: shipment.progress,
  });
