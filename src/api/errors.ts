import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { MESSAGES } from '@domain/messages';

export type NormalizedError = {
  message: string;
  /** Server validation messages per request field, joined into one line each. */
  fieldErrors: Record<string, string>;
};

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asText = (value: unknown): string =>
  Array.isArray(value) ? value.map(String).join(' ') : String(value);

/**
 * True for a failure of the request itself: an answer from the API or no answer at all. A
 * response the app cannot read (a proxy's HTML error page) is not one: it is unexpected.
 */
export const isRequestError = (error: unknown): error is FetchBaseQueryError =>
  isObject(error) &&
  (typeof error.status === 'number' ||
    error.status === 'FETCH_ERROR' ||
    error.status === 'TIMEOUT_ERROR');

/** An HTTP error answered by the server (as opposed to a network failure). */
export const httpStatus = (error: unknown): number | undefined =>
  isRequestError(error) && typeof error.status === 'number' ? error.status : undefined;

/**
 * Turns any failure into the message and field errors the screens show: an errors object gives
 * its non_field_errors (or 'An error occurred') and its fields; otherwise the response's message,
 * the error's own message, or 'Network error occurred'.
 */
export const normalizeError = (error: unknown): NormalizedError => {
  const data = isRequestError(error) ? error.data : undefined;
  if (isObject(data) && isObject(data.errors)) {
    const { non_field_errors: nonField, ...fields } = data.errors;
    const fieldErrors: Record<string, string> = {};
    for (const [field, messages] of Object.entries(fields)) fieldErrors[field] = asText(messages);
    const message = nonField === undefined ? '' : asText(nonField);
    return { message: message || MESSAGES.anErrorOccurred, fieldErrors };
  }
  if (isObject(data) && typeof data.message === 'string' && data.message) {
    return { message: data.message, fieldErrors: {} };
  }
  if (isRequestError(error) && typeof error.status === 'number') {
    return { message: MESSAGES.anErrorOccurred, fieldErrors: {} };
  }
  const own = isObject(error) && !isRequestError(error) ? (error as SerializedError).message : '';
  return { message: own || MESSAGES.networkError, fieldErrors: {} };
};
