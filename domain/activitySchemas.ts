import Type from 'typebox';
import type { Static } from 'typebox';
import type { ActivityChange, ActivityKind } from './activity';
import { ACTIVITY_KINDS } from './activity';
import { MAX_PAGE_SIZE } from './constants';
import {
  Id,
  IsoDateTime,
  listOf,
  oneOf,
  orNull,
  pageFields,
  PersonSchema,
  ServerText,
  Unbounded,
} from './responseSchemas';
import type { IsoDateTime as IsoInstant, Person } from './types';

/*
 * The history's answers: their wire types and, beside them, their JSON Schemas, which the checks
 * at the end hold to the same shape (as responseSchemas.ts does for the rest of the API).
 */

/** One event of a shipment's history, with the one sentence that tells it. */
export type ShipmentActivity = {
  id: number;
  at: IsoInstant;
  actor: Person;
  kind: ActivityKind;
  summary: string;
  changes: ActivityChange[];
};

/** One event of the company's activity: which shipment, or which member, it is about. */
export type CompanyActivity = ShipmentActivity & {
  shipment_id: number | null;
  member: Person | null;
};

export type ShipmentActivityList = { results: ShipmentActivity[] };

export type CompanyActivityPage = {
  results: CompanyActivity[];
  count: number;
  page: number;
  page_size: number;
};

export const ActivityChangeSchema = Type.Object({
  field: ServerText({ description: 'The field as its form names it: "Zip code".' }),
  before: orNull(Unbounded('A value of the field, written as the app shows it.')),
  after: orNull(Unbounded('A value of the field, written as the app shows it.')),
});

export const ShipmentActivitySchema = Type.Object({
  id: Id,
  at: IsoDateTime,
  actor: { ...PersonSchema, description: 'The member who did it.' },
  kind: oneOf(ACTIVITY_KINDS),
  summary: ServerText({ description: 'The event in one sentence, as the app shows it.' }),
  changes: Type.Array(ActivityChangeSchema, {
    'x-unbounded': 'Every field the change changed.',
    description: 'The fields a change changed, before and after; empty for other events.',
  }),
});

export const ShipmentActivityListSchema = listOf(ShipmentActivitySchema, {
  'x-unbounded': "The shipment's whole history.",
});

export const CompanyActivitySchema = Type.Object({
  ...ShipmentActivitySchema.properties,
  shipment_id: orNull({ ...Id, description: 'The shipment it is about, if any.' }),
  member: orNull({ ...PersonSchema, description: 'The member a team event is about.' }),
});

export const CompanyActivityPageSchema = Type.Object({
  results: Type.Array(CompanyActivitySchema, { maxItems: MAX_PAGE_SIZE }),
  ...pageFields,
});

/** The schemas and the types above describe the same values, both ways: else no build. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type ActivitySchemasMatchTypes = [
  Holds<Same<Static<typeof ActivityChangeSchema>, ActivityChange>>,
  Holds<Same<Static<typeof ShipmentActivitySchema>, ShipmentActivity>>,
  Holds<Same<Static<typeof ShipmentActivityListSchema>, ShipmentActivityList>>,
  Holds<Same<Static<typeof CompanyActivitySchema>, CompanyActivity>>,
  Holds<Same<Static<typeof CompanyActivityPageSchema>, CompanyActivityPage>>,
];
