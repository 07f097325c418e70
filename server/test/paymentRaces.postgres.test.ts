import { moneyToCents } from '@domain/money';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { Shipment } from '@domain/types';
import type { PaymentProvider } from '../payments/paymentProvider';
import {
  bookShipment,
  call,
  chargeHold,
  invoiceOf,
  pay,
  readShipment,
  shipper,
  succeeded,
  succeededCharges,
  providerIntents,
} from './paymentFixtures';
import type { Shipper } from './paymentFixtures';
import type { TestServer } from './testServer';
import { secondServerFixture, testServerFixture } from './testServerFixture';

/** Lets every charge take a random few milliseconds, so that requests interleave differently. */
const jitter = (provider: PaymentProvider): PaymentProvider => ({
  ...provider,
  createIntent: async (request) => {
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 15));
    return provider.createIntent(request);
  },
});

const driverAssist = (server: TestServer, who: Shipper, id: number, on: boolean) =>
  call(server, who, 'PATCH', `/shipper/shipments/${id}/appointment/`, { driver_assist: on });

describe('a price change while a payment is under way', () => {
  const hold = chargeHold();
  const server = testServerFixture({ wrapPayments: hold.wrap });

  it('is refused with the reason, and the invoice is paid at the amount charged', async () => {
    const who = await shipper(server);
    const shipment = await bookShipment(server, who);
    const held = hold.next();
    const paying = pay(server, who, shipment.id);
    const release = await held;

    const refused = await driverAssist(server, who, shipment.id, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: SERVER_MESSAGES.driverAssistPaymentInProgress });
    const facility = await call(
      server,
      who,
      'PATCH',
      `/shipper/shipments/${shipment.id}/appointment/`,
      {
        dropoff: {
          facility_name: 'North Dock',
          facility_address: '1 Main St',
          zip_code: '75001',
          scheduling_preference: 'first_come',
          contact_name: 'Ann Lee',
          phone_number: '+12145550100',
          email: 'ann@example.com',
        },
      },
    );
    expect(facility.statusCode).toBe(200);
    const another = await pay(server, who, shipment.id);
    expect(another.statusCode).toBe(409);
    expect(another.json()).toEqual({ message: SERVER_MESSAGES.paymentInProgress });

    release();
    expect((await paying).json()).toEqual(succeeded());
    const paid = await readShipment(server, who, shipment.id);
    expect(paid).toMatchObject({ driver_assist: false, total_price: shipment.total_price });
    expect(await invoiceOf(server, who, shipment.id)).toMatchObject({
      status: 'paid',
      total_amount: shipment.total_price,
    });
    expect(await succeededCharges(server, shipment.id)).toEqual([
      moneyToCents(shipment.total_price),
    ]);
    expect(await providerIntents(server, shipment.id)).toHaveLength(1);
  });
});

describe('payments raced against driver-assist changes through two servers', () => {
  const first = testServerFixture({ wrapPayments: jitter });
  const second = secondServerFixture(first, { wrapPayments: jitter });

  /** Pays through one server while the other turns driver assist on and off. */
  const race = async (who: Shipper, shipment: Shipment) => {
    const [paying, ...changes] = await Promise.all([
      pay(first, who, shipment.id),
      ...[true, false, true].map(async (on, n) => {
        await new Promise((resolve) => setTimeout(resolve, n * Math.random() * 10));
        return driverAssist(second, who, shipment.id, on);
      }),
    ]);
    return { paying, changes };
  };

  it('finds the charge, the paid invoice and the shipment total equal every time', async () => {
    const who = await shipper(first);
    const booked: Shipment[] = [];
    for (let n = 0; n < 24; n += 1) booked.push(await bookShipment(first, who));
    const results = await Promise.all(booked.map((shipment) => race(who, shipment)));

    for (const [n, { paying, changes }] of results.entries()) {
      const id = booked[n]?.id ?? 0;
      expect(paying.statusCode).toBe(200);
      for (const change of changes) {
        expect([200, 400, 409]).toContain(change.statusCode);
        if (change.statusCode !== 200)
          expect([
            SERVER_MESSAGES.driverAssistPaymentInProgress,
            SERVER_MESSAGES.driverAssistLocked,
          ]).toContain(change.json<{ message: string }>().message);
      }
      const shipment = await readShipment(first, who, id);
      const invoice = await invoiceOf(first, who, id);
      expect(invoice?.status).toBe('paid');
      expect(invoice?.total_amount).toBe(shipment.total_price);
      expect(await succeededCharges(first, id)).toEqual([moneyToCents(shipment.total_price)]);
    }
  });
});

describe('payments raced against accepting a new price through two servers', () => {
  const first = testServerFixture({ wrapPayments: jitter });
  const second = secondServerFixture(first, { wrapPayments: jitter });
  const DAY_MS = 24 * 60 * 60 * 1000;

  const accept = (server: TestServer, who: Shipper, id: number) =>
    call(server, who, 'POST', `/shipper/shipments/${id}/reprice/`);
  const after = <T>(ms: number, act: () => Promise<T>) =>
    new Promise((resolve) => setTimeout(resolve, ms)).then(act);

  it('never charges the old price once its hold ended, and charges at most once', async () => {
    const who = await shipper(first);
    const booked: Shipment[] = [];
    for (let n = 0; n < 16; n += 1) booked.push(await bookShipment(first, who));
    // Two days before each pickup: every hold has ended, and short notice costs more.
    first.clock.set(new Date(first.clock.now().getTime() + 5 * DAY_MS));

    const results = await Promise.all(
      booked.map(async (shipment) => {
        const [payFirst, accepted, paySecond] = await Promise.all([
          pay(first, who, shipment.id),
          after(Math.random() * 10, () => accept(second, who, shipment.id)),
          after(Math.random() * 20, () => pay(second, who, shipment.id)),
        ]);
        return { shipment, pays: [payFirst, paySecond], accepted };
      }),
    );

    for (const { shipment, pays, accepted } of results) {
      const oldCents = moneyToCents(shipment.total_price);
      expect([200, 409]).toContain(accepted.statusCode);
      for (const paying of pays) {
        expect([200, 400, 409]).toContain(paying.statusCode);
        if (paying.statusCode !== 200)
          expect([
            SERVER_MESSAGES.priceHoldEnded,
            SERVER_MESSAGES.paymentInProgress,
            SERVER_MESSAGES.alreadyPaid,
          ]).toContain(paying.json<{ message: string }>().message);
      }
      const now = await readShipment(first, who, shipment.id);
      const charges = await succeededCharges(first, shipment.id);
      expect(charges.length).toBeLessThanOrEqual(1);
      expect(charges).not.toContain(oldCents);
      if (accepted.statusCode === 200)
        expect(moneyToCents(now.total_price)).toBeGreaterThan(oldCents);
      if (charges.length) expect(charges).toEqual([moneyToCents(now.total_price)]);
      const invoice = await invoiceOf(first, who, shipment.id);
      expect(invoice?.total_amount).toBe(now.total_price);
      expect(invoice?.status).toBe(charges.length ? 'paid' : 'pending');
    }
  });
});
