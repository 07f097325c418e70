import { createHash, timingSafeEqual } from 'node:crypto';
import { maxHeaderSize } from 'node:http';
import Type from 'typebox';
import { notFound, unauthorized } from '../http/httpError';
import { MessageSchema } from '@domain/responseSchemas';
import { answers, fileAnswer } from '../openapi/answers';
import type { Metrics } from '../services/metrics/metrics';
import type { Api } from './routeTypes';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the header names the token, compared in constant time. */
const bearerOf = (header: string | undefined, token: string) =>
  timingSafeEqual(digest(header ?? ''), digest(`Bearer ${token}`));

/**
 * Prometheus's view of the server, for the token METRICS_TOKEN names alone: a server without one
 * serves no such path.
 */
export const registerMetricsRoutes = (api: Api, token: string | null, metrics: Metrics) => {
  api.get(
    '/metrics',
    {
      logLevel: 'warn',
      schema: {
        summary: 'Metrics, for Prometheus',
        description:
          "The server's requests (counts and durations by route and status) and process, the " +
          'payment attempts by their status at the provider, the refunds made, owed and given ' +
          "up, the e-mails owed and the oldest one's age, and the PostgreSQL connections in use, " +
          "in Prometheus's text format. Only with `Authorization: Bearer <METRICS_TOKEN>`; a 404 " +
          'where METRICS_TOKEN is not set.',
        tags: ['health'],
        security: [{ metrics: [] }],
        // Node refuses a request whose headers are longer, before Fastify reads it.
        headers: Type.Object({
          authorization: Type.Optional(Type.String({ maxLength: maxHeaderSize })),
        }),
        response: {
          ...answers({ 200: fileAnswer('text/plain', 'The metrics, in the text format 0.0.4.') }),
          401: { ...MessageSchema, description: 'No METRICS_TOKEN bearer, or another token.' },
          404: { ...MessageSchema, description: 'METRICS_TOKEN is not set on this server.' },
        },
      },
    },
    async (request, reply) => {
      if (!token) throw notFound();
      if (!bearerOf(request.headers.authorization, token)) throw unauthorized();
      reply.header('Cache-Control', 'no-store');
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    },
  );
};
