import Type from 'typebox';
import type { Static } from 'typebox';
import { SCHEDULING_PREFERENCES } from './constants';
import type { BookFacility } from './facilityBook';
import { CitySchema, Id, IsoDateTime, oneOf } from './responseSchemas';
import type { ListResponse } from './types';

/* The facility book's answers as JSON Schema, held to facilityBook.ts's types below. */

export const BookFacilitySchema = Type.Object({
  id: Id,
  facility_name: Type.String(),
  facility_address: Type.String(),
  zip_code: Type.String(),
  scheduling_preference: oneOf(SCHEDULING_PREFERENCES),
  contact_name: Type.String(),
  phone_number: Type.String(),
  email: Type.String(),
  city: { ...CitySchema, description: 'The city the facility is in.' },
  updated_at: { ...IsoDateTime, description: 'When it was last saved, on a shipment or here.' },
});

export const FacilityBookSchema = Type.Object({
  results: Type.Array(BookFacilitySchema, { description: 'By name, A to Z.' }),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type FacilityBookSchemaChecks = [
  Holds<Same<Static<typeof BookFacilitySchema>, BookFacility>>,
  Holds<Same<Static<typeof FacilityBookSchema>, ListResponse<BookFacility>>>,
];
