import { HttpResponse } from 'msw';
import type { FieldErrors } from '@domain/fieldErrors';
import { MESSAGES } from '@domain/messages';
import type { FieldErrorsBody, MessageBody } from '@domain/types';

/*
 * The API's two error shapes: messages per field, or one message. Helpers deep in a handler
 * throw these: msw answers with a Response thrown from a resolver, which spares every handler a
 * chain of early returns.
 */

export type { FieldErrors };

export const fieldErrors = (errors: FieldErrors): Response =>
  HttpResponse.json<FieldErrorsBody>({ errors }, { status: 400 });

export const messageResponse = (status: number, message: string): Response =>
  HttpResponse.json<MessageBody>({ message }, { status });

/** Well formed, but not allowed now (paying a paid shipment). */
export const notAllowed = (message: string): Response => messageResponse(400, message);

export const notFound = (): Response => messageResponse(404, MESSAGES.notFound);
