import type { FastifyRequest } from 'fastify';

/** App routes that carry a secret in their path (links from e-mails). */
const SECRET_PATH = /^(\/(?:verify-email|reset-password)\/)[^/?#]+/;

/**
 * What a request looks like in the log: no headers (no Authorization token), no body (no password
 * or card detail), and e-mailed tokens cut out of the path.
 */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: request.url.replace(SECRET_PATH, '$1[redacted]'),
    remoteAddress: request.ip,
  }),
};
