/**
 * The routes of the operations desk, named once. Apart from `paths`: the first pages carry that
 * file, and must not carry these.
 */
export const opsPaths = {
  board: '/ops',
  login: '/ops/login',
  setPassword: (token = ':token') => `/ops/set-password/${token}`,
  carriers: '/ops/carriers',
} as const;
