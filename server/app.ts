import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify from 'fastify';
import type { FastifyBaseLogger } from 'fastify';
import type { Logger } from 'pino';
import type { AppDeps } from './deps';
import { makeAuthenticators } from './http/authenticate';
import { handleFrameworkError, registerErrorHandler } from './http/errorHandler';
import { ALWAYS_READY, type Readiness } from './http/readiness';
import { rejectLoneSurrogates } from './http/rejectLoneSurrogates';
import { rejectNulCharacters } from './http/rejectNulCharacters';
import { registerApi } from './routes';
import { makeQuoteTickets } from './services/quoteTickets';
import { registerHealthRoutes } from './routes/health';
import { registerMetricsRoutes } from './routes/metrics';
import { makeMetrics } from './services/metrics/metrics';
import { registerStaticApp } from './http/staticApp';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerOverloadGuard } from './http/overloadGuard';
import type { ApiTypeProvider } from './openapi/apiTypeProvider';
import { registerOpenApi } from './openapi/registerOpenApi';
import { buildValidator } from './openapi/validatorCompiler';
import { BODY_LIMIT_BYTES } from '@domain/requestBody';
import { WIRE_TYPE_OPTIONS } from '@domain/wireTypes/wireTypeOptions';

/**
 * The API and the built app; without a logger (tests) it logs nothing. `readiness` is what its
 * readiness check reports beside the database, as the server's start and stop move it.
 */
export const buildApp = async (
  deps: AppDeps,
  logger?: Logger,
  readiness: Readiness = ALWAYS_READY,
) => {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger as FastifyBaseLogger } : { logger: false }),
    bodyLimit: BODY_LIMIT_BYTES,
    // request.ip is the client's address from X-Forwarded-For only behind the configured proxies.
    trustProxy: deps.config.trustProxy,
    frameworkErrors: handleFrameworkError,
    ajv: { customOptions: { ...WIRE_TYPE_OPTIONS } },
    // A route's yup schema is applied by yup, after Ajv has checked the JSON types derived from it.
    schemaController: { compilersFactory: { buildValidator } },
  }).withTypeProvider<ApiTypeProvider>();

  registerErrorHandler(app);
  registerOverloadGuard(app, deps.config.maxRequestsInFlight);
  app.addHook('preValidation', rejectNulCharacters);
  app.addHook('preValidation', rejectLoneSurrogates);
  app.decorateRequest('account', null);
  app.decorateRequest('operator', null);
  app.decorateRequest('sessionToken', null);
  registerSecurityHeaders(app, deps.config);
  await app.register(compress, { threshold: 1024 });
  if (deps.config.corsOrigins.length) await app.register(cors, { origin: deps.config.corsOrigins });

  // Before the routes: the document is made of what each route declares as it is added.
  await registerOpenApi(app);
  const auth = makeAuthenticators(deps.db, deps.clock);
  const quoteTickets = makeQuoteTickets(deps.db);
  await app.register(async (api) => registerApi(api, { ...deps, auth, quoteTickets }), {
    prefix: '/api',
  });
  await app.register(async (api) => registerHealthRoutes(api, deps.db, readiness), {
    prefix: '/api',
  });
  const metrics = makeMetrics(deps.db, deps.pool);
  app.addHook('onResponse', async (request, reply) =>
    metrics.observe(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    ),
  );
  await app.register(async (api) => registerMetricsRoutes(api, deps.config.metricsToken, metrics), {
    prefix: '/api',
  });
  await registerStaticApp(app, deps.config.distDir);
  return app;
};

export type App = Awaited<ReturnType<typeof buildApp>>;
