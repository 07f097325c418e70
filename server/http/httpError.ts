import { MESSAGES } from '@domain/messages';
import type { ErrorBody } from '@domain/types';

/** A failure with its HTTP status and a body in one of the API's two error shapes. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super('message' in body ? body.message : 'Validation failed');
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, { message });

/** 400 with messages per field; a rule about the whole request goes in non_field_errors. */
export const fieldErrors = (errors: Record<string, string | string[]>) =>
  new HttpError(400, {
    errors: Object.fromEntries(
      Object.entries(errors).map(([field, messages]) => [
        field,
        Array.isArray(messages) ? messages : [messages],
      ]),
    ),
  });

export const unauthorized = (message: string = MESSAGES.invalidToken) =>
  new HttpError(401, { message });
export const forbidden = (message: string) => new HttpError(403, { message });
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, { message });
export const conflict = (message: string) => new HttpError(409, { message });
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    { message: `Too many attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).` },
    { 'Retry-After': String(Math.ceil(retryAfterSeconds)) },
  );
export const serviceUnavailable = (message: string) => new HttpError(503, { message });
