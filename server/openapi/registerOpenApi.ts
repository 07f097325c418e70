import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { isSchema } from 'yup';
import type { AnySchema } from 'yup';
import { PRODUCT_NAME } from '@domain/constants';
import { documentSchemaOf } from './documentSchemaOf';

/** Where the API document and its reference page are served. */
export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/** The security scheme of routes behind a session; `security` on a route names it. */
export const TOKEN_AUTH = 'token';

const PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/**
 * The paths carry /api: the server is the one that serves this document, whichever it is. Not
 * internal: the app's pages and the shared tracking page call it from anywhere.
 */
const THIS_SERVER = {
  url: '/',
  description: 'The server of this document: production, staging or local alike.',
  'x-internal': false,
};

type Parameter = { in?: string; schema?: { type?: unknown; maxLength?: number } };
type Operation = { operationId?: string; parameters?: Parameter[] };

/** "getShipperShipmentsIdTrackingLink" for GET /api/shipper/shipments/{id}/tracking-link/. */
const operationIdOf = (method: string, path: string) =>
  [method, ...path.replace(/^\/api\//, '').split(/[/{}-]+/)]
    .filter(Boolean)
    .map((word, index) => (index ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join('');

/**
 * What every operation has by one rule, added to the whole document: a name for code made from
 * it, from its method and path (fixed as they are), and a path parameter's length, which Fastify's
 * router holds to `maxParamLength` (a longer one is a 414 before any route).
 */
const completeOperations = (
  paths: Record<string, Record<string, Operation>>,
  maxParamLength: number,
) => {
  for (const [path, operations] of Object.entries(paths))
    for (const [method, operation] of Object.entries(operations)) {
      operation.operationId ??= operationIdOf(method, path);
      for (const parameter of operation.parameters ?? [])
        if (parameter.in === 'path' && parameter.schema?.type === 'string')
          parameter.schema.maxLength ??= maxParamLength;
    }
};

/** A route's yup schemas as JSON Schema; the validators apply the same yup schemas. */
const documented = (schema: FastifySchema): FastifySchema => {
  const copy: Record<string, unknown> = { ...schema };
  for (const part of PARTS) {
    const value = copy[part];
    if (isSchema(value)) copy[part] = documentSchemaOf(value as AnySchema);
  }
  return copy;
};

/**
 * The OpenAPI 3.1 document of every /api route, from the schemas each route declares, at
 * OPENAPI_PATH, and a reference page on it at API_DOCS_PATH, whose scripts and styles are served
 * from this server: it works offline, under the app's content security policy. Registered before
 * the routes, whose declarations it collects as they are added.
 */
export const registerOpenApi = async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_NAME} API`,
        version: '1',
        description:
          'Instant full-truckload quotes, booking, card payment and invoices for shippers. ' +
          'Errors answer either {"errors": {field: [messages]}} or {"message": text}.',
      },
      servers: [THIS_SERVER],
      components: {
        securitySchemes: {
          [TOKEN_AUTH]: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description:
              'The session token that sign-up and login answer, sent as "Token <token>".',
          },
          metrics: {
            type: 'http',
            scheme: 'bearer',
            description: "The server's METRICS_TOKEN, for GET /api/metrics alone.",
          },
        },
      },
    },
    transform: ({ schema, url }) => ({
      // The app's pages are not the API.
      schema: url.startsWith('/api/') ? documented(schema ?? {}) : { ...schema, hide: true },
      url,
    }),
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
      const { openapiObject } = documentObject;
      completeOperations(
        (openapiObject.paths ?? {}) as Record<string, Record<string, Operation>>,
        // Fastify's check of its options fills in the default: never missing.
        app.initialConfig.maxParamLength as number,
      );
      return openapiObject;
    },
  });

  app.get(OPENAPI_PATH, { schema: { hide: true } }, (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return reply.send(app.swagger());
  });

  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    uiConfig: { docExpansion: 'list', defaultModelsExpandDepth: 0 },
    // No validator badge: it would load an image from swagger.io.
    validatorUrl: false,
    theme: { title: `${PRODUCT_NAME} API` },
  });
};
