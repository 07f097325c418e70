import {
  Conflict,
  Invalid,
  NotFound,
  NotPermitted,
  PaperNotReady,
  PriceChanged,
  Refused,
  TooManyAttempts,
  Unavailable,
  Unverified,
} from '../services/domainErrors';
import {
  badRequest,
  conflict,
  fieldErrors,
  forbidden,
  HttpError,
  notFound,
  serviceUnavailable,
  tooManyRequests,
} from './httpError';

/**
 * The API's answer to an error a service or the http layer threw on purpose, or null for any
 * other failure. The services say what went wrong in the domain's terms; the status codes, bodies
 * and headers clients rely on are decided here alone.
 */
export const httpErrorOf = (error: unknown): HttpError | null => {
  if (error instanceof HttpError) return error;
  if (error instanceof Invalid) return fieldErrors(error.fields);
  // A rule's refusal and an unverifiable webhook are both a bad request with the reason.
  if (error instanceof Refused || error instanceof Unverified) return badRequest(error.message);
  if (error instanceof NotFound) return notFound(error.said);
  if (error instanceof NotPermitted) return forbidden(error.message);
  if (error instanceof Conflict) return conflict(error.message);
  if (error instanceof PriceChanged || error instanceof PaperNotReady)
    return new HttpError(409, error.answer);
  if (error instanceof TooManyAttempts) return tooManyRequests(error.retryAfterSeconds);
  if (error instanceof Unavailable) return serviceUnavailable(error.message);
  return null;
};
