import { freeCancellationDeadline } from '@domain/cancellationDeadline';
import { LATE_CANCELLATION_FEE_CENTS } from '@domain/cancellationTerms';
import { MESSAGES } from '@domain/messages';
import { centsToMoney, moneyToCents } from '@domain/money';
import { CANCELLATION_MESSAGES, SERVER_MESSAGES } from '@domain/serverMessages';
import type { CancellationQuote } from '@domain/cancellationQuote';
import type { InvoicePage, PaymentResult, Shipment, ShipmentPage } from '@domain/types';
import { createPaymentProvider } from '../payments/createPaymentProvider';
import type { PaymentProvider } from '../payments/paymentProvider';
import { sweepOwedRefunds } from '../services/refunds/sweepOwedRefunds';
import {
  bookShipment,
  call,
  chargeHold,
  confirm,
  invoiceOf,
  pay,
  readShipment,
  shipper,
  succeededCharges,
} from './paymentFixtures';
import type { Shipper } from './paymentFixtures';
import { FACILITY } from './shipmentFixtures';
import type { TestServer } from './testServer';
import { cancel, NOW, paid, providerRefunds } from './cancelFixtures';
import { testServerFixture } from './testServerFixture';
import { moveTruck } from './truckFixtures';

const totals = async (server: TestServer, who: Shipper) =>
  (await call(server, who, 'GET', '/invoices/')).json<InvoicePage>().totals;

/** Free cancellation of a shipment booked by bookShipment (Dallas, Central Time) ends then. */
const deadlineOf = (shipment: Shipment) =>
  new Date(freeCancellationDeadline(shipment.pickup.date, 'America/Chicago'));

