import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { contentSecurityPolicy } from './contentSecurityPolicy';

/**
 * The headers helmet sends by default, with our content security policy. They never change while
 * the server runs, so they are worked out once: helmet builds them again on every request, which
 * halved the throughput of the API's fastest calls.
 */
export const securityHeaders = (config: Config): Record<string, string> => ({
  'content-security-policy': Object.entries(contentSecurityPolicy(config))
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join(';'),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  // Plain http on a non-localhost host must keep working: HSTS only when served over https.
  ...(config.production && config.appUrl.startsWith('https:')
    ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
    : {}),
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/**
 * What an API answer says to caches unless its route says otherwise: keep no copy. Most answers
 * are what a session or a link's token opens (a shipper's loads, a dispatcher's board, a driver's
 * load), the refusals of one included; none is worth a stale copy, and a shared computer's
 * browser or a proxy must not keep one for the next person.
 */
const API_ANSWERS = { 'cache-control': 'no-store' };

export const registerSecurityHeaders = (app: FastifyInstance, config: Config) => {
  const headers = securityHeaders(config);
  const apiHeaders = { ...headers, ...API_ANSWERS };
  // A callback hook, not an async one: no promise to settle on every request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : headers);
    done();
  });
};
