import type { AnySchema, SchemaFieldDescription } from 'yup';
import type { JsonSchema, Test } from '@domain/wireTypes/yupDescription';
import {
  fieldsOf,
  innerOf,
  isDescription,
  numberParam,
  param,
} from '@domain/wireTypes/yupDescription';

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
  // What the rules imply but yup's description cannot show (a date's length), as the domain says;
  // a keyword the rules give (page_size's maximum) stands.
  const implied: unknown = field.meta?.document;
  if (typeof implied === 'object' && implied !== null) schema = { ...implied, ...schema };
  return field.nullable ? withNull(schema) : schema;
};

/** A yup schema as the JSON Schema of the API document. */
export const documentSchemaOf = (schema: AnySchema): JsonSchema => documentOf(schema.describe());
