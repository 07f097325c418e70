import * as fs from 'node:fs';
import path from 'node:path';
import { Spectral } from '@stoplight/spectral-core';
import { builtins } from '@stoplight/spectral-ruleset-bundler/plugins/builtins';
import { commonjs } from '@stoplight/spectral-ruleset-bundler/plugins/commonjs';
import { bundleAndLoadRuleset } from '@stoplight/spectral-ruleset-bundler/with-loader';
import { PROJECT_ROOT } from '../projectRoot';
import type { ApiDocument } from './apiDocument';
import { fetchApiDocument } from './apiDocument';
import { startTestServer } from './testServer';

/** Spectral's severity of an error (DiagnosticSeverity.Error of @stoplight/types). */
const SPECTRAL_ERROR = 0;

let document: ApiDocument;
beforeAll(async () => {
  const server = await startTestServer();
  try {
    document = await fetchApiDocument(server);
  } finally {
    await server.close();
  }
});

/*
 * The API document as a client's tools read it, held to the linters' rules with the project's
 * configuration (redocly.yaml, .spectral.yaml at the root): each finding is listed by its rule and
 * place, so that a failure tells what to fix. `npm run lint:api` runs the same rules by hand.
 */
/** The places under `node` that say `x-unbounded`, as JSON pointers. */
const unboundedUnder = (node: unknown, at: string): string[] => {
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === 'x-unbounded' ? [at] : unboundedUnder(value, `${at}/${key}`),
  );
};

describe('the API document', () => {
  it('bounds every string and list of a request: only answers may be unbounded', () => {
    const unbounded = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, { parameters, requestBody }]) => [
        ...unboundedUnder(parameters, `${method} ${path} parameters`),
        ...unboundedUnder(requestBody, `${method} ${path} requestBody`),
      ]),
    );
    expect(unbounded).toEqual([]);
  });

  it("breaks none of Redocly's recommended rules", async () => {
    // Published as ES modules only: jest.config.ts leaves this import() to Node.
    const { lintFromString, loadConfig } = await import('@redocly/openapi-core');
    const config = await loadConfig({ configPath: path.join(PROJECT_ROOT, 'redocly.yaml') });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: path.join(PROJECT_ROOT, 'openapi.json'),
      config,
    });
    const errors = problems
      .filter(({ severity }) => severity === 'error')
      .map(({ ruleId, message, location }) => `${ruleId} at ${location[0]?.pointer}: ${message}`);
    expect(errors).toEqual([]);
  });

  it("breaks none of the OWASP rules that Spectral's configuration keeps", async () => {
    const spectral = new Spectral();
    // Loaded as Spectral's command line loads it: the OWASP ruleset is a CommonJS package.
    spectral.setRuleset(
      await bundleAndLoadRuleset(path.join(PROJECT_ROOT, '.spectral.yaml'), { fs, fetch }, [
        builtins(),
        commonjs(),
      ]),
    );
    const results = await spectral.run(document);
    const errors = results
      .filter(({ severity }) => severity === SPECTRAL_ERROR)
      .map(({ code, message, path: at }) => `${code} at ${at.join('.')}: ${message}`);
    expect(errors).toEqual([]);
  });
});
