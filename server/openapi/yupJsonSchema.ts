import type { AnySchema, SchemaDescription, SchemaFieldDescription } from 'yup';

/** A JSON Schema (draft 2020-12 as OpenAPI 3.1 has it, and draft-07 for Ajv alike). */
export type JsonSchema = { [keyword: string]: unknown };

type Test = SchemaDescription['tests'][number];

const param = (test: Test, name: string): unknown => test.params?.[name];

const numberParam = (test: Test, name: string): number | undefined => {
  const value = param(test, name);
  return typeof value === 'number' ? value : undefined;
};

const isDescription = (field: SchemaFieldDescription): field is SchemaDescription =>
  'tests' in field;

const fieldsOf = (description: SchemaDescription): Record<string, SchemaFieldDescription> =>
  'fields' in description ? (description.fields as Record<string, SchemaFieldDescription>) : {};

const innerOf = (description: SchemaDescription): SchemaFieldDescription | undefined =>
  'innerType' in description ? (description.innerType as SchemaFieldDescription) : undefined;

const textRules = (tests: Test[]): JsonSchema => {
  const rules: JsonSchema = {};
  const patterns: string[] = [];
  for (const test of tests) {
    if (test.name === 'max') rules.maxLength = numberParam(test, 'max');
    if (test.name === 'min') rules.minLength = numberParam(test, 'min');
    if (test.name === 'email') rules.format = 'email';
    const regex = param(test, 'regex');
    if (test.name === 'matches' && regex instanceof RegExp) patterns.push(regex.source);
  }
  if (patterns.length === 1) rules.pattern = patterns[0];
  // Several patterns must all match: JSON Schema holds one per schema.
  if (patterns.length > 1) rules.allOf = patterns.map((pattern) => ({ pattern }));
  return rules;
};

const numberRules = (tests: Test[]): JsonSchema => {
  const rules: JsonSchema = {
    type: tests.some((test) => test.name === 'integer') ? 'integer' : 'number',
  };
  for (const test of tests) {
    if (test.name === 'min') {
      if (numberParam(test, 'min') !== undefined) rules.minimum = numberParam(test, 'min');
      if (numberParam(test, 'more') !== undefined)
        rules.exclusiveMinimum = numberParam(test, 'more');
    }
    if (test.name === 'max') {
      if (numberParam(test, 'max') !== undefined) rules.maximum = numberParam(test, 'max');
      if (numberParam(test, 'less') !== undefined)
        rules.exclusiveMaximum = numberParam(test, 'less');
    }
  }
  return rules;
};

const withNull = (schema: JsonSchema): JsonSchema => {
  if (typeof schema.type === 'string') schema.type = [schema.type, 'null'];
  if (Array.isArray(schema.enum)) schema.enum = [...(schema.enum as unknown[]), null];
  return schema;
};

/** The rules yup's description shows, as JSON Schema: what the document says a field takes. */
const documentOf = (field: SchemaFieldDescription): JsonSchema => {
  if (!isDescription(field)) return {};
  const { tests } = field;
  let schema: JsonSchema;
  switch (field.type) {
    case 'object': {
      const fields = fieldsOf(field);
      const required = Object.keys(fields).filter((name) => {
        const inner = fields[name];
        return inner !== undefined && isDescription(inner) && !inner.optional;
      });
      schema = {
        type: 'object',
        properties: Object.fromEntries(
          Object.entries(fields).map(([name, inner]) => [name, documentOf(inner)]),
        ),
        ...(required.length ? { required } : {}),
      };
      break;
    }
    case 'array': {
      const inner = innerOf(field);
      schema = { type: 'array', ...(inner ? { items: documentOf(inner) } : {}) };
      for (const test of tests) {
        if (test.name === 'min') schema.minItems = numberParam(test, 'min');
        if (test.name === 'max') schema.maxItems = numberParam(test, 'max');
      }
      break;
    }
    case 'string':
      schema = { type: 'string', ...textRules(tests) };
      break;
    case 'number':
      schema = numberRules(tests);
      break;
    case 'boolean':
      schema = { type: 'boolean' };
      break;
    default:
      schema = {};
  }
  if (field.oneOf.length) schema.enum = [...field.oneOf];
  if ('default' in field && field.default !== undefined && typeof field.default !== 'object')
    schema.default = field.default;
  const description = field.meta?.description;
  if (typeof description === 'string') schema.description = description;
  return field.nullable ? withNull(schema) : schema;
};

/** A yup schema as the JSON Schema of the API document. */
export const documentSchemaOf = (schema: AnySchema): JsonSchema => documentOf(schema.describe());

/**
 * Which fields' JSON types are checked before the rules run: every one, the objects only (each
 * value inside is cast by the rules, as a form's typed text is), or all but the fields named.
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
 * The JSON types of a body, checked by Ajv before yup's rules: a value of the wrong kind is refused
 * with the API's type message ("Must be an integer."), where yup would cast it or word it as a
 * form does. No rule is here, nor whether a field is required: yup has those, with their messages.
 * Fields the schema does not know are dropped (Ajv's removeAdditional), as yup's stripUnknown does.
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
