import { eq } from 'drizzle-orm';
import { refunds, testProviderRefunds } from '../db/schema';
import { bookShipment, call, pay, readShipment } from './paymentFixtures';
import type { Shipper } from './paymentFixtures';
import type { TestServer } from './testServer';

/** The server's clock in the cancel tests. */
export const NOW = new Date('2026-06-15T15:00:00.000Z');

export const cancel = (
  server: TestServer,
  who: Shipper,
  id: number,
  body: object = { reason: 'plans_changed' },
) => call(server, who, 'POST', `/shipper/shipments/${id}/cancel/`, body);

/** What the test provider refunded of the shipment's charge, from its own record. */
export const providerRefunds = (server: TestServer, shipmentId: number) =>
  server.db
    .select({ amount: testProviderRefunds.amountCents })
    .from(testProviderRefunds)
    .innerJoin(refunds, eq(refunds.idempotencyKey, testProviderRefunds.idempotencyKey))
    .where(eq(refunds.shipmentId, shipmentId));

/** A shipment booked and paid, as its shipper reads it then. */
export const paid = async (server: TestServer, who: Shipper) => {
  const shipment = await bookShipment(server, who);
  expect((await pay(server, who, shipment.id)).statusCode).toBe(200);
  return readShipment(server, who, shipment.id);
};
