const UNIQUE_VIOLATION = '23505';

/** How many causes deep the database's error may be: drizzle wraps the driver's once. */
const MAX_CAUSES = 4;

type DatabaseFields = { code?: unknown; constraint?: unknown; cause?: unknown };

const fieldsOf = (value: unknown): DatabaseFields | null =>
  typeof value === 'object' && value !== null ? (value as DatabaseFields) : null;

/**
 * A PostgreSQL unique violation, on the index named when one is: by the error's code, on it or on
 * a cause (drizzle wraps the driver's error), never by its class. Run from its sources, the server
 * may load a package twice, each copy with its own error classes, and instanceof then fails.
 */
export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  let fields = fieldsOf(error);
  for (let depth = 0; fields && depth <= MAX_CAUSES; depth += 1) {
    if (fields.code === UNIQUE_VIOLATION)
      return constraint === undefined || fields.constraint === constraint;
    fields = fieldsOf(fields.cause);
  }
  return false;
};

/**
 * A `.catch` that turns a unique violation (of the index named, when one is) into the error the
 * caller's rule speaks of, and lets every other error through: a check made before a write can
 * be raced past, and the unique index is then what refuses the second writer.
 */
export const uniqueViolationAs =
  (refusal: () => Error, constraint?: string) =>
  (error: unknown): never => {
    throw isUniqueViolation(error, constraint) ? refusal() : error;
  };
