import type { ValidationError } from 'yup';

/** Messages per field; a rule about the whole request goes in non_field_errors. */
export type FieldErrors = Record<string, string[]>;

/**
 * A failed yup validation as messages per field. Nested fields (pickup.city) and list items
 * (mode[1]) are keyed by their inner name; a rule that fails twice (a password missing two kinds
 * of character) is said once.
 */
export const fieldErrorsOf = (error: ValidationError): FieldErrors => {
  const errors: FieldErrors = {};
  for (const issue of error.inner.length ? error.inner : [error]) {
    const field =
      (issue.path ?? '')
        .replace(/\[\d+\]/g, '')
        .split('.')
        .pop() || 'non_field_errors';
    const messages = (errors[field] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
};
