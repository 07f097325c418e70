import { shipmentDetailChanges } from '@domain/finalizingChanges';
import type { FacilityFields, FinalizingRequest, IsoDateTime } from '@domain/types';
import { ensureInvoice } from './invoices';
import type { ShipmentRecord } from './records';

/* The booking steps after the quote: facility information, then the final details. */

export type StopName = 'pickup' | 'dropoff';

export const setFacility = (
  shipment: ShipmentRecord,
  stop: StopName,
  facility: FacilityFields,
): void => {
  Object.assign(shipment[stop], facility);
};

/** Saves the final details and issues the invoice the shipper will pay. */
export const finalizeShipment = (
  shipment: ShipmentRecord,
  details: FinalizingRequest,
  at?: IsoDateTime,
): void => {
  const changes = shipmentDetailChanges(details);
  if (changes.reference_number !== undefined) shipment.reference_number = changes.reference_number;
  if (changes.weight !== undefined) shipment.weight = changes.weight;
  if (changes.commodity !== undefined) shipment.commodity = changes.commodity;
  if (changes.packaging !== undefined) shipment.packaging = changes.packaging;
  if (changes.packaging_type !== undefined) shipment.packaging_type = changes.packaging_type;
  shipment.pickup.location_number = details.pickup_number;
  shipment.pickup.additional_notes = details.pickup_notes;
  shipment.dropoff.location_number = details.dropoff_number;
  shipment.dropoff.additional_notes = details.dropoff_notes;
  ensureInvoice(shipment, at);
};
