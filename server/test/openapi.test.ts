import { EQUIPMENT, SHIPMENT_ORDER_FIELDS } from '@domain/constants';
import { ETA_STATES, SHIPMENT_TABS } from '@domain/statuses';
import { orderings } from '@domain/listQueries';
import type { ApiDocument, Operation } from './apiDocument';
import { documentPath, fetchApiDocument } from './apiDocument';
import { registeredRoutes } from './registeredRoutes';
import { startTestServer } from './testServer';
import type { TestServer } from './testServer';

let server: TestServer;
let document: ApiDocument;
beforeAll(async () => {
  server = await startTestServer();
  document = await fetchApiDocument(server);
});
afterAll(() => server.close());

/** The document and its reference page are about the API; they are not in it. */
const isApiRoute = (path: string) =>
  path.startsWith('/api/') && !path.startsWith('/api/docs') && path !== '/api/openapi.json';

const operation = (path: string, method: string): Operation => {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`${method} ${path} is not in the document.`);
  return found;
};

const bodySchema = (path: string, method: string) =>
  operation(path, method).requestBody?.content?.['application/json']?.schema as {
    properties: Record<string, Record<string, unknown>>;
    required?: string[];
  };

describe('the API document at /api/openapi.json', () => {
  it('is OpenAPI 3.1 and holds every API route, those added later included', () => {
    expect(document.openapi).toBe('3.1.0');
    const routes = registeredRoutes(server.app).filter(({ path }) => isApiRoute(path));
    expect(routes.length).toBeGreaterThan(20);
    const missing = routes
      .map(({ method, path }) => `${method} ${documentPath(path)}`)
      .filter((route) => {
        const [method = '', path = ''] = route.split(' ');
        return !document.paths[path]?.[method.toLowerCase()];
      });
    expect(missing).toEqual([]);
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(
      routes.map(({ method, path }) => `${method} ${documentPath(path)}`).sort(),
    );
  });

  it('describes every operation: a summary, a tag, its answers and the failures', () => {
    for (const [path, methods] of Object.entries(document.paths))
      for (const [method, described] of Object.entries(methods)) {
        const where = `${method} ${path}`;
        expect([where, Boolean(described.summary), described.tags?.length]).toEqual([
          where,
          true,
          1,
        ]);
        const codes = Object.keys(described.responses ?? {});
        expect([where, codes.some((code) => /^2\d\d$/.test(code)), codes]).toEqual([
          where,
          true,
          expect.arrayContaining(['500']),
        ]);
        if (described.requestBody)
          expect([where, codes]).toEqual([where, expect.arrayContaining(['400'])]);
      }
  });

  it('says which routes need the session token, and how to send it', () => {
    expect(document.components?.securitySchemes?.token).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'Authorization',
    });
    const signedIn = [{ token: [] }];
    expect(operation('/api/auth/user/', 'get').security).toEqual(signedIn);
    expect(operation('/api/shipper/shipments/{id}', 'get').security).toEqual(signedIn);
    expect(operation('/api/shipper/shipments/', 'post').responses).toHaveProperty('403');
    // An open route says so: no security requirement at all.
    expect(operation('/api/auth/login/', 'post').security).toEqual([]);
    expect(operation('/api/shipper/distance-price/', 'post').security).toEqual([]);
  });

  it("shows each body with the rules of the domain core's schemas", () => {
    const quote = bodySchema('/api/shipper/distance-price/', 'post');
    expect(quote.required).toEqual(['pickup_location', 'dropoff_location']);
    expect(quote.properties.pickup_location).toMatchObject({
      type: 'integer',
      exclusiveMinimum: 0,
    });
    expect(quote.properties.equipment).toMatchObject({ type: 'string', enum: [...EQUIPMENT] });

    const register = bodySchema('/api/auth/register/', 'post');
    expect(register.properties.password).toMatchObject({ minLength: 8, maxLength: 128 });
    expect(register.properties.email).toMatchObject({ format: 'email', maxLength: 254 });
    expect(register.properties.first_name).toMatchObject({ maxLength: 15 });

    const finalizing = bodySchema('/api/shipper/shipments/{id}/finalizing/', 'patch');
    expect(finalizing.properties.weight).toMatchObject({ type: ['integer', 'null'] });
    expect(finalizing.required).toEqual(
      expect.arrayContaining(['pickup_number', 'pickup_notes', 'dropoff_number', 'dropoff_notes']),
    );

    // The session, not the body, says whose needs these are: user_id is not part of the body.
    const needs = bodySchema('/api/shipper/shipping-needs/', 'post');
    expect(Object.keys(needs.properties).sort()).toEqual([
      'average_ftl',
      'company_location',
      'mode',
      'trailer_type',
    ]);
  });

  it('shows the query and path parameters', () => {
    const list = operation('/api/shipper/shipments/', 'get').parameters ?? [];
    expect(list.find(({ name }) => name === 'status')).toMatchObject({
      in: 'query',
      schema: { type: 'string', enum: [...SHIPMENT_TABS], default: 'all' },
    });
    expect(list.find(({ name }) => name === 'page_size')).toMatchObject({
      in: 'query',
      schema: { type: 'integer', minimum: 1, maximum: 100 },
    });
    expect(list.find(({ name }) => name === 'ordering')).toMatchObject({
      in: 'query',
      schema: { type: 'string', enum: orderings(SHIPMENT_ORDER_FIELDS), default: '-created_at' },
    });
    expect(list.find(({ name }) => name === 'equipment')).toMatchObject({
      schema: { type: 'string', enum: [...EQUIPMENT] },
    });
    expect(list.find(({ name }) => name === 'eta_state')).toMatchObject({
      schema: { type: 'string', enum: [...ETA_STATES] },
    });
    const exported = operation('/api/shipper/shipments/export/', 'get');
    expect((exported.parameters ?? []).map(({ name }) => name).sort()).toEqual([
      'booked_by',
      'equipment',
      'eta_state',
      'ordering',
      'pickup_from',
      'pickup_to',
      'search',
      'status',
    ]);
    expect(Object.keys(exported.responses?.['200']?.content ?? {})).toEqual(['text/csv']);
    const idParameter = [expect.objectContaining({ name: 'id', in: 'path', required: true })];
    expect(operation('/api/shipper/shipments/{id}', 'get').parameters).toEqual(idParameter);
    const cancellation = operation('/api/shipper/shipments/{id}/cancellation/', 'get');
    expect(cancellation.parameters).toEqual(idParameter);
    expect(cancellation.security).toEqual([{ token: [] }]);
    expect(Object.keys(cancellation.responses ?? {}).sort()).toEqual([
      '200',
      '401',
      '403',
      '404',
      '500',
    ]);
  });
});

describe('the reference page at /api/docs/', () => {
  it('is served with its scripts and styles from this server, none inline', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(assets.length).toBeGreaterThan(3);
    expect(assets.filter((asset) => asset?.includes('//'))).toEqual([]);
    // The app's content security policy allows scripts from its own origin only.
    expect(page.body.match(/<script(?![^>]*\ssrc=)[^>]*>/g)).toBeNull();
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    for (const asset of assets) {
      const response = await server.app.inject({
        method: 'GET',
        url: new URL(asset ?? '', 'http://localhost/api/docs/').pathname,
      });
      expect([asset, response.statusCode]).toEqual([asset, 200]);
    }
  });

  it('reads the same document', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.json()).toEqual(document);
  });
});
