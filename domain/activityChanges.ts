import type { ActivityChange } from './activity';
import { SCHEDULING_PREFERENCE_LABELS } from './constants';
import { TEMPERATURE_MODE_LABELS, type ReeferSetting } from './reeferTemperature';
import type { StopWindow as StopWindowFields } from './stopWindows';
import type { FacilityFields, FinalizingRequest, Stop } from './types';

/*
 * The fields a change changed, as a shipment's history shows them: each under the name its form
 * gives it, before and after, as a person reads it. The server writes them when the change
 * commits; the mocks write the same.
 */

type FacilityField = keyof FacilityFields;

/** A stop's facility details, in the order the appointment form asks for them. */
export const FACILITY_FIELD_LABELS: Record<FacilityField, string> = {
  facility_name: 'Facility name',
  facility_address: 'Address',
  zip_code: 'Zip code',
  scheduling_preference: 'Scheduling',
  contact_name: 'Contact name',
  phone_number: 'Phone number',
  email: 'Email',
  appointment_date: 'Appointment date',
  window_start: 'Window opens',
  window_end: 'Window closes',
};

type DetailField = keyof FinalizingRequest;

/** The final details, in the order the finalizing form asks for them. */
export const DETAIL_FIELD_LABELS: Record<DetailField, string> = {
  reference_number: 'Reference number',
  weight: 'Weight',
  commodity: 'Commodity',
  packaging: 'Packaging',
  packaging_type: 'Packaging type',
  pickup_number: 'Pickup number',
  pickup_notes: 'Pickup notes',
  dropoff_number: 'Dropoff number',
  dropoff_notes: 'Dropoff notes',
  temperature_f: 'Temperature (°F)',
  temperature_mode: 'Temperature mode',
};

type Shown = string | number | null | undefined;

/** A value as the history shows it: blank and absent are both nothing. */
const shown = (value: Shown): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);

const schedulingShown = (value: string | null): string | null =>
  value !== null && value in SCHEDULING_PREFERENCE_LABELS
    ? SCHEDULING_PREFERENCE_LABELS[value as keyof typeof SCHEDULING_PREFERENCE_LABELS]
    : shown(value);

/** Each field whose value differs, in the labels' order; an empty list when nothing changed. */
const changedFields = <F extends string>(
  labels: Record<F, string>,
  before: Record<F, string | null>,
  after: Record<F, string | null>,
): ActivityChange[] =>
  (Object.keys(labels) as F[])
    .filter((field) => before[field] !== after[field])
    .map((field) => ({ field: labels[field], before: before[field], after: after[field] }));

type StopFacility = Pick<Stop, Exclude<FacilityField, keyof StopWindowFields>> &
  Partial<StopWindowFields>;

const facilityShown = (stop: StopFacility): Record<FacilityField, string | null> => ({
  facility_name: shown(stop.facility_name),
  facility_address: shown(stop.facility_address),
  zip_code: shown(stop.zip_code),
  scheduling_preference: schedulingShown(stop.scheduling_preference),
  contact_name: shown(stop.contact_name),
  phone_number: shown(stop.phone_number),
  email: shown(stop.email),
  appointment_date: shown(stop.appointment_date),
  window_start: shown(stop.window_start),
  window_end: shown(stop.window_end),
});

/** Whether a stop has had facility details given yet: the first ones are an addition. */
export const hasFacility = (stop: StopFacility): boolean =>
  Object.values(facilityShown(stop)).some((value) => value !== null);

/** What setting a stop's facility details changes. */
export const facilityChanges = (before: StopFacility, after: StopFacility): ActivityChange[] =>
  changedFields(FACILITY_FIELD_LABELS, facilityShown(before), facilityShown(after));

/** The final details as they are stored: the shipment's own and its stops' numbers and notes. */
export type StoredDetails = ReeferSetting & {
  reference_number: string | null;
  weight: number | null;
  commodity: string | null;
  packaging: number | null;
  packaging_type: string | null;
  pickup: Pick<Stop, 'location_number' | 'additional_notes'>;
  dropoff: Pick<Stop, 'location_number' | 'additional_notes'>;
};

const detailsShown = (details: StoredDetails): Record<DetailField, string | null> => ({
  reference_number: shown(details.reference_number),
  weight: shown(details.weight),
  commodity: shown(details.commodity),
  packaging: shown(details.packaging),
  packaging_type: shown(details.packaging_type),
  pickup_number: shown(details.pickup.location_number),
  pickup_notes: shown(details.pickup.additional_notes),
  dropoff_number: shown(details.dropoff.location_number),
  dropoff_notes: shown(details.dropoff.additional_notes),
  temperature_f: shown(details.temperature_f),
  temperature_mode: details.temperature_mode && TEMPERATURE_MODE_LABELS[details.temperature_mode],
});

/** What saving the final details changes. */
export const finalDetailChanges = (before: StoredDetails, after: StoredDetails): ActivityChange[] =>
  changedFields(DETAIL_FIELD_LABELS, detailsShown(before), detailsShown(after));
