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

/** PATCH semantics: a field left out keeps its value; a blank or null one clears it. */
const update = <T>(sent: T | '' | null | undefined, current: T | null): T | null => {
  if (sent === undefined) return current;
  return sent === '' ? null : sent;
};

/** Saves the final details and issues the invoice the shipper will pay. */
export const finalizeShipment = (
  shipment: ShipmentRecord,
  details: FinalizingRequest,
  at?: IsoDateTime,
): void => {
  shipment.reference_number = update(details.reference_number, shipment.reference_number);
  shipment.weight = update(details.weight, shipment.weight);
  shipment.commodity = update(details.commodity, shipment.commodity);
  shipment.packaging = update(details.packaging, shipment.packaging);
  shipment.packaging_type = update(details.packaging_type, shipment.packaging_type);
  shipment.pickup.location_number = details.pickup_number;
  shipment.pickup.additional_notes = details.pickup_notes;
  shipment.dropoff.location_number = details.dropoff_number;
  shipment.dropoff.additional_notes = details.dropoff_notes;
  ensureInvoice(shipment, at);
};
