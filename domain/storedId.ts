/** The largest PostgreSQL integer: a larger id would fail in the database instead of naming none. */
export const MAX_STORED_ID = 2_147_483_647;

/** Whether a number can be the id of a stored record: a whole number from 1 to MAX_STORED_ID. */
export const isStoredId = (value: number): boolean =>
  Number.isInteger(value) && value > 0 && value <= MAX_STORED_ID;
