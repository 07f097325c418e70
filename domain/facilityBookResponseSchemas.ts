import Type from 'typebox';
import type { Static } from 'typebox';
import { SCHEDULING_PREFERENCES } from './constants';
import type { BookAgain } from './bookAgain';
import { EQUIPMENT } from './constants';
import type { BookFacility } from './facilityBook';
import { CitySchema, Id, IsoDateTime, oneOf, orNull } from './responseSchemas';
import type { ListResponse } from './types';

/* The facility book's answers and Book again's as JSON Schema, held to their types below. */

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

const facilityId = (stop: string) =>
  orNull({ ...Id, description: `The book's entry of the ${stop} facility; null when none.` });

export const BookAgainSchema = Type.Object({
  equipment: oneOf(EQUIPMENT),
  pickup_location: { ...Id, description: 'The pickup city.' },
  dropoff_location: { ...Id, description: 'The dropoff city.' },
  pickup_facility_id: facilityId('pickup'),
  dropoff_facility_id: facilityId('dropoff'),
  driver_assist: Type.Boolean(),
  commodity: orNull(Type.String()),
  packaging: orNull(Type.Integer()),
  packaging_type: orNull(Type.String()),
  weight: orNull(Type.Integer({ description: 'Thousands of pounds.' })),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type FacilityBookSchemaChecks = [
  Holds<Same<Static<typeof BookFacilitySchema>, BookFacility>>,
  Holds<Same<Static<typeof FacilityBookSchema>, ListResponse<BookFacility>>>,
  Holds<Same<Static<typeof BookAgainSchema>, BookAgain>>,
];
