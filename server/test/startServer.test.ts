import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataDirLockedError } from '../db/dataDirLock';
import { startEmbeddedServer } from './embeddedServer';

describe('The server on its data directory', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'loadline-start-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps its data across a restart and seeds the demo shipper once', async () => {
    const first = await startEmbeddedServer(dataDir);
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

    const second = await startEmbeddedServer(dataDir);
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
    const first = await startEmbeddedServer(dataDir);
    await expect(startEmbeddedServer(dataDir)).rejects.toThrow(DataDirLockedError);
    await first.close();
    // Once the first has stopped, the directory is free again.
    const again = await startEmbeddedServer(dataDir);
    await again.close();
  }, 60000);
});
