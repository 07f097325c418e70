import * as yup from 'yup';
import { LIST_SEARCH_MAX_LENGTH } from './constants';
import { MESSAGES } from './messages';
import { facilitySchema, selectedId, text } from './schemas';
import { foldForSearch } from './searchText';
import type { City, FacilityFields, IsoDateTime } from './types';

/*
 * The company's facility book: every facility a member saved on a shipment's appointment step,
 * or added to the book, once. A facility is the same one when its name, address and ZIP are, in
 * whatever case and spacing.
 */

/** A facility of the book, with the city it is in. */
export type BookFacility = FacilityFields & {
  id: number;
  city: City;
  updated_at: IsoDateTime;
};

/** A facility as the book takes it: its details and the id of its city. */
export const bookFacilitySchema = facilitySchema.shape({
  city: selectedId(MESSAGES.selectOption),
});

export const facilityBookQuerySchema = yup.object({
  search: text(LIST_SEARCH_MAX_LENGTH).optional(),
});

/** A facility's own details, without what the book adds to them. */
export const facilityDetails = (facility: FacilityFields): FacilityFields => ({
  facility_name: facility.facility_name,
  facility_address: facility.facility_address,
  zip_code: facility.zip_code,
  scheduling_preference: facility.scheduling_preference,
  contact_name: facility.contact_name,
  phone_number: facility.phone_number,
  email: facility.email,
});

const squeezed = (text: string) => foldForSearch(text).replace(/\s+/g, ' ');

/** What makes two facilities one entry of the book: their name, address and ZIP, folded. */
export const facilityKey = ({
  facility_name,
  facility_address,
  zip_code,
}: Pick<FacilityFields, 'facility_name' | 'facility_address' | 'zip_code'>): string =>
  [facility_name, facility_address, zip_code].map(squeezed).join('\n');

/** What the book is searched in: the name, the city and the ZIP, folded. */
export const facilitySearchText = (
  { facility_name, zip_code }: Pick<FacilityFields, 'facility_name' | 'zip_code'>,
  city: Pick<City, 'name' | 'region_code'>,
): string => squeezed(`${facility_name} ${city.name} ${city.region_code} ${zip_code}`);

/** Whether a search (already folded) finds the facility's search text. */
export const facilityMatches = (searchText: string, search: string | undefined): boolean =>
  !search || searchText.includes(squeezed(search));
