import { etaAt } from '@domain/eta';
import type { Shipment } from '@domain/types';
import { toShipment as shipmentAnswer } from '@domain/wireShapes';
import type { ShipmentRow } from './findOwnShipment';
import type { ShipmentRecord } from './shipmentRecords';
import { storedCancellation } from './storedCancellation';

/** How the kept estimate stands at an instant, and when it puts the truck there; none kept is none. */
const etaOf = ({ etaAt: at, etaDueAt: dueAt, lastSeenAt: seenAt }: ShipmentRow, now: Date) =>
  at && dueAt ? etaAt({ at, dueAt, seenAt }, now) : null;

/** The stored shipment in its wire shape, by the domain's rules, its estimate judged at `now`. */
export const toShipment = (
  { shipment, pickup, dropoff, bookedBy, carrierName, pickedUpAt }: ShipmentRecord,
  now: Date,
): Shipment => {
  const eta = etaOf(shipment, now);
  return shipmentAnswer({
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
    temperature_f: shipment.temperatureF,
    temperature_mode: shipment.temperatureMode,
    created_at: shipment.createdAt.toISOString(),
    paid: shipment.paidAt !== null,
    cancellation: storedCancellation(shipment),
    pickup,
    dropoff,
    booked_by: bookedBy,
    progress: shipment.progress,
    etaState: eta?.state ?? null,
    etaAt: eta?.at.toISOString() ?? null,
    carrierName,
    pickedUpAt: pickedUpAt?.toISOString() ?? null,
  });
};
