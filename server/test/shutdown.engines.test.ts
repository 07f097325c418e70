import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@domain/messages';
import { scratchDatabase } from '../db/scratchDatabase';
import { startServerProcess } from './serverProcess';
import type { ServerProcess } from './serverProcess';

/*
 * A server told to stop (SIGTERM), as an orchestrator does in a rolling restart: its readiness
 * turns 503 at once, it answers the request it is in the middle of, and it exits within 10
 * seconds, saying so in its log.
 */
let store: { env: NodeJS.ProcessEnv; drop: () => Promise<void> };
let server: ServerProcess;

beforeAll(async () => {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const scratch = await scratchDatabase(serverUrl, 'test');
    store = { env: { DATABASE_URL: scratch.url }, drop: scratch.drop };
  } else {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'loadline-shutdown-'));
    store = { env: { DATA_DIR: dataDir }, drop: async () => rmSync(dataDir, { recursive: true }) };
  }
  server = await startServerProcess({ ...store.env, LOG_LEVEL: 'info' });
}, 120_000);
afterAll(async () => {
  await server.kill();
  await store.drop();
});

const BODY = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });

/**
 * A login whose body is sent in two parts: between them the request is in flight. Its connection
 * is kept alive, as a proxy keeps its connections to the servers: the server must close it once
 * the answer is sent.
 */
const halfSentLogin = async (baseUrl: string) => {
  const { hostname, port } = new URL(baseUrl);
  const socket: Socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  const answered = new Promise<string>((resolve) => socket.once('end', () => resolve(answer)));
  socket.write(
    'POST /api/auth/login/ HTTP/1.1\r\n' +
      `Host: ${hostname}:${port}\r\n` +
      'Content-Type: application/json\r\n' +
      `Content-Length: ${BODY.length}\r\n\r\n` +
      BODY.slice(0, 10),
  );
  return {
    finish: () => {
      socket.write(BODY.slice(10));
      return answered;
    },
  };
};

const readiness = async (baseUrl: string) => {
  const response = await fetch(`${baseUrl}/api/health/ready/`);
  return { status: response.status, body: (await response.json()) as { server: string } };
};

describe('a server told to stop', () => {
  it('turns unready, answers the request in flight and exits within 10 seconds', async () => {
    expect(await readiness(server.baseUrl)).toMatchObject({ status: 200, body: { server: 'ok' } });
    const login = await halfSentLogin(server.baseUrl);
    // The server has the request's headers before it is told to stop.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const stopped = server.terminate();

    let ready = await readiness(server.baseUrl);
    for (let tries = 0; ready.status === 200 && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      ready = await readiness(server.baseUrl);
    }
    expect(ready).toEqual({
      status: 503,
      body: { status: 'unavailable', server: 'stopping', database: 'ok' },
    });

    const answer = await login.finish();
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain(MESSAGES.invalidCredentials);

    const { code, afterMs } = await stopped;
    expect(code).toBe(0);
    expect(afterMs).toBeLessThan(10_000);
    expect(server.output()).toContain('SIGTERM received: not ready');
    expect(server.output()).toContain('Stopped: every request answered');
  }, 30_000);
});
