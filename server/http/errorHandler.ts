import type { FastifyError, FastifyInstance } from 'fastify';
import { MESSAGES } from '../../src/contract/messages';
import { HttpError } from './httpError';

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
      return `Ensure this field has no more than ${String(issue.params.limit)} characters.`;
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
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
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
