import { ValidationError } from 'yup';
import type { InferType, ObjectSchema, AnyObject } from 'yup';
import { fieldErrors } from './httpError';

/**
 * Checks a request body against one of the contract's schemas (the same rules and messages as
 * the app's forms) and returns it cleaned (trimmed, cast, unknown fields dropped), or throws a
 * 400 with every failing field. `context` is what the rules know of the record the body changes.
 */
export const validate = <S extends ObjectSchema<AnyObject>>(
  schema: S,
  body: unknown,
  context?: object,
): InferType<S> => {
  try {
    return schema.validateSync(body ?? {}, {
      abortEarly: false,
      stripUnknown: true,
      context,
    }) as InferType<S>;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string[]> = {};
    for (const issue of error.inner.length ? error.inner : [error]) {
      // Nested fields (pickup.city) and list items (mode[1]) are keyed by their inner name; a
      // rule that fails twice (a password missing two kinds of character) once.
      const field =
        (issue.path ?? '')
          .replace(/\[\d+\]/g, '')
          .split('.')
          .pop() || 'non_field_errors';
      const messages = (errors[field] ??= []);
      if (!messages.includes(issue.message)) messages.push(issue.message);
    }
    throw fieldErrors(errors);
  }
};
