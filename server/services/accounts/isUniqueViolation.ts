import { DrizzleQueryError } from 'drizzle-orm';

const UNIQUE_VIOLATION = '23505';

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/** A PostgreSQL unique violation; drizzle wraps the driver's error, whose code is on `cause`. */
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof DrizzleQueryError
    ? codeOf(error.cause) === UNIQUE_VIOLATION
    : codeOf(error) === UNIQUE_VIOLATION;

/**
 * A `.catch` that turns a unique violation into the error the caller's rule speaks of, and lets
 * every other error through: a check made before a write can be raced past, and the unique index
 * is then what refuses the second writer.
 */
export const uniqueViolationAs =
  (refusal: () => Error) =>
  (error: unknown): never => {
    throw isUniqueViolation(error) ? refusal() : error;
  };
