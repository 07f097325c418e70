import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { TestServer } from '../../server/test/testServer';

/*
 * The real API server the app's tests talk to: one per test file, started at its first request on
 * a copy of the prepared database with the demo seeded (made once for the run: demoDatabase.ts), e-mail in a temporary outbox and
 * the built-in payment provider. Loaded then too, so a test that calls no API pays nothing for it.
 */
let started: Promise<TestServer> | null = null;

/**
 * PGlite finds its files beside the script that loaded it, which in a jsdom window it takes to be
 * the page's current script: while it starts, that is its own file.
 */
const asPgliteScript = async <T>(work: () => Promise<T>): Promise<T> => {
  const script = {
    tagName: 'SCRIPT',
    src: pathToFileURL(require.resolve('@electric-sql/pglite')).href,
  };
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  try {
    return await work();
  } finally {
    Reflect.deleteProperty(document, 'currentScript');
  }
};

const start = async (): Promise<TestServer> => {
  const [{ startTestServer }, { openPglite }, { DEMO_DATABASE_ENV }] = await Promise.all([
    import('../../server/test/testServer'),
    import('../../server/db/openPglite'),
    import('./demoDatabaseEnv'),
  ]);
  const demo = process.env[DEMO_DATABASE_ENV];
  if (!demo)
    throw new Error(`No demo database: the app project's globalSetup sets ${DEMO_DATABASE_ENV}.`);
  const template = new Blob([await readFile(demo)]);
  return asPgliteScript(() =>
    startTestServer(
      {},
      { database: async () => ({ ...(await openPglite({ dir: null, template })), url: null }) },
    ),
  );
};

let closed = false;

/** The file's server, started at the first call. */
export const apiServer = (): Promise<TestServer> => {
  if (closed) throw new Error('The API server of this test file has closed.');
  return (started ??= start());
};

/** Whether a request may still reach the server: none does after the file's last test. */
export const apiServerOpen = (): boolean => !closed;

/** Starts the file's server before its first test, so that no test's waiting counts its start. */
export const startApiServer = async (): Promise<void> => {
  await apiServer();
};

export const closeApiServer = async (): Promise<void> => {
  closed = true;
  const closing = started;
  started = null;
  if (closing) await (await closing).close();
};
