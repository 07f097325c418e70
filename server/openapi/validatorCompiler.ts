import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';
import { isSchema, ValidationError } from 'yup';
import type { AnyObject, ObjectSchema } from 'yup';
import { fieldErrorsOf } from '@domain/fieldErrors';
import { queryWireSchemaOf, wireSchemaOf } from '@domain/wireTypes/wireSchemaOf';
import { fieldErrors } from '../http/httpError';
import { requestSchemaOptions } from './requestSchema';

type Factory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>['buildValidator'];
type Route = { schema: unknown; method: string; url: string; httpPart?: string };
type BuildCompiler = (externalSchemas: unknown, ajvOptions: unknown) => (route: Route) => unknown;
type AjvValidate = ((data: unknown) => boolean | Promise<unknown>) & { errors?: unknown };
/** What Fastify takes from a validator: the cleaned value, or the failure to answer with. */
type Outcome = { value: unknown } | { error: Error };

const ajvFactory = AjvCompiler();

const isObjectSchema = (schema: unknown): schema is ObjectSchema<AnyObject> =>
  isSchema(schema) && (schema as ObjectSchema<AnyObject>).type === 'object';

/** Runs the yup schema: the cleaned value (trimmed, cast, unknown fields dropped), or a 400. */
const applyRules = (schema: ObjectSchema<AnyObject>, data: unknown): Outcome => {
  try {
    return { value: schema.validateSync(data ?? {}, { abortEarly: false, stripUnknown: true }) };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { error: fieldErrors(fieldErrorsOf(error)) };
  }
};

/**
 * A Fastify validator compiler for the API's two kinds of request schema. A yup schema (the
 * domain core's, the rules and messages of the app's forms) is applied in two steps: Ajv checks
 * the JSON types derived from it, whose failures the error handler words as every type error,
 * then yup applies the rules. Any other schema (JSON Schema, TypeBox) goes to Fastify's own Ajv.
 */
const build: BuildCompiler = (externalSchemas, ajvOptions) => {
  // Fastify's own compiler, with the server's Ajv options (unknown fields removed, no coercion).
  const ajvCompile = (ajvFactory as unknown as BuildCompiler)(externalSchemas, ajvOptions) as (
    route: Route,
  ) => AjvValidate;
  return (route: Route) => {
    const { schema } = route;
    if (!isObjectSchema(schema)) return ajvCompile(route);
    const { types, fastPath, rulesInService } = requestSchemaOptions(schema);
    const wire =
      route.httpPart === 'querystring' ? queryWireSchemaOf(schema) : wireSchemaOf(schema, types);
    const checkTypes = ajvCompile({ ...route, schema: wire });
    const validate = (data: unknown): boolean | Outcome => {
      if (!checkTypes(data)) {
        validate.errors = checkTypes.errors;
        return false;
      }
      if (rulesInService) return { value: data };
      if (fastPath && fastPath(data as AnyObject)) return { value: data };
      return applyRules(schema, data);
    };
    validate.errors = undefined as unknown;
    return validate;
  };
};

/*
 * Fastify's type says the builder's compiler takes one JSON schema; at run time it is given the
 * route's definition (schema, method, url, httpPart), as @fastify/ajv-compiler's builder is.
 */
export const buildValidator = build as unknown as Factory;
