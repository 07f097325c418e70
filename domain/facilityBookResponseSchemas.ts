import Type from 'typebox';
import type { Static } from 'typebox';
import {
  ADDRESS_MAX_LENGTH,
  FACILITY_NAME_MAX_LENGTH,
  NAME_MAX_LENGTH,
  SCHEDULING_PREFERENCES,
  ZIP_CODE_MAX_LENGTH,
} from './constants';
import type { BookAgain } from './bookAgain';
import { EQUIPMENT } from './constants';
import type { BookFacility } from './facilityBook';
import {
  CitySchema,
  Email,
  Id,
  IsoDateTime,
  LoadFields,
  oneOf,
  orNull,
  Phone,
  Text,
} from './responseSchemas';
import type { ListResponse } from './types';

/* The facility book's answers and Book again's as JSON Schema, held to their types below. */

export const BookFacilitySchema = Type.Object({
  id: Id,
  facility_name: Text(FACILITY_NAME_MAX_LENGTH),
  facility_address: Text(ADDRESS_MAX_LENGTH),
  zip_code: Text(ZIP_CODE_MAX_LENGTH),
  scheduling_preference: oneOf(SCHEDULING_PREFERENCES),
  contact_name: Text(NAME_MAX_LENGTH),
  phone_number: Phone,
  email: Email,
  city: { ...CitySchema, description: 'The city the facility is in.' },
  updated_at: { ...IsoDateTime, description: 'When it was last saved, on a shipment or here.' },
});

export const FacilityBookSchema = Type.Object({
  results: Type.Array(BookFacilitySchema, {
    'x-unbounded': "Every facility of the company's book.",
    description: 'By name, A to Z.',
  }),
});

const facilityId = (stop: string) =>
  orNull({ ...Id, description: `The book's entry of the ${stop} facility; null when none.` });

export const BookAgainSchema = Type.Object({
  equipment: oneOf(EQUIPMENT),
  pickup_location: { ...Id, description: 'The pickup city.' },
  dropoff_location: { ...Id, description: 'The dropoff city.' },
  pickup_facility_id: facilityId('pickup'),
  dropoff_facility_id: facilityId('dropoff'),
  driver_assist: Type.Boolean(),
  commodity: LoadFields.commodity,
  packaging: LoadFields.packaging,
  packaging_type: LoadFields.packaging_type,
  weight: LoadFields.weight,
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type FacilityBookSchemaChecks = [
  Holds<Same<Static<typeof BookFacilitySchema>, BookFacility>>,
  Holds<Same<Static<typeof FacilityBookSchema>, ListResponse<BookFacility>>>,
  Holds<Same<Static<typeof BookAgainSchema>, BookAgain>>,
];
