import Type from 'typebox';
import type { Static } from 'typebox';
import { EQUIPMENT, NAME_MAX_LENGTH } from './constants';
import { MAX_POSITIONS_PER_CALL } from './driverLimits';
import { MilestoneSchema } from './dispatchResponseSchemas';
import type * as Dispatch from './dispatchTypes';
import { REPORTED_MILESTONES, type ReportedMilestone } from './milestones';
import {
  CompanyName,
  Id,
  LoadFields,
  oneOf,
  ShipmentSchema,
  StopSchema,
  Text,
  VehicleNumber,
} from './responseSchemas';

/*
 * The driver link's answers as JSON Schema, held to the wire types of dispatchTypes.ts by the
 * checks at the end. The serializer writes only what these name: no price can reach a driver.
 */

export const DriverLoadSchema = Type.Object({
  shipment_id: Id,
  reference_number: LoadFields.reference_number,
  commodity: LoadFields.commodity,
  weight: LoadFields.weight,
  packaging: LoadFields.packaging,
  packaging_type: LoadFields.packaging_type,
  equipment: oneOf(EQUIPMENT),
  driver_assist: Type.Boolean(),
  temperature_f: ShipmentSchema.properties.temperature_f,
  temperature_mode: ShipmentSchema.properties.temperature_mode,
  pickup: StopSchema,
  dropoff: StopSchema,
  carrier_name: CompanyName,
  driver_name: Text(NAME_MAX_LENGTH),
  truck_number: VehicleNumber,
  trailer_number: VehicleNumber,
  milestones: Type.Array(MilestoneSchema, {
    'x-unbounded': 'Every report kept, those withdrawn included.',
    description: 'In the order things happened.',
  }),
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
    maximum: MAX_POSITIONS_PER_CALL,
    format: 'int32',
    description: 'How many positions were new: one sent before is not counted again.',
  }),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type DriverSchemasMatchTypes = [
  Holds<Same<Static<typeof DriverLoadSchema>, Dispatch.DriverLoad>>,
];
