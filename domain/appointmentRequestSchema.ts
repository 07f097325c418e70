import * as yup from 'yup';
import { isIsoDate } from './dates';
import { MESSAGES } from './messages';
import { STOP_MESSAGES } from './stopMessages';
import { facilitySchema } from './schemas';
import { WINDOW_TIME_PATTERN, windowEndsAfterStart, windowFieldsTaken } from './stopWindows';
import type { IsoDate, SchedulingPreference } from './types';
import { documented, ISO_DATE_KEYWORDS } from './wireTypes/documented';

/** What the window rules need to know of the shipment: no appointment comes before its pickup. */
export type AppointmentContext = { pickupDate?: IsoDate };

/** Validate a stop's facility and window with `{ context: appointmentContext(shipment) }`. */
export const appointmentContext = (shipment: { pickupDate: IsoDate }): AppointmentContext => ({
  pickupDate: shipment.pickupDate,
});

type StopParent = {
  scheduling_preference?: SchedulingPreference;
  appointment_date?: string | null;
  window_start?: string | null;
  window_end?: string | null;
};

const blankIsNull = (value: unknown) => (value === '' ? null : value);

const optionalValue = () =>
  yup.string().transform(blankIsNull).typeError(MESSAGES.notText).nullable().optional();

const appointmentDate = () =>
  optionalValue()
    .test('appointment-date', (value, { parent, options, createError }) => {
      const stop = parent as StopParent;
      const taken = windowFieldsTaken(stop.scheduling_preference);
      if (value === null || value === undefined) {
        const hasWindow = Boolean(stop.window_start || stop.window_end);
        return (
          !(taken.date && hasWindow) || createError({ message: STOP_MESSAGES.windowDateNeeded })
        );
      }
      if (!taken.date)
        return createError({
          message: taken.hours ? STOP_MESSAGES.windowDateNotTaken : STOP_MESSAGES.windowNotTaken,
        });
      if (!isIsoDate(value)) return createError({ message: STOP_MESSAGES.windowDateInvalid });
      const { pickupDate } = (options.context ?? {}) as AppointmentContext;
      return (
        !pickupDate ||
        value >= pickupDate ||
        createError({ message: STOP_MESSAGES.windowDateBeforePickup })
      );
    })
    .meta({
      description: 'The appointment day (YYYY-MM-DD), with an appointment scheduled.',
      ...documented(ISO_DATE_KEYWORDS),
    });

const windowTime = (other: 'window_start' | 'window_end') =>
  optionalValue()
    .test('window-time', (value, { parent, createError }) => {
      const stop = parent as StopParent;
      const otherValue = stop[other];
      if (value === null || value === undefined)
        return !otherValue || createError({ message: STOP_MESSAGES.windowTimeMissing });
      if (!windowFieldsTaken(stop.scheduling_preference).hours)
        return createError({ message: STOP_MESSAGES.windowNotTaken });
      if (!WINDOW_TIME_PATTERN.test(value))
        return createError({ message: STOP_MESSAGES.windowTimeInvalid });
      // The end carries the order's error, where the user fixes it.
      if (other === 'window_start' && otherValue && WINDOW_TIME_PATTERN.test(otherValue))
        return (
          windowEndsAfterStart(otherValue, value) ||
          createError({ message: STOP_MESSAGES.windowEndBeforeStart })
        );
      return true;
    })
    .meta({
      description: "HH:MM, the facility's local time.",
      ...documented({ maxLength: 'HH:MM'.length }),
    });

/**
 * A stop's facility details with its window: an appointment's date and hours when one is
 * scheduled, the receiving hours when first come, first served, none when still to be
 * scheduled. Each is optional; a window has both its ends, the end after the start.
 */
export const stopFacilitySchema = facilitySchema.shape({
  appointment_date: appointmentDate(),
  window_start: windowTime('window_end'),
  window_end: windowTime('window_start'),
});

/** A stop's facility details, sent alone or not at all. */
const stopFacility = () => stopFacilitySchema.default(undefined).optional();

/**
 * The appointment step's body: exactly one of a stop's facility details (stopFacilitySchema's
 * rules) or driver assist. The server applies it once it has found the shipment, since another
 * shipper's shipment is a 404 whatever the body says.
 */
export const appointmentRequestSchema = yup
  .object({
    pickup: stopFacility(),
    dropoff: stopFacility(),
    driver_assist: yup.boolean().optional(),
  })
  .meta({ description: 'Exactly one of pickup, dropoff and driver_assist.' });
