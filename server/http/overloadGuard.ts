import type { FastifyInstance } from 'fastify';

/** Seconds a client is told to wait before it asks again. */
export const BUSY_RETRY_AFTER_S = 1;

export const BUSY_MESSAGE = 'The server is busy. Try again in a moment.';

/**
 * The API paths that never wait in line: a load balancer asking whether the server is alive or
 * ready must not read a busy server as a dead one, and the metrics show what the load is.
 */
const unguarded = (url: string) => url.startsWith('/api/health/') || url.startsWith('/api/metrics');

/**
 * A bounded queue in front of the API: with `limit` requests already in progress, the next one is
 * answered 503 with Retry-After at once, before any work, rather than waiting without bound
 * behind the others (an embedded database answers one statement at a time). A client may send it
 * again unchanged: nothing of it was done.
 */
export const registerOverloadGuard = (app: FastifyInstance, limit: number) => {
  let inFlight = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || unguarded(request.url)) return;
    if (inFlight >= limit) {
      await reply
        .code(503)
        .header('Retry-After', String(BUSY_RETRY_AFTER_S))
        .send({ message: BUSY_MESSAGE });
      return;
    }
    inFlight += 1;
    // 'close' comes once for every response: sent whole, or cut off by the client.
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
  });
};
