import type { InferType } from 'yup';
import type { BookAgain } from '@domain/bookAgain';
import { DEFAULT_EQUIPMENT } from '@domain/constants';
import { createShipmentSchema } from '@domain/schemas';
import type { CreateShipmentRequest, Equipment, IsoDate } from '@domain/types';
import type { PlannedLane } from '../../state/plannedLane';
import { sameNames } from './saveFailure';

/** The create-shipment form: cities are held by id, dates as YYYY-MM-DD. */
export type CreateShipmentValues = {
  equipment: Equipment;
  pickup_location: number | null;
  dropoff_location: number | null;
  pickup_date?: IsoDate;
  dropoff_date?: IsoDate;
};

const INITIAL_VALUES: CreateShipmentValues = {
  equipment: DEFAULT_EQUIPMENT,
  pickup_location: null,
  dropoff_location: null,
};

/**
 * An empty form, or the lane of a shipment booked again, or else the lane the address names (one
 * quoted on the landing page); the dates are always picked anew.
 */
export const initialValues = (
  bookAgain: BookAgain | null,
  planned: PlannedLane | null = null,
): CreateShipmentValues =>
  bookAgain
    ? {
        equipment: bookAgain.equipment,
        pickup_location: bookAgain.pickup_location,
        dropoff_location: bookAgain.dropoff_location,
      }
    : planned
      ? {
          equipment: planned.equipment,
          pickup_location: planned.pickup,
          dropoff_location: planned.dropoff,
        }
      : INITIAL_VALUES;

/**
 * Where server field errors land. The server names the fields of the nested body by their inner
 * name, and of the two dates it checks only the pickup date (it sets the drop-off date itself);
 * the same city at both ends is the dropoff's fault.
 */
export const SERVER_FIELDS: Record<string, string> = {
  ...sameNames(Object.keys(createShipmentSchema.fields)),
  date: 'pickup_date',
  dropoff: 'dropoff_location',
};

export const toCreateShipmentRequest = (
  values: InferType<typeof createShipmentSchema>,
): CreateShipmentRequest => ({
  equipment: values.equipment,
  pickup: { city: values.pickup_location, date: values.pickup_date },
  dropoff: { city: values.dropoff_location, date: values.dropoff_date },
});
