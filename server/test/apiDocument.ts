import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import type { TestServer } from './testServer';

type Content = Record<string, { schema?: object }>;
export type Parameter = { name: string; in: string; required?: boolean; schema?: object };
export type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content?: Content; required?: boolean };
  responses?: Record<string, { description?: string; content?: Content }>;
};

/** What the tests read of the OpenAPI 3.1 document. */
export type ApiDocument = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, object> };
};

/** The API document as a client reads it. */
export const fetchApiDocument = async (server: TestServer): Promise<ApiDocument> => {
  const response = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (response.statusCode !== 200)
    throw new Error(`No API document: ${response.statusCode} ${response.body}`);
  return response.json<ApiDocument>();
};

/** "/api/shipper/shipments/{id}" for Fastify's "/api/shipper/shipments/:id". */
export const documentPath = (fastifyPath: string) => fastifyPath.replace(/:(\w+)/g, '{$1}');

const pointer = (...parts: string[]) =>
  parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/**
 * Checks answers against the schemas the document declares for their route and status, with a
 * JSON Schema validator of its own: what a client generating code from the document relies on.
 */
export const answerChecker = (document: ApiDocument) => {
  // The document is not itself a schema: its schemas are found by reference into it.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(document, 'api');
  const validators = new Map<string, ValidateFunction>();
  const templates = Object.keys(document.paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`),
  }));

  /** What is wrong with the answer, or null when the document declares it as it is. */
  return (method: string, url: string, status: number, body: string): string | null => {
    const path = url.split('?')[0] ?? '';
    const found = templates.find(({ pattern }) => pattern.test(path));
    if (!found) return `${method} ${path}: not in the document`;
    const lower = method.toLowerCase();
    const operation = document.paths[found.template]?.[lower];
    if (!operation) return `${method} ${found.template}: no such operation in the document`;
    const declared = operation.responses?.[String(status)];
    if (!declared) return `${method} ${found.template}: status ${status} is not declared`;
    if (!declared.content?.['application/json']?.schema) return null;
    const key = `${lower} ${found.template} ${status}`;
    let validate = validators.get(key);
    if (!validate) {
      const ref = pointer('paths', found.template, lower, 'responses', String(status));
      validate = ajv.compile({
        $ref: `api#/${ref}/content/${pointer('application/json')}/schema`,
      });
      validators.set(key, validate);
    }
    if (validate(JSON.parse(body))) return null;
    return `${method} ${found.template} ${status}: ${ajv.errorsText(validate.errors)} in ${body.slice(0, 300)}`;
  };
};
