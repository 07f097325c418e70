import { FORM_ERROR } from 'final-form';
import { isRequestError } from '../../api/errors';
import { toSubmissionErrors } from '../../components/form/submissionErrors';
import { MESSAGES } from '@domain/messages';

export type SaveFailure = { message: string; fieldErrors: Record<string, string> };

/**
 * What a failed save shows: a toast with the server's message (or 'Something Went Wrong' when the
 * failure is not an answer the app can read), and the server's field errors on the form's fields.
 * `fields` maps each server field name to the form field it belongs on.
 */
export const saveFailure = (error: unknown, fields: Record<string, string>): SaveFailure => {
  if (!isRequestError(error)) return { message: MESSAGES.somethingWentWrong, fieldErrors: {} };
  const { [FORM_ERROR]: message = MESSAGES.anErrorOccurred, ...onFields } = toSubmissionErrors(
    error,
    Object.keys(fields),
  );
  const fieldErrors: Record<string, string> = {};
  for (const [field, text] of Object.entries(onFields)) fieldErrors[fields[field] ?? field] = text;
  return { message, fieldErrors };
};

/** Every form field under its own name, for forms whose fields are named as the request's. */
export const sameNames = (fields: readonly string[]): Record<string, string> =>
  Object.fromEntries(fields.map((field) => [field, field]));
