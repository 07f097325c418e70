import { FORM_ERROR } from 'final-form';
import { isRequestError, normalizeError } from '../../api/errors';
import { MESSAGES } from '@domain/messages';

/**
 * The final-form submission result for a failed request: errors of the form's own fields land on
 * those fields, any other field's error joins the form-level message (which would otherwise only
 * say 'An error occurred'). A failure that is not a request error gets the unexpected-error text.
 */
export const toSubmissionErrors = (
  error: unknown,
  formFields: readonly string[],
): Record<string, string> => {
  if (!isRequestError(error)) return { [FORM_ERROR]: MESSAGES.unexpected };
  const { message, fieldErrors } = normalizeError(error);
  const onFields: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [field, text] of Object.entries(fieldErrors)) {
    if (formFields.includes(field)) onFields[field] = text;
    else elsewhere.push(text);
  }
  const formMessage =
    elsewhere.length && message === MESSAGES.anErrorOccurred ? elsewhere.join(' ') : message;
  return { ...onFields, [FORM_ERROR]: formMessage };
};
