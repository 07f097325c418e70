import type { AnySchema, SchemaDescription, SchemaFieldDescription } from 'yup';
import type { JsonSchema } from './yupDescription';
import { fieldsOf, innerOf, isDescription } from './yupDescription';

/**
 * Which fields' JSON types are checked before the rules run: every one, the objects only (each
 * value inside is cast by the rules, as a form's typed text is), the body alone being an object
 * (`body`: its fields are the rules' to word), or all but the fields named.
 */
export type TypeCheck = 'all' | 'objects' | 'body' | { except: readonly string[] };

const leafChecked = (check: TypeCheck, name: string) =>
  check === 'all' || (typeof check === 'object' && !check.except.includes(name));

const jsonTypeOf = (field: SchemaDescription): JsonSchema => {
  switch (field.type) {
    case 'string':
      return { type: 'string' };
    case 'number':
      return { type: field.tests.some((test) => test.name === 'integer') ? 'integer' : 'number' };
    case 'boolean':
      return { type: 'boolean' };
    default:
      return {};
  }
};

const wireOf = (field: SchemaFieldDescription, check: TypeCheck, name: string): JsonSchema => {
  if (!isDescription(field)) return {};
  if (field.type === 'object') {
    if (check === 'body' && name !== '') return {};
    return {
      type: 'object',
      ...(field.nullable ? { nullable: true } : {}),
      properties: Object.fromEntries(
        Object.entries(fieldsOf(field)).map(([inner, description]) => [
          inner,
          wireOf(description, check, inner),
        ]),
      ),
    };
  }
  if (!leafChecked(check, name)) return {};
  if (field.type === 'array') {
    const inner = innerOf(field);
    return { type: 'array', ...(inner ? { items: wireOf(inner, 'all', name) } : {}) };
  }
  const type = jsonTypeOf(field);
  return field.nullable && type.type ? { ...type, nullable: true } : type;
};

/**
 * The JSON types of a body, checked before yup's rules by the server and the mocks alike: a value
 * of the wrong kind is refused with the API's type message ("Must be an integer."), where yup
 * would cast it or word it as a form does. No rule is here, nor whether a field is required: yup
 * has those, with their messages. Fields the schema does not know are dropped (Ajv's
 * removeAdditional), as yup's stripUnknown does.
 */
export const wireSchemaOf = (schema: AnySchema, check: TypeCheck): JsonSchema =>
  wireOf(schema.describe(), check, '');

/** A query string holds text alone, one value a name: a name sent twice is refused as a list. */
export const queryWireSchemaOf = (schema: AnySchema): JsonSchema => ({
  type: 'object',
  properties: Object.fromEntries(
    Object.keys(fieldsOf(schema.describe())).map((name) => [name, { type: 'string' }]),
  ),
});
