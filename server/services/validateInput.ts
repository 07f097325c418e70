import { ValidationError } from 'yup';
import type { AnyObject, InferType, ObjectSchema } from 'yup';
import { fieldErrorsOf } from '@domain/fieldErrors';
import { Invalid } from './domainErrors';

/**
 * Checks input against one of the domain core's schemas (the same rules and messages as the
 * app's forms) and returns it cleaned (trimmed, cast, unknown fields dropped), or throws Invalid
 * with every failing field. `context` is what the rules know of the record the input changes.
 */
export const validateInput = <S extends ObjectSchema<AnyObject>>(
  schema: S,
  input: unknown,
  context?: object,
): InferType<S> => {
  try {
    return schema.validateSync(input ?? {}, {
      abortEarly: false,
      stripUnknown: true,
      context,
    }) as InferType<S>;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw new Invalid(fieldErrorsOf(error));
  }
};
