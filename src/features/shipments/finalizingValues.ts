import { finalizingSchema } from '@domain/schemas';
import { takesTemperature } from '@domain/reeferTemperature';
import type { Equipment, FinalizingRequest, Shipment } from '@domain/types';
import type { Carried } from '../../state/bookAgainSlice';

/** The finalizing form holds text as typed; numbers become numbers on the way out. */
export type FinalizingValues = {
  reference_number?: string;
  weight?: string;
  commodity?: string;
  packaging?: string;
  packaging_type?: string;
  pickup_number?: string;
  pickup_notes?: string;
  dropoff_number?: string;
  dropoff_notes?: string;
  /** A reefer's; a dry van's form has none. */
  temperature_f?: string;
  temperature_mode?: string;
};

export const FINALIZING_FIELDS = Object.keys(finalizingSchema.fields);

const text = (value: string | number | null) => (value === null ? '' : String(value));

/**
 * What is saved already, so that a shipper who comes back finds it again; the load a shipment
 * booked again carried over where nothing is saved.
 */
export const finalizingValues = (
  shipment: Shipment,
  carried: Carried | null,
): FinalizingValues => ({
  reference_number: text(shipment.reference_number),
  weight: text(shipment.weight ?? carried?.weight ?? null),
  commodity: text(shipment.commodity ?? carried?.commodity ?? null),
  packaging: text(shipment.packaging ?? carried?.packaging ?? null),
  packaging_type: text(shipment.packaging_type ?? carried?.packaging_type ?? null),
  pickup_number: text(shipment.pickup.location_number),
  pickup_notes: text(shipment.pickup.additional_notes),
  dropoff_number: text(shipment.dropoff.location_number),
  dropoff_notes: text(shipment.dropoff.additional_notes),
  temperature_f: text(shipment.temperature_f),
  temperature_mode: shipment.temperature_mode ?? '',
});

/**
 * Every optional field is sent, empty as null, so that clearing a field clears what is saved; a
 * reefer's temperature too, and a dry van's not at all.
 */
export const toFinalizingRequest = (
  values: FinalizingValues,
  equipment: Equipment,
): FinalizingRequest => {
  const details = finalizingSchema.cast(values, { context: { equipment } });
  return {
    ...(takesTemperature(equipment)
      ? {
          temperature_f: details.temperature_f ?? null,
          temperature_mode: details.temperature_mode ?? null,
        }
      : {}),
    reference_number: details.reference_number || null,
    weight: details.weight ?? null,
    commodity: details.commodity || null,
    packaging: details.packaging ?? null,
    packaging_type: details.packaging_type || null,
    pickup_number: details.pickup_number,
    pickup_notes: details.pickup_notes,
    dropoff_number: details.dropoff_number,
    dropoff_notes: details.dropoff_notes,
  };
};
