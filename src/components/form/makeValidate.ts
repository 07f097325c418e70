import { setIn } from 'final-form';
import type { AnyObject, ValidationErrors } from 'final-form';
import { ValidationError } from 'yup';
import type { Schema } from 'yup';

/**
 * A final-form `validate` from a yup schema: every failing field gets its first message.
 * `context` is what the rules know of the record the form changes.
 */
export const makeValidate =
  <T extends AnyObject>(schema: Schema, context?: object) =>
  (values: T): ValidationErrors => {
    try {
      schema.validateSync(values, { abortEarly: false, context });
      return {};
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      let errors: AnyObject = {};
      for (const issue of error.inner) {
        const path = issue.path ?? '';
        const existing: unknown = path
          .split('.')
          .reduce<unknown>((node, key) => (node as AnyObject | undefined)?.[key], errors);
        if (existing === undefined) errors = setIn(errors, path, issue.message);
      }
      return errors;
    }
  };
