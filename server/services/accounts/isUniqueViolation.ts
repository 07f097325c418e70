import { DrizzleQueryError } from 'drizzle-orm';

const UNIQUE_VIOLATION = '23505';

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/** A PostgreSQL unique violation; drizzle wraps the driver's error, whose code is on `cause`. */
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof DrizzleQueryError
    ? codeOf(error.cause) === UNIQUE_VIOLATION
    : codeOf(error) === UNIQUE_VIOLATION;