describe('POST /api/shipper/shipments/{id}/cancel/', () => {
  const server = testServerFixture({ now: NOW });

  it('cancels an unfinished shipment at no cost: its invoice is void, and it is listed as cancelled only', async () => {
    const who = await shipper(server);
    const shipment = await bookShipment(server, who);
    const response = await cancel(server, who, shipment.id, {
      reason: 'other',
      reason_text: '  The customer closed the plant.  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Shipment>()).toMatchObject({
      id: shipment.id,
      status: 'cancelled',
      cancelled_at: NOW.toISOString(),
      cancellation_reason: 'other',
      cancellation_reason_text: 'The customer closed the plant.',
      cancellation_fee: '0.00',
      refunded_amount: '0.00',
    });
    expect(await invoiceOf(server, who, shipment.id)).toMatchObject({
      status: 'void',
      refunded_amount: null,
      paid_at: null,
    });
    const list = (await call(server, who, 'GET', '/shipper/shipments/')).json<ShipmentPage>();
    expect(list.counts).toMatchObject({ all: 1, unfinished: 0, cancelled: 1 });
    const cancelled = await call(server, who, 'GET', '/shipper/shipments/?status=cancelled');
    expect(cancelled.json<ShipmentPage>().results.map(({ id }) => id)).toEqual([shipment.id]);
    expect(await totals(server, who)).toEqual({
      paid: '0.00',
      overdue: '0.00',
      this_month: '0.00',
    });
  });

  it('refunds all of a paid shipment through the provider until free cancellation ends', async () => {
    const who = await shipper(server);
    const shipment = await paid(server, who);
    const charged = moneyToCents(shipment.total_price);
    server.clock.set(new Date(deadlineOf(shipment).getTime() - 1));
    const response = await cancel(server, who, shipment.id, { reason: 'booked_elsewhere' });
    expect(response.json<Shipment>()).toMatchObject({
      status: 'cancelled',
      cancellation_fee: '0.00',
      refunded_amount: shipment.total_price,
    });
    expect(await providerRefunds(server, shipment.id)).toEqual([{ amount: charged }]);
    expect(await invoiceOf(server, who, shipment.id)).toMatchObject({
      status: 'refunded',
      total_amount: shipment.total_price,
      refunded_amount: shipment.total_price,
      refunded_at: server.clock.now().toISOString(),
    });
    expect((await totals(server, who)).paid).toBe('0.00');
  });

  it('keeps the late fee once free cancellation has ended, and refunds the rest', async () => {
    const who = await shipper(server);
    const shipment = await paid(server, who);
    const charged = moneyToCents(shipment.total_price);
    const fee = LATE_CANCELLATION_FEE_CENTS.dryVan;
    server.clock.set(deadlineOf(shipment));
    const response = await cancel(server, who, shipment.id, { reason: 'price' });
    expect(response.json<Shipment>()).toMatchObject({
      status: 'cancelled',
      cancellation_fee: centsToMoney(fee),
      refunded_amount: centsToMoney(charged - fee),
    });
    expect(await providerRefunds(server, shipment.id)).toEqual([{ amount: charged - fee }]);
    expect(await invoiceOf(server, who, shipment.id)).toMatchObject({
      status: 'partially_refunded',
      refunded_amount: centsToMoney(charged - fee),
    });
    expect(await totals(server, who)).toMatchObject({ paid: centsToMoney(fee) });
    const invoicesPaid = await call(server, who, 'GET', '/invoices/?status=partially_refunded');
    expect(invoicesPaid.json<InvoicePage>().count).toBe(1);
  });

  it('leaves nothing about a cancelled shipment to change, pay or cancel again', async () => {
    const who = await shipper(server);
    const shipment = await bookShipment(server, who);
    expect((await cancel(server, who, shipment.id)).statusCode).toBe(200);
    const again = await cancel(server, who, shipment.id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: CANCELLATION_MESSAGES.alreadyCancelled });
    const payment = await pay(server, who, shipment.id);
    expect(payment.statusCode).toBe(400);
    expect(payment.json()).toEqual({ message: SERVER_MESSAGES.shipmentCancelled });
    const assist = await call(
      server,
      who,
      'PATCH',
      `/shipper/shipments/${shipment.id}/appointment/`,
      {
        driver_assist: true,
      },
    );
    expect(assist.statusCode).toBe(400);
    expect(assist.json()).toEqual({ message: SERVER_MESSAGES.shipmentCancelled });
    const details = await call(
      server,
      who,
      'PATCH',
      `/shipper/shipments/${shipment.id}/finalizing/`,
      {
        pickup_number: 'P-2',
        pickup_notes: 'Gate 4.',
        dropoff_number: 'D-2',
        dropoff_notes: 'Dock 1.',
      },
    );
    expect(details.statusCode).toBe(400);
    expect(details.json()).toEqual({ message: SERVER_MESSAGES.shipmentCancelled });
  });

  it('refuses a shipment whose carrier is at pickup, with the reason', async () => {
    const who = await shipper(server);
    const shipment = await paid(server, who);
    await moveTruck(server, shipment.id, 'arrived_pickup');
    const response = await cancel(server, who, shipment.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: CANCELLATION_MESSAGES.inProgress });
    expect((await readShipment(server, who, shipment.id)).status).toBe('inprogress');
  });

  it.each([
    [{}, { reason: [MESSAGES.required] }],
    [{ reason: 'bored' }, { reason: [expect.stringContaining('plans_changed')] }],
    [{ reason: 'other' }, { reason_text: [MESSAGES.required] }],
    [{ reason: 'other', reason_text: '   ' }, { reason_text: [MESSAGES.required] }],
    [
      { reason: 'other', reason_text: 'x'.repeat(501) },
      { reason_text: [expect.stringContaining('500')] },
    ],
  ])('refuses the body %p with its field', async (body, errors) => {
    const who = await shipper(server);
    const shipment = await bookShipment(server, who);
    const response = await cancel(server, who, shipment.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors });
    expect((await readShipment(server, who, shipment.id)).status).toBe('unfinished');
  });

  it('answers the shipment as its own page then reads, and leaves nothing paid this month', async () => {
    const who = await shipper(server);
    const shipment = await paid(server, who);
    const response = await cancel(server, who, shipment.id, {
      reason: 'other',
      reason_text: '  The load was sold off.  ',
    });
    expect(response.statusCode).toBe(200);
    const cancelled = response.json<Shipment>();
    expect(cancelled).toMatchObject({
      id: shipment.id,
      status: 'cancelled',
      cancelled_at: NOW.toISOString(),
      cancellation_reason: 'other',
      cancellation_reason_text: 'The load was sold off.',
      cancellation_fee: '0.00',
      refunded_amount: shipment.total_price,
    });
    expect(await readShipment(server, who, shipment.id)).toMatchObject(cancelled);
    expect(await invoiceOf(server, who, shipment.id)).toMatchObject({
      status: 'refunded',
      refunded_at: cancelled.cancelled_at,
    });
    expect(await totals(server, who)).toEqual({
      paid: '0.00',
      overdue: '0.00',
      this_month: '0.00',
    });
  });

  it('keeps no words beside a reason other than Other, and counts the late fee as paid this month', async () => {
    const who = await shipper(server);
    const shipment = await paid(server, who);
    server.clock.set(deadlineOf(shipment));
    const quote = await call(server, who, 'GET', `/shipper/shipments/${shipment.id}/cancellation/`);
    const { free_until: freeUntil } = quote.json<CancellationQuote>();
    expect(Date.parse(freeUntil ?? '')).toBeLessThanOrEqual(server.clock.now().getTime());
    const fee = centsToMoney(LATE_CANCELLATION_FEE_CENTS.dryVan);
    const response = await cancel(server, who, shipment.id, {
      reason: 'price',
      reason_text: '   ',
    });
    expect(response.json<Shipment>()).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'price',
      cancellation_reason_text: null,
      cancellation_fee: fee,
    });
    expect(await totals(server, who)).toMatchObject({ paid: fee, this_month: fee });
  });

  it('drops a payment waiting for the card’s authentication: confirming it afterwards is refused', async () => {
    const who = await shipper(server);
    const shipment = await bookShipment(server, who);
    const waiting = (
      await pay(server, who, shipment.id, 'pm_card_authenticationRequired')
    ).json<PaymentResult>();
    expect(waiting.status).toBe('requires_action');
    const response = await cancel(server, who, shipment.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<Shipment>()).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'plans_changed',
      cancellation_reason_text: null,
      cancellation_fee: '0.00',
      refunded_amount: '0.00',
    });
    expect(await invoiceOf(server, who, shipment.id)).toMatchObject({
      status: 'void',
      refunded_amount: null,
      refunded_at: null,
    });
    const confirmed = await confirm(server, who, waiting.payment.stripe_payment_intent_id);
    expect([confirmed.statusCode, confirmed.json()]).toEqual([
      400,
      { message: SERVER_MESSAGES.shipmentCancelled },
    ]);
    expect(await succeededCharges(server, shipment.id)).toEqual([]);
  });

  it('counts a cancelled shipment under All and Cancelled only, beside one still upcoming', async () => {
    const who = await shipper(server);
    const kept = await paid(server, who);
    const gone = await paid(server, who);
    expect((await cancel(server, who, gone.id, { reason: 'price' })).statusCode).toBe(200);
    const page = (await call(server, who, 'GET', '/shipper/shipments/')).json<ShipmentPage>();
    expect(page.counts).toEqual({
      all: 2,
      unfinished: 0,
      inprogress: 0,
      upcoming: 1,
      past: 0,
      cancelled: 1,
    });
    const listed = async (tab: string) =>
      (await call(server, who, 'GET', `/shipper/shipments/?status=${tab}`))
        .json<ShipmentPage>()
        .results.map(({ id }) => id);
    expect(await listed('cancelled')).toEqual([gone.id]);
    expect(await listed('upcoming')).toEqual([kept.id]);
    expect((await listed('all')).sort()).toEqual([kept.id, gone.id].sort());
  });

  it('refuses new facility details for a cancelled shipment, as every other change', async () => {
    const who = await shipper(server);
    const shipment = await bookShipment(server, who);
    expect((await cancel(server, who, shipment.id)).statusCode).toBe(200);
    for (const stop of ['pickup', 'dropoff']) {
      const response = await call(
        server,
        who,
        'PATCH',
        `/shipper/shipments/${shipment.id}/appointment/`,
        { [stop]: FACILITY },
      );
      expect([stop, response.statusCode, response.json()]).toEqual([
        stop,
        400,
        { message: SERVER_MESSAGES.shipmentCancelled },
      ]);
    }
    expect((await readShipment(server, who, shipment.id)).pickup.facility_name).toBeNull();
  });

  it("answers 404 for another shipper's shipment and 401 without a session", async () => {
    const owner = await shipper(server);
    const shipment = await bookShipment(server, owner);
    const other = await shipper(server);
    expect((await cancel(server, other, shipment.id)).statusCode).toBe(404);
    expect((await cancel(server, other, 999_999_999)).statusCode).toBe(404);
    const anonymous = await call(
      server,
      null,
      'POST',
      `/shipper/shipments/${shipment.id}/cancel/`,
      {
        reason: 'price',
      },
    );
    expect(anonymous.statusCode).toBe(401);
    expect((await readShipment(server, owner, shipment.id)).status).toBe('unfinished');
  });
});

