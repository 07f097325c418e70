import { DEFAULT_SCHEDULING_PREFERENCE } from '@domain/constants';
import type { FacilityFields, Stop } from '@domain/types';

export type StopName = 'pickup' | 'dropoff';

export const FACILITY_TITLES = { pickup: 'Pickup facility', dropoff: 'Dropoff facility' } as const;

export const hasFacility = (stop: Stop): boolean => stop.facility_name !== null;

const savedValues = (stop: Stop): FacilityFields => ({
  facility_name: stop.facility_name ?? '',
  facility_address: stop.facility_address ?? '',
  zip_code: stop.zip_code ?? '',
  scheduling_preference: stop.scheduling_preference ?? DEFAULT_SCHEDULING_PREFERENCE,
  contact_name: stop.contact_name ?? '',
  phone_number: stop.phone_number ?? '',
  email: stop.email ?? '',
  appointment_date: stop.appointment_date,
  window_start: stop.window_start,
  window_end: stop.window_end,
});

/**
 * The facility form starts from what is saved, else from the facility a shipment booked again
 * carried over, else empty with the default preference.
 */
export const facilityValues = (
  stop: Stop,
  carried: FacilityFields | null = null,
): FacilityFields => (!hasFacility(stop) && carried ? carried : savedValues(stop));
