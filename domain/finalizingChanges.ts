import type { FinalizingRequest } from './types';

type ShipmentDetail =
  | 'reference_number'
  | 'weight'
  | 'commodity'
  | 'packaging'
  | 'packaging_type'
  | 'temperature_f'
  | 'temperature_mode';

/** Per detail: the new value, null to clear it, or undefined to keep it. */
export type ShipmentDetailChanges = {
  [Detail in ShipmentDetail]: Exclude<FinalizingRequest[Detail], ''> | undefined;
};

const change = <T>(sent: T | '' | null | undefined): T | null | undefined =>
  sent === '' ? null : sent;

/**
 * What finalizing changes on the shipment itself, with PATCH semantics: a detail left out keeps
 * its value, a blank or null one clears it. The stops' numbers and notes are always sent, and
 * always set.
 */
export const shipmentDetailChanges = (
  details: Pick<FinalizingRequest, ShipmentDetail>,
): ShipmentDetailChanges => ({
  reference_number: change(details.reference_number),
  weight: change(details.weight),
  commodity: change(details.commodity),
  packaging: change(details.packaging),
  packaging_type: change(details.packaging_type),
  temperature_f: details.temperature_f,
  temperature_mode: details.temperature_mode,
});
