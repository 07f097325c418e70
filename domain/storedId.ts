/** The largest PostgreSQL integer: a larger id would fail in the database instead of naming none. */
export const MAX_STORED_ID = 2_147_483_647;

/** Whether a number can be the id of a stored record: a whole number from 1 to MAX_STORED_ID. */
export const isStoredId = (value: number): boolean =>
  Number.isInteger(value) && value > 0 && value <= MAX_STORED_ID;

/**
 * A record's id from a path, a query or a body, or null when it cannot name any: not digits
 * alone, 0, or past the database's integers. Whoever reads an id answers null as a missing
 * record (404), so that a malformed id tells a caller no more than an unknown one.
 */
export const parseStoredId = (id: number | string): number | null => {
  const value = typeof id === 'number' ? id : /^\d{1,10}$/.test(id) ? Number(id) : NaN;
  return isStoredId(value) ? value : null;
};
