import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@domain/messages';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { WireTypeIssue } from '@domain/wireTypes/wireTypeErrors';
import { wireTypeErrorsOf } from '@domain/wireTypes/wireTypeErrors';
import {
  BODY_TOO_LARGE_MESSAGE,
  MALFORMED_JSON_MESSAGE,
  NOT_JSON_MESSAGE,
} from '@domain/requestBody';
import { httpErrorOf } from './httpErrorOf';

/** Every failure leaves in one of the API's two error shapes; a 5xx never shows its insides. */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = httpErrorOf(error);
    if (answer) return reply.code(answer.statusCode).headers(answer.headers).send(answer.body);
    // Ajv's failures, worded as the mocks word them too.
    if (error.validation)
      return reply
        .code(400)
        .send({ errors: wireTypeErrorsOf(error.validation as WireTypeIssue[]) });
    const status = error.statusCode ?? 500;
    if (status === 429)
      return reply.code(429).send({ message: 'Too many requests. Try again later.' });
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? MALFORMED_JSON_MESSAGE
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? BODY_TOO_LARGE_MESSAGE
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? NOT_JSON_MESSAGE
              : error.message;
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: MESSAGES.internalError });
  });
};

/**
 * The errors Fastify's router answers before any route or error handler runs: a path that is not
 * valid percent-encoding, or a path parameter over Fastify's length limit. Given to Fastify as its
 * `frameworkErrors` option, so that they too leave in the API's error shape.
 */
export const handleFrameworkError = (
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void => {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    reply.code(414).send({ message: SERVER_MESSAGES.urlTooLong });
  else if ((error.statusCode ?? 500) >= 500)
    reply.code(500).send({ message: MESSAGES.internalError });
  else reply.code(400).send({ message: SERVER_MESSAGES.badUrl });
};
