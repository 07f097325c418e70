import Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import type { AnySchema } from 'yup';
import { typeCheckOf } from '@domain/wireTypes/typeCheckOf';
import { queryWireSchemaOf, wireSchemaOf } from '@domain/wireTypes/wireSchemaOf';
import { wireTypeErrorsOf } from '@domain/wireTypes/wireTypeErrors';
import { WIRE_TYPE_OPTIONS } from '@domain/wireTypes/wireTypeOptions';
import { fieldErrors } from './responses';

/*
 * The server's Ajv options, over @fastify/ajv-compiler's defaults. The wire schemas hold no
 * formats nor defaults, so these are all that decide an answer.
 */
const ajv = new Ajv({
  ...WIRE_TYPE_OPTIONS,
  useDefaults: true,
  addUsedSchema: false,
});

/** Where a request's values come from: a JSON body, or a query string's text. */
export type RequestPart = 'body' | 'querystring';

const compiled = { body: new WeakMap<object, ValidateFunction>(), querystring: new WeakMap() };

const checkerOf = (schema: AnySchema, part: RequestPart): ValidateFunction => {
  const known = compiled[part].get(schema) as ValidateFunction | undefined;
  if (known) return known;
  const wire =
    part === 'querystring' ? queryWireSchemaOf(schema) : wireSchemaOf(schema, typeCheckOf(schema));
  const check = ajv.compile(wire);
  compiled[part].set(schema, check);
  return check;
};

/**
 * As the server checks a request before the rules: the JSON types derived from the schema, as
 * strictly as the domain declares for it, every failure worded by the domain's wireTypeErrorsOf.
 * Fields the schema does not know are removed from `data`, as the server's Ajv removes them.
 */
export const checkWireTypes = (schema: AnySchema, data: unknown, part: RequestPart): void => {
  const check = checkerOf(schema, part);
  if (!check(data)) throw fieldErrors(wireTypeErrorsOf(check.errors ?? []));
};
