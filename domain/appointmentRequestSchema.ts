import * as yup from 'yup';
import { facilitySchema } from './schemas';

/** A stop's facility details, sent alone or not at all. */
const stopFacility = () => facilitySchema.default(undefined).optional();

/**
 * The appointment step's body: exactly one of a stop's facility details (facilitySchema's rules)
 * or driver assist. The server applies it once it has found the shipment, since another shipper's
 * shipment is a 404 whatever the body says.
 */
export const appointmentRequestSchema = yup
  .object({
    pickup: stopFacility(),
    dropoff: stopFacility(),
    driver_assist: yup.boolean().optional(),
  })
  .meta({ description: 'Exactly one of pickup, dropoff and driver_assist.' });
