import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../config';
import { DataDirLockedError } from '../db/dataDirLock';
import { startServer } from '../startServer';

const silent = pino({ level: 'silent' });

// The embedded database in a data directory, as `npm start` runs it on a fresh machine.
const configFor = (dataDir: string) =>
  loadConfig({
    NODE_ENV: 'development',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DIST_DIR: dataDir,
  });

describe('The server on its data directory', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'loadline-start-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps its data across a restart and seeds the demo shipper once', async () => {
    const first = await startServer(configFor(dataDir), silent);
    expect(first.demo).toEqual({ email: 'demo@loadline.test', password: 'Demo1234' });
    const email = 'restart@example.test';
    const registered = await fetch(`http://127.0.0.1:${first.port}/api/auth/register/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email,
        first_name: 'Rita',
        last_name: 'Start',
        phone_number: '+13125550100',
        password: 'Restart123',
        company_name: 'Restart Logistics',
        primary_ships_country: 'US',
      }),
    });
    expect(registered.status).toBe(201);
    await first.close();

    const second = await startServer(configFor(dataDir), silent);
    // Not seeded again, but its sign-in is still shown.
    expect(second.demo).toEqual({ email: 'demo@loadline.test', password: 'Demo1234' });
    const login = await fetch(`http://127.0.0.1:${second.port}/api/auth/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'Restart123' }),
    });
    expect(login.status).toBe(200);
    await second.close();
  }, 60000);

  it('refuses a second server on the same embedded database', async () => {
    const first = await startServer(configFor(dataDir), silent);
    await expect(startServer(configFor(dataDir), silent)).rejects.toThrow(DataDirLockedError);
    await first.close();
    // Once the first has stopped, the directory is free again.
    const again = await startServer(configFor(dataDir), silent);
    await again.close();
  }, 60000);
});
