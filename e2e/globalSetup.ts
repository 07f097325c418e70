import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitForOk } from '../scripts/support/network';

const root = path.resolve(__dirname, '..');

/** The dispatchers the tests sign in as, each set up once: the desk's, and the one who moves loads. */
const DISPATCHERS = [
  { env: 'E2E_DISPATCHER_LINK', email: 'dee@ops.loadline.test', firstName: 'Dee' },
  { env: 'E2E_MOVER_LINK', email: 'mo@ops.loadline.test', firstName: 'Mo' },
];

/**
 * Free cancellation of a pickup tomorrow ends as today begins in the pickup city (6:00 UTC on
 * Central Time): before then no shipment can be both upcoming and past its deadline. Earlier in
 * the day the server's clock runs ahead to 6:30 UTC of the same date, so that a late cancellation
 * can be tested at any hour.
 */
const clockOffsetMinutes = (now: Date) => {
  const sixThirty = Date.parse(`${now.toISOString().slice(0, 10)}T06:30:00.000Z`);
  return Math.max(0, Math.ceil((sixThirty - now.getTime()) / 60_000));
};

/** Starts `npm start`'s path (build if needed, then the server) on a free port and a fresh data directory. */
export default async function globalSetup() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'loadline-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const offset = String(clockOffsetMinutes(new Date()));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: baseUrl,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    SMTP_URL: '',
    STRIPE_SECRET_KEY: '',
    STRIPE_PUBLISHABLE_KEY: '',
    TEST_PAYMENTS: 'true',
    CLOCK_OFFSET_MINUTES: offset,
  };
  // Production has no demo dispatcher: they are added as an operator would, before the server
  // holds the embedded database, and set a password through the link printed.
  for (const { env: name, email, firstName } of DISPATCHERS) {
    const added = execFileSync(
      path.join(root, 'node_modules', '.bin', 'tsx'),
      ['scripts/opsAddUser.ts', email, firstName],
      { cwd: root, env, encoding: 'utf8' },
    );
    const link = /https?:\/\/\S+\/ops\/set-password\/\S+/.exec(added)?.[0];
    if (!link) throw new Error(`ops:add-user printed no link:\n${added}`);
    process.env[name] = link;
  }
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_CLOCK_OFFSET_MINUTES = offset;
  // The first start builds the app and loads the city data: allow for it.
  await waitForOk(`${baseUrl}/api/config/`, Date.now() + 240_000);

  return async () => {
    await new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
    rmSync(dataDir, { recursive: true, force: true });
  };
}
