import type { SchemaDescription, SchemaFieldDescription } from 'yup';

/** A JSON Schema (draft 2020-12 as OpenAPI 3.1 has it, and draft-07 for Ajv alike). */
export type JsonSchema = { [keyword: string]: unknown };

/** One of the tests (rules) a yup description lists for a field. */
export type Test = SchemaDescription['tests'][number];

export const param = (test: Test, name: string): unknown => test.params?.[name];

export const numberParam = (test: Test, name: string): number | undefined => {
  const value = param(test, name);
  return typeof value === 'number' ? value : undefined;
};

/** A field yup describes in full; a lazy or referenced one has no tests to read. */
export const isDescription = (field: SchemaFieldDescription): field is SchemaDescription =>
  'tests' in field;

export const fieldsOf = (description: SchemaDescription): Record<string, SchemaFieldDescription> =>
  'fields' in description ? (description.fields as Record<string, SchemaFieldDescription>) : {};

export const innerOf = (description: SchemaDescription): SchemaFieldDescription | undefined =>
  'innerType' in description ? (description.innerType as SchemaFieldDescription) : undefined;
