import Type from 'typebox';
import type { Static } from 'typebox';
import { EQUIPMENT } from './constants';
import { MilestoneSchema } from './dispatchResponseSchemas';
import type * as Dispatch from './dispatchTypes';
import { REPORTED_MILESTONES, type ReportedMilestone } from './milestones';
import { Id, oneOf, orNull, StopSchema } from './responseSchemas';

/*
 * The driver link's answers as JSON Schema, held to the wire types of dispatchTypes.ts by the
 * checks at the end. The serializer writes only what these name: no price can reach a driver.
 */

export const DriverLoadSchema = Type.Object({
  shipment_id: Id,
  reference_number: orNull(Type.String()),
  commodity: orNull(Type.String()),
  weight: orNull(Type.Integer({ description: 'Thousands of pounds.' })),
  packaging: orNull(Type.Integer()),
  packaging_type: orNull(Type.String()),
  equipment: oneOf(EQUIPMENT),
  driver_assist: Type.Boolean(),
  pickup: StopSchema,
  dropoff: StopSchema,
  carrier_name: Type.String(),
  driver_name: Type.String(),
  truck_number: Type.String(),
  trailer_number: Type.String(),
  milestones: Type.Array(MilestoneSchema, { description: 'In the order things happened.' }),
  next_milestone: Type.Unsafe<ReportedMilestone | null>({
    type: ['string', 'null'],
    enum: [...REPORTED_MILESTONES, null],
    description: 'What the driver reports next; null once delivered.',
  }),
  proof_of_delivery: Type.Boolean({ description: 'Whether a proof of delivery is stored.' }),
});

export const PositionsRecordedSchema = Type.Object({
  recorded: Type.Integer({
    minimum: 0,
    description: 'How many positions were new: one sent before is not counted again.',
  }),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type DriverSchemasMatchTypes = [
  Holds<Same<Static<typeof DriverLoadSchema>, Dispatch.DriverLoad>>,
];
