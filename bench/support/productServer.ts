import { freePort } from '../../scripts/support/network';
import { spawnGroup } from './processGroup';
import { largestResidentMb } from './processMemory';
import { untilAnswering } from './untilAnswering';

export type ProductServer = {
  baseUrl: string;
  /** From spawning `npm start` to the first 200 of /api/health/ready/, which needs the database. */
  startMs: number;
  /** The process group of `npm start` and everything it started. */
  groupId: number;
  residentMb: () => number;
  stop: () => Promise<void>;
};

const START_TIMEOUT_MS = 180_000;

/**
 * `npm start` as a user runs it (the app already built), in production mode unless `demo` (which
 * seeds the demo shipper on a new store), on a free port, with the embedded database in `dataDir`
 * or the PostgreSQL database of `databaseUrl`.
 */
export const startProduct = async (
  root: string,
  store: { dataDir: string } | { databaseUrl: string },
  { demo = false }: { demo?: boolean } = {},
): Promise<ProductServer> => {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const began = performance.now();
  const server = spawnGroup('npm', ['start', '--silent'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      NODE_ENV: demo ? 'development' : 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: 'dataDir' in store ? store.dataDir : '',
      DATABASE_URL: 'databaseUrl' in store ? store.databaseUrl : '',
      SMTP_URL: '',
      STRIPE_SECRET_KEY: '',
      STRIPE_PUBLISHABLE_KEY: '',
      TEST_PAYMENTS: 'true',
    },
  });
  try {
    await untilAnswering(`${baseUrl}/api/health/ready/`, server, {
      timeoutMs: START_TIMEOUT_MS,
      pollMs: 10,
    });
  } catch (error) {
    await server.stop();
    throw new Error(`npm start did not answer: ${String(error)}`, { cause: error });
  }
  const startMs = performance.now() - began;
  return {
    baseUrl,
    startMs,
    groupId: server.child.pid as number,
    residentMb: () => largestResidentMb(server.child.pid as number),
    stop: server.stop,
  };
};
