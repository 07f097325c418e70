import type { FacilityFields } from '@domain/types';

/** A facility's details as the columns a stop and an entry of the book both keep them in. */
export const facilityColumns = (facility: FacilityFields) => ({
  facilityName: facility.facility_name,
  facilityAddress: facility.facility_address,
  zipCode: facility.zip_code,
  schedulingPreference: facility.scheduling_preference,
  contactName: facility.contact_name,
  phoneNumber: facility.phone_number,
  email: facility.email,
});
