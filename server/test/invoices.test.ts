import { eq } from 'drizzle-orm';
import type { Invoice, ListResponse, Shipment } from '@domain/types';
import { invoices, shipments } from '../db/schema';
import { markShipmentPaid } from '../services/invoices/markShipmentPaid';
import type { Caller } from './shipmentFixtures';
import {
  book,
  callApi,
  FINAL_DETAILS,
  laneCities,
  newShipper,
  patchShipment,
} from './shipmentFixtures';
import { fixture } from './fixture';
import { testServerFixture } from './testServerFixture';

const NOW = new Date('2026-06-15T15:00:00.000Z');
const PICKUP = '2026-06-20';

const server = testServerFixture({ now: NOW });
const cities = fixture(() => laneCities(server));

const finalized = async (
  who: Caller,
  { pickupDate = PICKUP, driverAssist = false } = {},
): Promise<Shipment> => {
  const shipment = await book(server, who, {
    pickupCity: cities.chicago.id,
    dropoffCity: cities.dallas.id,
    pickupDate,
  });
  if (driverAssist)
    await patchShipment(server, who, shipment.id, 'appointment', { driver_assist: true });
  return (
    await patchShipment(server, who, shipment.id, 'finalizing', FINAL_DETAILS)
  ).json<Shipment>();
};
const listInvoices = async (who: Caller) => {
  const response = await callApi(server, who, 'GET', '/invoices/');
  expect(response.statusCode).toBe(200);
  return response.json<ListResponse<Invoice>>().results;
};
const invoiceOf = async (who: Caller, shipmentId: number) => {
  const invoice = (await listInvoices(who)).find(
    (candidate) => candidate.shipment_id === shipmentId,
  );
  if (!invoice) throw new Error(`No invoice for shipment ${shipmentId}.`);
  return invoice;
};

describe('GET /api/invoices/', () => {
  it('lists the pending invoice issued by finalizing, numbered from its id', async () => {
    const riley = await newShipper(server);
    expect(await listInvoices(riley)).toEqual([]);
    server.clock.advance(5 * 60_000);
    const shipment = await finalized(riley);
    const [invoice] = await listInvoices(riley);
    expect(invoice).toEqual({
      id: expect.any(Number),
      invoice_number: `INV-${String(invoice?.id).padStart(6, '0')}`,
      shipment_id: shipment.id,
      created_at: '2026-06-15T15:05:00.000Z',
      total_amount: shipment.total_price,
      status: 'pending',
      paid_at: null,
      refunded_amount: null,
      refunded_at: null,
    });
    expect(invoice?.invoice_number).toMatch(/^INV-\d{6}$/);
  });

  it("lists the caller's own invoices only, newest first", async () => {
    const riley = await newShipper(server);
    const other = await newShipper(server);
    const first = await finalized(riley);
    server.clock.advance(60_000);
    const second = await finalized(riley);
    const third = await finalized(riley);
    await finalized(other);
    expect((await listInvoices(riley)).map((invoice) => invoice.shipment_id)).toEqual([
      third.id,
      second.id,
      first.id,
    ]);
    expect(await listInvoices(other)).toHaveLength(1);
  });

  it('follows the shipment total until paid, then keeps the amount paid', async () => {
    const riley = await newShipper(server);
    const shipment = await finalized(riley);
    expect((await invoiceOf(riley, shipment.id)).total_amount).toBe(shipment.base_price);
    const withAssist = (
      await patchShipment(server, riley, shipment.id, 'appointment', { driver_assist: true })
    ).json<Shipment>();
    expect(withAssist.total_price).toBe((Number(shipment.base_price) + 150).toFixed(2));
    expect((await invoiceOf(riley, shipment.id)).total_amount).toBe(withAssist.total_price);

    const paidAt = new Date('2026-06-16T09:30:00.000Z');
    expect(await markShipmentPaid(server.db, shipment.id, paidAt)).toBe(true);
    expect(await invoiceOf(riley, shipment.id)).toMatchObject({
      status: 'paid',
      paid_at: paidAt.toISOString(),
      total_amount: withAssist.total_price,
    });
    // Whatever happens to the shipment's price afterwards, the invoice shows what was charged.
    await server.db
      .update(shipments)
      .set({ driverAssist: false })
      .where(eq(shipments.id, shipment.id));
    expect((await invoiceOf(riley, shipment.id)).total_amount).toBe(withAssist.total_price);
  });

  it('is overdue once the pickup date has passed unpaid, and never once paid', async () => {
    const riley = await newShipper(server);
    const unpaid = await finalized(riley);
    const paid = await finalized(riley);
    await markShipmentPaid(server.db, paid.id, NOW);
    const statuses = async () => {
      const listed = await listInvoices(riley);
      return [unpaid.id, paid.id].map(
        (id) => listed.find((invoice) => invoice.shipment_id === id)?.status,
      );
    };
    expect(await statuses()).toEqual(['pending', 'paid']);
    server.clock.set(new Date('2026-06-20T23:59:59.000Z'));
    expect(await statuses()).toEqual(['pending', 'paid']);
    server.clock.set(new Date('2026-06-21T00:00:00.000Z'));
    expect(await statuses()).toEqual(['overdue', 'paid']);
    // Paying late settles it.
    await markShipmentPaid(server.db, unpaid.id, server.clock.now());
    expect(await statuses()).toEqual(['paid', 'paid']);
  });
});

describe('markShipmentPaid', () => {
  it('pays once: a second call, even later or at the same time, changes nothing', async () => {
    const riley = await newShipper(server);
    const shipment = await finalized(riley, { driverAssist: true });
    const first = new Date('2026-06-16T10:00:00.000Z');
    const results = await Promise.all([
      markShipmentPaid(server.db, shipment.id, first),
      markShipmentPaid(server.db, shipment.id, first),
    ]);
    expect(results.sort()).toEqual([false, true]);
    const before = await server.db
      .select()
      .from(invoices)
      .where(eq(invoices.shipmentId, shipment.id));
    expect(
      await markShipmentPaid(server.db, shipment.id, new Date('2026-06-17T10:00:00.000Z')),
    ).toBe(false);
    const after = await server.db
      .select()
      .from(invoices)
      .where(eq(invoices.shipmentId, shipment.id));
    expect(after).toEqual(before);
    expect(after[0]).toMatchObject({
      paidAt: first,
      paidAmountCents: Math.round(Number(shipment.total_price) * 100),
    });
    const [row] = await server.db.select().from(shipments).where(eq(shipments.id, shipment.id));
    expect(row?.paidAt).toEqual(first);
  });

  it('issues the invoice first when the shipment was never finalized', async () => {
    const riley = await newShipper(server);
    const shipment = await book(server, riley, {
      pickupCity: cities.dallas.id,
      dropoffCity: cities.houston.id,
      pickupDate: PICKUP,
    });
    await markShipmentPaid(server.db, shipment.id, NOW);
    expect(await listInvoices(riley)).toEqual([
      expect.objectContaining({
        shipment_id: shipment.id,
        status: 'paid',
        total_amount: shipment.total_price,
        paid_at: NOW.toISOString(),
      }),
    ]);
  });
});
