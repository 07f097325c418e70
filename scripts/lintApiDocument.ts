import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fetchApiDocument } from '../server/test/apiDocument';
import { startTestServer } from '../server/test/testServer';

/*
 * `npm run lint:api`: writes the API document as the tests' server serves it (in-memory database)
 * to a temporary file and runs Redocly's and Spectral's command lines on it, with redocly.yaml and
 * .spectral.yaml, for their full reports, warnings too. server/test/apiDocumentLint.test.ts holds
 * CI to the same rules. `npm run lint:api -- --keep` leaves the file, to read it.
 */

const run = (command: string, args: string[]) =>
  spawnSync('npx', ['--no-install', command, ...args], { stdio: 'inherit' }).status === 0;

const main = async () => {
  const server = await startTestServer();
  const document = await fetchApiDocument(server).finally(() => server.close());
  const dir = mkdtempSync(path.join(tmpdir(), 'loadline-api-'));
  const file = path.join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(document, null, 2));
  console.log(`The API document: ${file}`);
  // Both, whatever the first finds: one report of everything.
  const redocly = run('redocly', ['lint', file, '--config', 'redocly.yaml']);
  const spectral = run('spectral', ['lint', file, '--ruleset', '.spectral.yaml']);
  if (!process.argv.includes('--keep')) rmSync(dir, { recursive: true, force: true });
  process.exitCode = redocly && spectral ? 0 : 1;
};

void main();
