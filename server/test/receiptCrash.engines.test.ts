import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Email } from 'postal-mime';
import type { Invoice, ListResponse } from '@domain/types';
import { scratchDatabase } from '../db/scratchDatabase';
import { DEMO_ACCOUNT } from '../demo/seedDemo';
import { bookShipment, pay, signIn } from './processShipments';
import { startServerProcess } from './serverProcess';
import type { ServerProcess } from './serverProcess';
import { startSilentSmtpServer } from './silentSmtpServer';
import { startSmtpSink } from './smtpSink';
import type { SmtpSink } from './smtpSink';

/*
 * Servers killed (SIGKILL) while the receipts of payments they recorded are on their way to a mail
 * server that never answers: the receipts are owed in the database, and other servers send each
 * of them, once, to a mail server that works.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const RECEIPT = /^Your Loadline receipt for (INV-\d{6})$/;

let silent: Awaited<ReturnType<typeof startSilentSmtpServer>>;
let sink: SmtpSink;
let store: { env: NodeJS.ProcessEnv; drop: () => Promise<void> };
const running: ServerProcess[] = [];

beforeAll(async () => {
  silent = await startSilentSmtpServer();
  sink = await startSmtpSink();
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const scratch = await scratchDatabase(serverUrl, 'test');
    store = { env: { DATABASE_URL: scratch.url }, drop: scratch.drop };
  } else {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'loadline-receipt-crash-'));
    store = { env: { DATA_DIR: dataDir }, drop: async () => rmSync(dataDir, { recursive: true }) };
  }
}, 60_000);
afterAll(async () => {
  await Promise.all(running.map((server) => server.kill()));
  await Promise.all([silent.close(), sink.close()]);
  await store.drop();
});

const start = async (smtpUrl: string) => {
  // A running server's next look for the receipts owed comes within a second, not a minute.
  const server = await startServerProcess({
    ...store.env,
    SMTP_URL: smtpUrl,
    OWED_WORK_EVERY_MS: '1000',
  });
  running.push(server);
  return server;
};

const waitFor = async (check: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('Waited in vain.');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** The invoice numbers of the receipts the working mail server took, in the order received. */
const receiptsSince = (before: number) =>
  sink.received.slice(before).map((mail: Email) => {
    expect(mail.to?.map((to) => ('address' in to ? to.address : null))).toEqual([
      DEMO_ACCOUNT.email,
    ]);
    return RECEIPT.exec(mail.subject ?? '')?.[1];
  });

/**
 * Pays `count` new shipments on a server whose mail server never answers, and kills the server
 * once every receipt is on its way. Returns the invoice numbers paid.
 */
const payAndDie = async (dying: ServerProcess, count: number): Promise<string[]> => {
  const token = await signIn(dying);
  const begun = silent.connections();
  const numbers: string[] = [];
  for (let paid = 0; paid < count; paid += 1) {
    const shipment = await bookShipment(dying, token);
    expect((await pay(dying, token, shipment.id)).body).toMatchObject({ status: 'succeeded' });
    const { body } = await dying.api<ListResponse<Invoice>>(
      'GET',
      `/invoices/?shipment_id=${shipment.id}`,
      undefined,
      token,
    );
    numbers.push(body.results[0]?.invoice_number ?? 'none');
  }
  await waitFor(() => silent.connections() >= begun + count, 20_000);
  await dying.kill();
  return numbers;
};

describe('a server killed while sending receipts', () => {
  it('leaves them to the next servers to start, which send each once', async () => {
    const before = sink.received.length;
    const numbers = await payAndDie(await start(silent.url), 2);
    // On PostgreSQL two servers start together and look for the receipts owed at once.
    const next = await Promise.all(
      (onPostgres ? [sink.url, sink.url] : [sink.url]).map((url) => start(url)),
    );
    await waitFor(() => sink.received.length >= before + numbers.length, 100_000);
    await Promise.all(next.map((server) => server.stop()));
    expect(receiptsSince(before).sort()).toEqual([...numbers].sort());
  }, 180_000);

  (onPostgres ? it : it.skip)(
    'leaves them to another server already running, at its next look',
    async () => {
      const before = sink.received.length;
      const other = await start(sink.url);
      const numbers = await payAndDie(await start(silent.url), 1);
      await waitFor(() => sink.received.length >= before + numbers.length, 100_000);
      await other.stop();
      expect(receiptsSince(before)).toEqual(numbers);
    },
    180_000,
  );
});
