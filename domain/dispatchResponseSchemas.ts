import Type from 'typebox';
import type { Static } from 'typebox';
import {
  EQUIPMENT,
  NAME_MAX_LENGTH,
  REGISTRY_NUMBER_MAX_DIGITS,
  SCAC_MAX_LENGTH,
  TOKEN_MAX_LENGTH,
} from './constants';
import { CARRIER_CHECK_OUTCOMES, EXCEPTION_KINDS, OPS_SHIPMENT_FIELDS } from './dispatchTypes';
import type * as Dispatch from './dispatchTypes';
import { OPERATOR_ROLES, type Operator } from './operatorRoles';
import {
  CompanyName,
  Email,
  FirstName,
  Id,
  IsoDate,
  IsoDateTime,
  listOf,
  MilestoneSchema,
  oneOf,
  orNull,
  Phone,
  ShipmentSchema,
  Text,
  Unbounded,
  VehicleNumber,
} from './responseSchemas';

/*
 * The operations desk's answers as JSON Schema, held to the wire types of dispatchTypes.ts by the
 * checks at the end, as responseSchemas.ts does for the shipper's.
 */

export const OperatorSchema = Type.Object({
  id: Id,
  email: Email,
  first_name: FirstName,
  role: oneOf(OPERATOR_ROLES),
});

/** A dispatcher signed in: the token to send as `Authorization: Token …`. */
export const OperatorSessionSchema = Type.Object({
  token: Text(TOKEN_MAX_LENGTH),
  operator: OperatorSchema,
});

const RegistryNumber = Text(REGISTRY_NUMBER_MAX_DIGITS);

export const RegistryLookupSchema = Type.Object({
  usdot_number: RegistryNumber,
  legal_name: orNull(Unbounded("The carrier registry's words.")),
  outcome: oneOf(CARRIER_CHECK_OUTCOMES),
  reasons: Type.Array(Unbounded("The carrier registry's words."), {
    'x-unbounded': 'As many as the carrier registry gives.',
    description: "The registry's reasons for anything but a pass.",
  }),
});

export const CarrierSchema = Type.Object({
  id: Id,
  legal_name: CompanyName,
  usdot_number: RegistryNumber,
  mc_number: orNull(RegistryNumber),
  scac: orNull(Text(SCAC_MAX_LENGTH)),
  phone: Phone,
  email: Email,
  equipment: Type.Array(oneOf(EQUIPMENT), {
    'x-unbounded': 'As the dispatcher sent it: a kind named twice is kept twice.',
  }),
  insurance_expires_on: IsoDate,
  verified: Type.Boolean({ description: 'The last registry check passed.' }),
  verified_at: orNull({ ...IsoDateTime, description: 'When that check was made.' }),
  check_outcome: Type.Unsafe<Dispatch.CarrierCheckOutcome | null>({
    type: ['string', 'null'],
    enum: [...CARRIER_CHECK_OUTCOMES, null],
    description: 'What the registry said at the last check; null before any.',
  }),
  checked_at: orNull(IsoDateTime),
  check_reasons: Type.Array(Unbounded("The carrier registry's words."), {
    'x-unbounded': 'As many as the carrier registry gives.',
    description: "The registry's reasons for anything but a pass.",
  }),
  check_source: Type.Unsafe<'fmcsa' | 'test' | null>({
    type: ['string', 'null'],
    enum: ['fmcsa', 'test', null],
    description: "FMCSA's registry, or the built-in test registry.",
  }),
});

export const CarrierListSchema = listOf(CarrierSchema, {
  'x-unbounded': 'Every carrier of the desk, on one page.',
});

/** The load's history: the shipper's page, the board and the driver's link show it alike. */
export { MilestoneSchema };

export const AssignmentSchema = Type.Object({
  carrier: Type.Object({ id: Id, legal_name: CompanyName, usdot_number: RegistryNumber }),
  driver_name: Text(NAME_MAX_LENGTH),
  driver_phone: Phone,
  truck_number: VehicleNumber,
  trailer_number: VehicleNumber,
  assigned_at: IsoDateTime,
});

/** Some of a schema's properties, in the order asked (Type.Pick keeps the schema's own). */
const pickProperties = <T extends object, K extends keyof T>(properties: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, properties[key]])) as Pick<T, K>;

export const OpsShipmentSchema = Type.Object({
  ...pickProperties(ShipmentSchema.properties, OPS_SHIPMENT_FIELDS),
  company_name: CompanyName,
  assignment: orNull(AssignmentSchema),
  milestones: Type.Array(MilestoneSchema, {
    'x-unbounded': 'Every report kept, those withdrawn included.',
    description: 'In the order things happened.',
  }),
  last_position_at: orNull(IsoDateTime),
  exceptions: Type.Array(oneOf(EXCEPTION_KINDS), { maxItems: EXCEPTION_KINDS.length }),
});

export const OpsBoardSchema = listOf(OpsShipmentSchema, {
  'x-unbounded': 'Every paid load of the stage, on one page.',
});

export const AssignedShipmentSchema = Type.Object({
  ...OpsShipmentSchema.properties,
  driver_link: Unbounded("The app's address (APP_URL) and the link's token.", {
    description: 'The page the driver reports from; texted to the driver, shown only now.',
  }),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type DispatchSchemasMatchTypes = [
  Holds<Same<Static<typeof OperatorSchema>, Operator>>,
  Holds<Same<Static<typeof CarrierSchema>, Dispatch.Carrier>>,
  Holds<Same<Static<typeof RegistryLookupSchema>, Dispatch.RegistryLookup>>,
  Holds<Same<Static<typeof MilestoneSchema>, Dispatch.Milestone>>,
  Holds<Same<Static<typeof AssignmentSchema>, Dispatch.Assignment>>,
  Holds<Same<Static<typeof OpsShipmentSchema>, Dispatch.OpsShipment>>,
  Holds<Same<Static<typeof AssignedShipmentSchema>, Dispatch.AssignedShipment>>,
];
