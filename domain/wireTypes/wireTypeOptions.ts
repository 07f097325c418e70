/**
 * How JSON types are checked, by the server's Ajv and the mocks' alike: every failure at once,
 * unknown fields removed (never stored), nothing coerced.
 */
export const WIRE_TYPE_OPTIONS = {
  allErrors: true,
  removeAdditional: 'all',
  coerceTypes: false,
} as const;
