import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, tooLongMessage } from '@domain/messages';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { httpErrorOf } from './httpErrorOf';

type AjvIssue = {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
};

const ajvMessage = (issue: AjvIssue): string => {
  switch (issue.keyword) {
    case 'required':
      return MESSAGES.required;
    case 'type':
      return `Must be ${String(issue.params.type)
        .replace(/^(integer|object|array)$/, 'an $1')
        .replace(/^(string|number|boolean|null)$/, 'a $1')}.`;
    case 'maxLength':
      return tooLongMessage(Number(issue.params.limit));
    case 'maxItems':
      return `Ensure this list has no more than ${String(issue.params.limit)} items.`;
    default:
      return issue.message
        ? `${issue.message[0]?.toUpperCase()}${issue.message.slice(1)}.`
        : 'Invalid value.';
  }
};

const ajvField = (issue: AjvIssue): string => {
  if (issue.keyword === 'required') return String(issue.params.missingProperty);
  const parts = issue.instancePath.split('/').filter((part) => part && !/^\d+$/.test(part));
  return parts.pop() ?? 'non_field_errors';
};

/** Every failure leaves in one of the API's two error shapes; a 5xx never shows its insides. */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = httpErrorOf(error);
    if (answer) return reply.code(answer.statusCode).headers(answer.headers).send(answer.body);
    if (error.validation) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation as AjvIssue[])
        (errors[ajvField(issue)] ??= []).push(ajvMessage(issue));
      return reply.code(400).send({ errors });
    }
    const status = error.statusCode ?? 500;
    if (status === 429)
      return reply.code(429).send({ message: 'Too many requests. Try again later.' });
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'Malformed JSON in the request body.'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'The request body is too large.'
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'Send the request body as application/json.'
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
