import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { moneyToCents } from '@domain/money';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { Invoice, ListResponse, Shipment } from '@domain/types';
import { scratchDatabase } from '../db/scratchDatabase';
import { startFakeStripe } from './fakeStripe';
import type { FakeStripe } from './fakeStripe';
import { startServerProcess } from './serverProcess';
import type { ServerProcess } from './serverProcess';
import { bookShipment, pay, signIn } from './processShipments';

/*
 * Servers killed (SIGKILL) while Stripe works on a payment, on the embedded database and, when the
 * tests run on PostgreSQL, with a second server running beside the one that dies.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let stripe: FakeStripe;
let store: { env: NodeJS.ProcessEnv; drop: () => Promise<void> };
const running: ServerProcess[] = [];

beforeAll(async () => {
  stripe = await startFakeStripe();
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const scratch = await scratchDatabase(serverUrl, 'test');
    store = { env: { DATABASE_URL: scratch.url }, drop: scratch.drop };
  } else {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'loadline-crash-'));
    store = { env: { DATA_DIR: dataDir }, drop: async () => rmSync(dataDir, { recursive: true }) };
  }
}, 60_000);
afterAll(async () => {
  await Promise.all(running.map((server) => server.kill()));
  await stripe.close();
  await store.drop();
});

const start = async () => {
  const server = await startServerProcess({ ...store.env, ...stripe.env });
  running.push(server);
  return server;
};

const waitFor = async (check: () => boolean) => {
  const deadline = Date.now() + 20_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('Waited in vain.');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe.each([
  ['after Stripe charged the card', 'act-and-hang'],
  ['before the request reached Stripe', 'hang'],
] as const)('a server killed mid-payment %s', (_when, how) => {
  it('leaves the shipment paid once, at its total, with the truth told meanwhile', async () => {
    const dying = await start();
    // On PostgreSQL another server runs beside it, up before the payment: a start on a busy
    // machine can outlast the provider's timeout, after which the dying server's own retry
    // would go through.
    const other = onPostgres ? await start() : null;
    const token = await signIn(dying);
    const shipment = await bookShipment(dying, token);
    const creations = () =>
      stripe
        .callsTo('POST /v1/payment_intents')
        .filter((call) => call.params.get('metadata[shipment_id]') === String(shipment.id));

    stripe.hangNextCreation(how);
    void pay(dying, token, shipment.id).catch(() => undefined);
    await waitFor(() => creations().length === 1);

    // The server beside it says the payment is under way, and holds the price, while the first
    // one lives.
    if (other) {
      const meanwhile = await pay(other, token, shipment.id);
      expect(meanwhile).toEqual({
        status: 409,
        body: { message: SERVER_MESSAGES.paymentInProgress },
      });
      const change = await other.api(
        'PATCH',
        `/shipper/shipments/${shipment.id}/appointment/`,
        { driver_assist: true },
        token,
      );
      expect(change).toEqual({
        status: 409,
        body: { message: SERVER_MESSAGES.driverAssistPaymentInProgress },
      });
    }
    await dying.kill();

    const survivor = other ?? (await start());
    // The server settles cut-off payments as it starts: until it has, the payment is in progress.
    let again = await pay(survivor, token, shipment.id);
    const deadline = Date.now() + 20_000;
    while (again.status === 409 && Date.now() < deadline) {
      expect(again.body).toEqual({ message: SERVER_MESSAGES.paymentInProgress });
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = await pay(survivor, token, shipment.id);
    }
    // The settling at start hears that the charge went through; a retry hears it too, or, once
    // the shipment is settled, that it is paid.
    if (again.status === 400) expect(again.body).toEqual({ message: SERVER_MESSAGES.alreadyPaid });
    else expect(again).toMatchObject({ status: 200, body: { status: 'succeeded' } });

    const paid = await survivor.api<Shipment>(
      'GET',
      `/shipper/shipments/${shipment.id}`,
      undefined,
      token,
    );
    expect(paid.body.status).toBe('upcoming');
    const invoices = await survivor.api<ListResponse<Invoice>>(
      'GET',
      `/invoices/?shipment_id=${shipment.id}`,
      undefined,
      token,
    );
    expect(invoices.body.results).toEqual([
      expect.objectContaining({ status: 'paid', total_amount: shipment.total_price }),
    ]);
    const charged = [...stripe.intents.values()].filter(
      (intent) => (intent.metadata as { shipment_id: string }).shipment_id === String(shipment.id),
    );
    expect(charged.map((intent) => [intent.status, intent.amount])).toEqual([
      ['succeeded', moneyToCents(shipment.total_price)],
    ]);
    await survivor.stop();
  }, 180_000);
});
