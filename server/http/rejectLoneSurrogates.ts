import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { fieldsWithLoneSurrogate, holdsLoneSurrogate } from '@domain/loneSurrogates';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { fieldErrors } from './httpError';

/**
 * A preValidation hook: a request with a lone surrogate in any text of its path, query or body
 * is a 400 on each such field. No text of one can be stored or written out as UTF-8 (the
 * history's jsonb refuses it outright), so no route or schema need think of it. A callback hook:
 * no promise to settle on every request.
 */
export const rejectLoneSurrogates = (
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
) => {
  const { params, query, body } = request;
  if (!holdsLoneSurrogate(params) && !holdsLoneSurrogate(query) && !holdsLoneSurrogate(body)) {
    done();
    return;
  }
  const fields = new Set([
    ...fieldsWithLoneSurrogate(params),
    ...fieldsWithLoneSurrogate(query),
    ...fieldsWithLoneSurrogate(body),
  ]);
  done(
    fieldErrors(
      Object.fromEntries([...fields].map((field) => [field, SERVER_MESSAGES.brokenCharacter])),
    ),
  );
};
