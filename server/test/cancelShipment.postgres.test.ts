import { moneyToCents } from '@domain/money';
import { CANCELLATION_MESSAGES, SERVER_MESSAGES } from '@domain/serverMessages';
import { cancel, NOW, paid, providerRefunds } from './cancelFixtures';
import {
  bookShipment,
  call,
  invoiceOf,
  pay,
  readShipment,
  shipper,
  succeededCharges,
} from './paymentFixtures';
import { secondServerFixture, testServerFixture } from './testServerFixture';

// Cancels raced against each other and against payments: on PostgreSQL they truly run at once.
describe('cancels racing', () => {
  const server = testServerFixture({ now: NOW });

  it('ten at once: one cancels and refunds once, the others hear it is cancelled', async () => {
    const who = await shipper(server);
    const shipment = await paid(server, who);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => cancel(server, who, shipment.id)),
    );
    expect(answers.filter(({ statusCode }) => statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter(({ statusCode }) => statusCode !== 200)) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: CANCELLATION_MESSAGES.alreadyCancelled });
    }
    expect(await providerRefunds(server, shipment.id)).toEqual([
      { amount: moneyToCents(shipment.total_price) },
    ]);
  });

  it('with driver assist: the shipment is cancelled at the price it had, and assist no longer changes', async () => {
    for (let round = 0; round < 5; round += 1) {
      const who = await shipper(server);
      const shipment = await bookShipment(server, who);
      const [cancelled, assist] = await Promise.all([
        cancel(server, who, shipment.id),
        call(server, who, 'PATCH', `/shipper/shipments/${shipment.id}/appointment/`, {
          driver_assist: true,
        }),
      ]);
      expect(cancelled.statusCode).toBe(200);
      const after = await readShipment(server, who, shipment.id);
      expect(after.status).toBe('cancelled');
      if (assist.statusCode === 200) expect(after.driver_assist).toBe(true);
      else {
        expect(assist.json()).toEqual({ message: SERVER_MESSAGES.shipmentCancelled });
        expect(after.driver_assist).toBe(false);
      }
    }
  });
});

describe('cancels racing on two servers', () => {
  const first = testServerFixture({ now: NOW });
  const second = secondServerFixture(first);

  it('cancel and refund once, whichever server each cancel reaches', async () => {
    for (let round = 0; round < 3; round += 1) {
      const who = await shipper(first);
      const shipment = await paid(first, who);
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          cancel(index % 2 ? second : first, who, shipment.id),
        ),
      );
      expect(answers.filter(({ statusCode }) => statusCode === 200)).toHaveLength(1);
      expect(await providerRefunds(first, shipment.id)).toEqual([
        { amount: moneyToCents(shipment.total_price) },
      ]);
      expect(await invoiceOf(first, who, shipment.id)).toMatchObject({ status: 'refunded' });
    }
  });

  it('a cancel and a payment at once on two servers: never a charge kept without its refund', async () => {
    for (let round = 0; round < 6; round += 1) {
      const who = await shipper(first);
      const shipment = await bookShipment(first, who);
      const [cancelled, payment] = await Promise.all([
        cancel(round % 2 ? first : second, who, shipment.id),
        pay(round % 2 ? second : first, who, shipment.id),
      ]);
      const after = await readShipment(first, who, shipment.id);
      const charged = (await succeededCharges(first, shipment.id)).reduce((a, b) => a + b, 0);
      const refunded = (await providerRefunds(first, shipment.id)).reduce(
        (a, r) => a + r.amount,
        0,
      );
      if (after.status === 'cancelled') {
        expect(refunded).toBe(charged);
        expect(cancelled.statusCode).toBe(200);
      } else {
        expect(after.status).toBe('upcoming');
        expect(charged).toBe(moneyToCents(shipment.total_price));
        expect(refunded).toBe(0);
        expect(cancelled.statusCode).toBe(409);
      }
      if (payment.statusCode !== 200)
        expect(payment.json()).toEqual({ message: SERVER_MESSAGES.shipmentCancelled });
    }
  });
});
