import { TEMPERATURE_MAX_F, TEMPERATURE_MIN_F } from './reeferTemperature';

/*
 * The messages of a stop's window and a reefer's temperature, shown by the forms and answered by
 * the API alike. Apart from MESSAGES, which every page loads, since only the booking's later
 * steps ask for these.
 */
export const STOP_MESSAGES = {
  windowDateInvalid: 'Enter the appointment date as YYYY-MM-DD',
  windowDateBeforePickup: 'The appointment cannot be before the pickup date',
  windowDateNeeded: 'Enter the date of the appointment',
  windowDateNotTaken: 'Only a scheduled appointment has a date',
  windowTimeInvalid: 'Enter a time as HH:MM, on a 24-hour clock',
  windowTimeMissing: 'Enter both the start and the end of the window',
  windowEndBeforeStart: 'The window must end after it starts',
  windowNotTaken: 'A stop still to be scheduled has no window',
  temperatureRequired: 'Enter the temperature the reefer must hold',
  temperatureRange: `The temperature must be between ${TEMPERATURE_MIN_F} °F and ${TEMPERATURE_MAX_F} °F`,
  temperatureStep: 'Enter the temperature to a tenth of a degree at most',
  temperatureModeRequired: 'Choose continuous or cycle',
  temperatureDryVan: 'A dry van has no temperature setting',
} as const;
