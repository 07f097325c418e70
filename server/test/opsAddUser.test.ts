import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startEmbeddedServer } from './embeddedServer';

const run = promisify(execFile);
const root = path.join(__dirname, '..', '..');
const APP_URL = 'https://loadline.example';

/** `npm run ops:add-user -- …` on the embedded database of a data directory of its own. */
const addUser = async (dataDir: string, ...args: string[]) => {
  try {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/opsAddUser.ts', ...args],
      // Only what the command needs: never a DATABASE_URL of the test run.
      { cwd: root, env: { PATH: process.env.PATH, DATA_DIR: dataDir, APP_URL } },
    );
    return { code: 0, stdout, stderr: '' };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
};

describe('npm run ops:add-user', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'loadline-ops-user-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('adds a dispatcher and prints a one-time link, which sets the password and signs in', async () => {
    const added = await addUser(dataDir, 'night.desk@loadline.test', 'Robin');
    expect(added.code).toBe(0);
    expect(added.stdout).toContain('Added the dispatcher night.desk@loadline.test.');
    const token = new RegExp(`${APP_URL}/ops/set-password/([A-Za-z0-9_-]+)`).exec(
      added.stdout,
    )?.[1];
    expect(token).toBeDefined();

    const server = await startEmbeddedServer(dataDir);
    try {
      // The embedded database is the running server's: the command waits for it to stop.
      const locked = await addUser(dataDir, 'day.desk@loadline.test', 'Sky');
      expect(locked.code).toBe(1);
      expect(locked.stderr).toMatch(/is using the data directory/);

      const post = (url: string, body: object) =>
        fetch(`http://127.0.0.1:${server.port}/api${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const set = await post('/ops/auth/set-password/', { token, password: 'NightDesk1' });
      expect(set.status).toBe(200);
      expect(await set.json()).toMatchObject({
        operator: { email: 'night.desk@loadline.test', first_name: 'Robin', role: 'dispatcher' },
      });
      const login = await post('/ops/auth/login/', {
        email: 'night.desk@loadline.test',
        password: 'NightDesk1',
      });
      expect(login.status).toBe(200);
      expect(server.demoDispatcher).toEqual({
        email: 'dispatch@loadline.test',
        password: 'Demo1234',
      });
    } finally {
      await server.close();
    }
  }, 120_000);

  it('says how it is used, and what is wrong with an address', async () => {
    const usage = await addUser(dataDir, 'someone@loadline.test');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run ops:add-user -- <email> <first name>');
    const bad = await addUser(dataDir, 'not-an-address', 'Sky');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Please enter a valid email address');
  }, 60_000);
});
