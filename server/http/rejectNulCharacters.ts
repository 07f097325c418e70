import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { fieldsWithNul, holdsNul } from '@domain/nulCharacters';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { fieldErrors } from './httpError';

/**
 * A preValidation hook: a request with a NUL character in any text of its path, query or body is
 * a 400 on each such field. PostgreSQL stores no NUL in text and fails the whole query, so no
 * route or schema need think of it. A callback hook: no promise to settle on every request.
 */
export const rejectNulCharacters = (
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
) => {
  const { params, query, body } = request;
  if (!holdsNul(params) && !holdsNul(query) && !holdsNul(body)) {
    done();
    return;
  }
  const fields = new Set([
    ...fieldsWithNul(params),
    ...fieldsWithNul(query),
    ...fieldsWithNul(body),
  ]);
  done(
    fieldErrors(
      Object.fromEntries([...fields].map((field) => [field, SERVER_MESSAGES.nulCharacter])),
    ),
  );
};