describe('a refund the provider does not make at once', () => {
  let failing = true;
  const flaky = (provider: PaymentProvider): PaymentProvider => ({
    ...provider,
    refund: async (request) => {
      if (failing) throw new Error('connect ETIMEDOUT');
      return provider.refund(request);
    },
  });
  const server = testServerFixture({ now: NOW, wrapPayments: flaky });

  it('still cancels, stays owed, and is made once by a later look', async () => {
    const who = await shipper(server);
    const shipment = await paid(server, who);
    const response = await cancel(server, who, shipment.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<Shipment>().refunded_amount).toBe(shipment.total_price);
    expect(await invoiceOf(server, who, shipment.id)).toMatchObject({
      status: 'refunded',
      refunded_at: null,
    });
    expect(await providerRefunds(server, shipment.id)).toEqual([]);

    failing = false;
    const deps = {
      db: server.db,
      clock: server.clock,
      instance: server.instance,
      payments: flaky(createPaymentProvider(server.config, server.db)),
    };
    // The try failed a minute ago or more: it is due again.
    server.clock.set(new Date(NOW.getTime() + 2 * 60_000));
    await Promise.all([sweepOwedRefunds(deps), sweepOwedRefunds(deps), sweepOwedRefunds(deps)]);
    expect(await providerRefunds(server, shipment.id)).toEqual([
      { amount: moneyToCents(shipment.total_price) },
    ]);
    expect(await invoiceOf(server, who, shipment.id)).toMatchObject({
      refunded_at: server.clock.now().toISOString(),
    });
  });
});

describe('a cancel while a payment is under way', () => {
  const hold = chargeHold();
  const server = testServerFixture({ now: NOW, wrapPayments: hold.wrap });

  it('is refused while the charge is out, and refunds the charge once it went through', async () => {
    const who = await shipper(server);
    const shipment = await bookShipment(server, who);
    const held = hold.next();
    const paying = pay(server, who, shipment.id);
    const release = await held;
    const refused = await cancel(server, who, shipment.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: SERVER_MESSAGES.paymentInProgress });
    release();
    expect((await paying).statusCode).toBe(200);
    const cancelled = await cancel(server, who, shipment.id);
    expect(cancelled.json<Shipment>()).toMatchObject({
      status: 'cancelled',
      refunded_amount: shipment.total_price,
    });
    expect(await providerRefunds(server, shipment.id)).toEqual([
      { amount: moneyToCents(shipment.total_price) },
    ]);
  });
});
