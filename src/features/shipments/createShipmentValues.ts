import type { InferType } from 'yup';
import { DEFAULT_EQUIPMENT } from '@domain/constants';
import { createShipmentSchema } from '@domain/schemas';
import type { CreateShipmentRequest, Equipment, IsoDate } from '@domain/types';
import { sameNames } from './saveFailure';

/** The create-shipment form: cities are held by id, dates as YYYY-MM-DD. */
export type CreateShipmentValues = {
  equipment: Equipment;
  pickup_location: number | null;
  dropoff_location: number | null;
  pickup_date?: IsoDate;
  dropoff_date?: IsoDate;
};

export const INITIAL_VALUES: CreateShipmentValues = {
  equipment: DEFAULT_EQUIPMENT,
  pickup_location: null,
  dropoff_location: null,
};

/**
 * Where server field errors land. The server names the fields of the nested body by their inner
 * name, and of the two dates it checks only the pickup date (it sets the drop-off date itself).
 */
export const SERVER_FIELDS: Record<string, string> = {
  ...sameNames(Object.keys(createShipmentSchema.fields)),
  date: 'pickup_date',
};

export const toCreateShipmentRequest = (
  values: InferType<typeof createShipmentSchema>,
): CreateShipmentRequest => ({
  equipment: values.equipment,
  pickup: { city: values.pickup_location, date: values.pickup_date },
  dropoff: { city: values.dropoff_location, date: values.dropoff_date },
});
