import { BUSY_MESSAGE } from '../http/overloadGuard';
import { bookShipment, call, chargeHold, pay, shipper } from './paymentFixtures';
import type { Shipper } from './paymentFixtures';
import { testServerFixture } from './testServerFixture';

const hold = chargeHold();
const server = testServerFixture({
  env: { MAX_REQUESTS_IN_FLIGHT: '1' },
  wrapPayments: hold.wrap,
});

const list = (who: Shipper) => call(server, who, 'GET', '/shipper/shipments/');

describe('a server with as many requests in progress as it takes', () => {
  it('answers the next one 503 with Retry-After at once, but for its health', async () => {
    const who = await shipper(server);
    const shipment = await bookShipment(server, who);
    const held = hold.next();
    const paying = pay(server, who, shipment.id);
    const release = await held;

    const busy = await list(who);
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json()).toEqual({ message: BUSY_MESSAGE });
    for (const health of ['/health/live/', '/health/ready/'])
      expect((await call(server, null, 'GET', health)).statusCode).toBe(200);

    release();
    expect((await paying).statusCode).toBe(200);
    expect((await list(who)).statusCode).toBe(200);
  });

  it('takes requests again once one in progress is cut off by its client', async () => {
    const who = await shipper(server);
    const shipment = await bookShipment(server, who);
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const held = hold.next();
    const client = new AbortController();
    const paying = fetch(`${address}/api/payments/create-intent/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...who.headers },
      body: JSON.stringify({ payment_method_id: 'pm_card_visa', shipment_id: shipment.id }),
      signal: client.signal,
    }).catch((error: unknown) => error);
    const release = await held;
    expect((await list(who)).statusCode).toBe(503);

    client.abort();
    await paying;
    // The server hears of the cut-off connection a moment after the client made it.
    let answered = (await list(who)).statusCode;
    for (const deadline = Date.now() + 5000; answered === 503 && Date.now() < deadline;)
      answered = await new Promise<number>((resolve) =>
        setTimeout(() => void list(who).then((response) => resolve(response.statusCode)), 20),
      );
    expect(answered).toBe(200);
    release();
  });
});
