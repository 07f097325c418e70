/*
 * What a careless or hostile client sends in place of a value: the JSON text of each, sent as it
 * is (a 40-digit number cannot be written from JavaScript), and the same as query text.
 */

/** Values that carry a NUL character, which PostgreSQL refuses in text. */
export const NUL_VALUES = ['"\\u0000"', '"PO\\u0000-1"', '["\\u0000"]'];

export const MALFORMED_VALUES = [
  ...NUL_VALUES,
  '["x"]',
  '[]',
  '{"a":1}',
  '{"a":{"b":["c"]}}',
  '2147483648',
  '9007199254740993',
  '1e308',
  '-1e308',
  '1'.repeat(40),
  '-1',
  '0',
  '4.5',
  'true',
  'null',
  '""',
  '"   "',
  JSON.stringify('x'.repeat(5000)),
  JSON.stringify('9'.repeat(40)),
  '"0000-01-01"',
  '"2026-02-30"',
  '"0000-01-01T00:00:00Z"',
  '"Infinity"',
];

/** Whole bodies that are not the JSON object every body of the API is. */
export const MALFORMED_BODIES = [
  '[]',
  '"text"',
  '42',
  'null',
  '{}',
  '{"a\\u0000":"b"}',
  `{"a":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
  `{"__proto__":{"admin":true}}`,
];

export const MALFORMED_QUERY_VALUES = [
  '\u0000',
  'a\u0000b',
  'x'.repeat(5000),
  '0000-01-01T00:00:00Z',
  '-0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59-05:00',
  '-1',
  '0',
  '2147483648',
  '9'.repeat(40),
  '1e308',
  '[]',
  '{}',
  '%',
];

export const MALFORMED_IDS = [
  '0',
  '-1',
  '2147483648',
  '9'.repeat(40),
  '1e3',
  'abc',
  '%00',
  'x'.repeat(2000),
  '%E2%82',
];

/** Whether JSON text or an address carries a NUL character, escaped either way. */
export const hasNul = (text: string) =>
  text.includes('\\u0000') || text.includes('\u0000') || text.includes('%00');
