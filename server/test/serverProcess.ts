import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, waitForOk } from '../../scripts/support/network';

export type ServerProcess = {
  baseUrl: string;
  /** Calls the API as the app does; the body is parsed when there is one. */
  api: <T>(method: string, url: string, body?: unknown, token?: string) => Promise<ApiAnswer<T>>;
  /** Kills the process at once, as a crash or an out-of-memory killer would. */
  kill: () => Promise<void>;
  stop: () => Promise<void>;
  /** Sends SIGTERM and returns at once, with how the process ended once it has. */
  terminate: () => Promise<{ code: number | null; afterMs: number }>;
  /** What the process wrote to its standard output so far (its log, at the LOG_LEVEL given). */
  output: () => string;
};

export type ApiAnswer<T> = { status: number; body: T };

const root = path.join(__dirname, '..', '..');

/**
 * The API server as its own operating-system process (`server/index.ts`), on the database the
 * environment names, so that a test can kill it mid-request.
 */
export const startServerProcess = async (env: NodeJS.ProcessEnv): Promise<ServerProcess> => {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Node itself runs the server (tsx as its loader), so the signal reaches the server alone.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      LOG_LEVEL: 'fatal',
      DIST_DIR: path.join(root, 'no-app-here'),
      ...env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  try {
    await waitForOk(`${baseUrl}/api/config/`, Date.now() + 120_000, 50);
  } catch (error) {
    await end('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    api: async <T>(method: string, url: string, body?: unknown, token?: string) => {
      const response = await fetch(`${baseUrl}/api${url}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Token ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
    },
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
    terminate: async () => {
      const sent = Date.now();
      child.kill('SIGTERM');
      const code = await exited;
      return { code, afterMs: Date.now() - sent };
    },
    output: () => output,
  };
};
