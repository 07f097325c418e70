import type { StoredDetails } from '@domain/activityChanges';
import { facilityChanges, finalDetailChanges, hasFacility } from '@domain/activityChanges';
import { shipmentDetailChanges } from '@domain/finalizingChanges';
import { windowFor } from '@domain/stopWindows';
import type { FacilityFields, FinalizingRequest, IsoDateTime } from '@domain/types';
import { recordMockActivity } from './activity';
import { saveToBook } from './facilityBook';
import { ensureInvoice, findInvoiceFor } from './invoices';
import type { ShipmentRecord } from './records';
import { companyOf } from './users';

/*
 * The booking steps after the quote: facility information, driver assist, then the final
 * details. Each change goes into the company's history as the server writes it, by the member
 * who made it (the booker, unless said otherwise); a change that changes nothing goes in nowhere.
 */

export type StopName = 'pickup' | 'dropoff';

export const setFacility = (
  shipment: ShipmentRecord,
  stop: StopName,
  facility: FacilityFields,
  actorId = shipment.userId,
  at?: IsoDateTime,
): void => {
  const before = { ...shipment[stop] };
  Object.assign(shipment[stop], facility, windowFor(facility.scheduling_preference, facility));
  saveToBook(
    companyOf(shipment.userId),
    shipment[stop].cityId,
    facility,
    at ? new Date(at) : undefined,
  );
  const changes = facilityChanges(before, shipment[stop]);
  if (changes.length)
    recordMockActivity({
      actorId,
      kind: hasFacility(before) ? 'facility_changed' : 'facility_added',
      at,
      shipmentId: shipment.id,
      details: { stop },
      changes,
    });
};

export const setDriverAssist = (
  shipment: ShipmentRecord,
  driverAssist: boolean,
  actorId = shipment.userId,
  at?: IsoDateTime,
): void => {
  if (shipment.driverAssist === driverAssist) return;
  shipment.driverAssist = driverAssist;
  recordMockActivity({
    actorId,
    kind: driverAssist ? 'driver_assist_on' : 'driver_assist_off',
    at,
    shipmentId: shipment.id,
  });
};

const storedDetails = (shipment: ShipmentRecord): StoredDetails => ({
  reference_number: shipment.reference_number,
  weight: shipment.weight,
  commodity: shipment.commodity,
  packaging: shipment.packaging,
  packaging_type: shipment.packaging_type,
  temperature_f: shipment.temperature_f,
  temperature_mode: shipment.temperature_mode,
  pickup: { ...shipment.pickup },
  dropoff: { ...shipment.dropoff },
});

/**
 * Saves the final details and issues the invoice the shipper will pay. The history keeps the
 * first save (the one that issues the invoice), and each later one that changed a detail.
 */
export const finalizeShipment = (
  shipment: ShipmentRecord,
  details: FinalizingRequest,
  at?: IsoDateTime,
  actorId = shipment.userId,
): void => {
  const before = storedDetails(shipment);
  const issued = !findInvoiceFor(shipment.id);
  const changes = shipmentDetailChanges(details);
  if (changes.reference_number !== undefined) shipment.reference_number = changes.reference_number;
  if (changes.weight !== undefined) shipment.weight = changes.weight;
  if (changes.commodity !== undefined) shipment.commodity = changes.commodity;
  if (changes.packaging !== undefined) shipment.packaging = changes.packaging;
  if (changes.packaging_type !== undefined) shipment.packaging_type = changes.packaging_type;
  if (changes.temperature_f !== undefined) shipment.temperature_f = changes.temperature_f;
  if (changes.temperature_mode !== undefined) shipment.temperature_mode = changes.temperature_mode;
  shipment.pickup.location_number = details.pickup_number;
  shipment.pickup.additional_notes = details.pickup_notes;
  shipment.dropoff.location_number = details.dropoff_number;
  shipment.dropoff.additional_notes = details.dropoff_notes;
  ensureInvoice(shipment, at);
  const changed = finalDetailChanges(before, storedDetails(shipment));
  if (issued || changed.length)
    recordMockActivity({
      actorId,
      kind: issued ? 'details_saved' : 'details_changed',
      at,
      shipmentId: shipment.id,
      changes: changed,
    });
};
