import type { AnyObject, ObjectSchema } from 'yup';
import type { TypeCheck } from '@domain/wireTypes/wireSchemaOf';
import { typeCheckOf } from '@domain/wireTypes/typeCheckOf';

/**
 * How a route's yup schema is applied to its requests; the document shows the schema itself. How
 * strictly its JSON types are checked is the domain's declaration (typeCheckOf), which the mocks
 * read too: no route says it.
 */
export type RequestSchemaOptions = {
  /**
   * A body this accepts is one the schema would take unchanged: yup is skipped for it. It must
   * never accept a body the schema refuses; a body it does not accept goes through the schema.
   */
  fastPath?: (value: AnyObject) => boolean;
  /**
   * The rules need the stored record (a limit set by the shipment's trailer) or must come after
   * finding it (another shipper's shipment is a 404 whatever the body): the service applies this
   * same schema then. The route checks the JSON types alone.
   */
  rulesInService?: boolean;
};

/** A route's options, with the type check the domain declares for the schema it copied. */
type AppliedOptions = RequestSchemaOptions & { types: TypeCheck };

const options = new WeakMap<object, AppliedOptions>();

/**
 * The options a route declared its schema with, or the domain's type check alone for a schema
 * given as it is.
 */
export const requestSchemaOptions = (schema: object): AppliedOptions =>
  options.get(schema) ?? { types: typeCheckOf(schema) };

declare const rulesInService: unique symbol;

/** A brand on a schema whose rules the service applies: the handler gets the body unvalidated. */
export type RulesInService<S> = S & { readonly [rulesInService]: true };

/**
 * A route's yup schema with how to apply it. A copy of the schema carries the options, so that
 * one schema declared by two routes may be applied differently by each.
 */
export function requestSchema<S extends ObjectSchema<AnyObject>>(
  schema: S,
  declared: RequestSchemaOptions & { rulesInService: true },
): RulesInService<S>;
export function requestSchema<S extends ObjectSchema<AnyObject>>(
  schema: S,
  declared?: RequestSchemaOptions,
): S;
export function requestSchema<S extends ObjectSchema<AnyObject>>(
  schema: S,
  declared: RequestSchemaOptions = {},
): S {
  const copy = schema.clone();
  // The copy is a new object: it carries the type check declared for the schema it copies.
  options.set(copy, { ...declared, types: typeCheckOf(schema) });
  return copy;
}
