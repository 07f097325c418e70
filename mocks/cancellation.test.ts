import { loadEmissions } from '@domain/emissions';
import type { CancellationQuote } from '@domain/cancellationQuote';
import { LATE_CANCELLATION_FEE_CENTS } from '@domain/cancellationTerms';
import { addDays, todayUtc } from '@domain/dates';
import { MESSAGES, tooLongMessage } from '@domain/messages';
import { centsToMoney, moneyToCents } from '@domain/money';
import { CANCELLATION_MESSAGES, SERVER_MESSAGES } from '@domain/serverMessages';
import type { InvoicePage, PaymentResult, Shipment, ShipmentPage } from '@domain/types';
import { seedCancellation, seedShipment, seedUser } from './db';
import { call, FACILITY, FINAL_DETAILS } from './testing/callApi';
import { clockAtNoonUtc } from './testing/clock';

const cancel = (id: number, token: string, body: unknown = { reason: 'plans_changed' }) =>
  call<Shipment & { errors?: Record<string, string[]>; message?: string }>(
    `/shipper/shipments/${id}/cancel/`,
    { method: 'POST', token, body },
  );

const invoiceOf = async (shipmentId: number, token: string) => {
  const { body } = await call<InvoicePage>('/invoices/', { token });
  const invoice = body.results.find((found) => found.shipment_id === shipmentId);
  if (!invoice) throw new Error(`No invoice of shipment ${shipmentId}`);
  return { invoice, totals: body.totals };
};

afterEach(() => jest.useRealTimers());

describe("the mocked API's cancellation", () => {
  it('cancels a paid shipment in time with a full refund: the invoice reads refunded', async () => {
    const { user, token } = seedUser();
    const shipment = seedShipment(user.id, { status: 'upcoming', card: 'pm_card_visa' });
    const before = Date.now();

    const { status, body } = await cancel(shipment.id, token, {
      reason: 'other',
      reason_text: '  The load was sold off.  ',
    });

    expect(status).toBe(200);
    expect(body).toMatchObject({
      ...shipment,
      status: 'cancelled',
      cancelled_at: expect.any(String),
      cancellation_reason: 'other',
      cancellation_reason_text: 'The load was sold off.',
      cancellation_fee: '0.00',
      refunded_amount: shipment.total_price,
    });
    expect(Date.parse(body.cancelled_at ?? '')).toBeGreaterThanOrEqual(before);
    // Its own page reads the same, with the carrier nobody had assigned yet.
    expect((await call<Shipment>(`/shipper/shipments/${shipment.id}`, { token })).body).toEqual({
      ...body,
      ...loadEmissions(body),
      // Its price's parts and hold are the checkout's, not the cancellation's.
      price_held_until: expect.any(String),
      line_items: expect.any(Array),
      carrier: null,
      driver_first_name: null,
      truck_number: null,
      trailer_number: null,
      milestones: [],
    });
    const { invoice, totals } = await invoiceOf(shipment.id, token);
    expect(invoice).toMatchObject({
      status: 'refunded',
      refunded_amount: shipment.total_price,
      refunded_at: body.cancelled_at,
    });
    expect(totals).toMatchObject({ paid: '0.00', this_month: '0.00' });
  });

  it('keeps the late fee of a paid shipment after its free cancellation: partially refunded', async () => {
    clockAtNoonUtc();
    const { user, token } = seedUser();
    const shipment = seedShipment(user.id, {
      status: 'upcoming',
      equipment: 'reefer',
      pickupDate: addDays(todayUtc(), 1),
      card: 'pm_card_visa',
    });
    const kept = centsToMoney(LATE_CANCELLATION_FEE_CENTS.reefer);
    const refund = centsToMoney(
      moneyToCents(shipment.total_price) - LATE_CANCELLATION_FEE_CENTS.reefer,
    );
    const quote = await call<CancellationQuote>(`/shipper/shipments/${shipment.id}/cancellation/`, {
      token,
    });
    expect(Date.parse(quote.body.free_until ?? '')).toBeLessThan(Date.now());

    const { status, body } = await cancel(shipment.id, token, {
      reason: 'price',
      reason_text: '   ',
    });

    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'price',
      cancellation_reason_text: null,
      cancellation_fee: kept,
      refunded_amount: refund,
    });
    const { invoice, totals } = await invoiceOf(shipment.id, token);
    expect(invoice).toMatchObject({ status: 'partially_refunded', refunded_amount: refund });
    expect(totals).toMatchObject({ paid: kept, this_month: kept });
  });

  it('voids the invoice of an unpaid shipment and drops a payment waiting for authentication', async () => {
    const { user, token } = seedUser();
    const shipment = seedShipment(user.id, { finalized: true });
    const waiting = await call<PaymentResult>('/payments/create-intent/', {
      method: 'POST',
      token,
      body: { shipment_id: shipment.id, payment_method_id: 'pm_card_authenticationRequired' },
    });
    expect(waiting.body.status).toBe('requires_action');

    const { status, body } = await cancel(shipment.id, token);

    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'plans_changed',
      cancellation_reason_text: null,
      cancellation_fee: '0.00',
      refunded_amount: '0.00',
    });
    const { invoice } = await invoiceOf(shipment.id, token);
    expect(invoice).toMatchObject({ status: 'void', refunded_amount: null, refunded_at: null });
    const confirmed = await call<{ message: string }>('/payments/confirm/', {
      method: 'POST',
      token,
      body: { payment_intent_id: waiting.body.payment.stripe_payment_intent_id },
    });
    expect(confirmed).toEqual({
      status: 400,
      body: { message: SERVER_MESSAGES.shipmentCancelled },
    });
  });

  it('counts a cancelled shipment under All and Cancelled only, and lists it by ?status=cancelled', async () => {
    const { user, token } = seedUser();
    const kept = seedShipment(user.id, { status: 'upcoming' });
    const cancelled = seedCancellation(seedShipment(user.id, { status: 'upcoming' }).id, 'price');

    const { body } = await call<ShipmentPage>('/shipper/shipments/', { token });
    expect(body.counts).toEqual({
      all: 2,
      unfinished: 0,
      inprogress: 0,
      upcoming: 1,
      past: 0,
      cancelled: 1,
    });
    const listed = async (tab: string) =>
      (await call<ShipmentPage>(`/shipper/shipments/?status=${tab}`, { token })).body.results.map(
        ({ id }) => id,
      );
    expect(await listed('cancelled')).toEqual([cancelled.id]);
    expect(await listed('upcoming')).toEqual([kept.id]);
    expect((await listed('all')).sort()).toEqual([kept.id, cancelled.id].sort());
  });

  it('refuses a reason missing or unknown, and Other without words or with too many', async () => {
    const { user, token } = seedUser();
    const { id } = seedShipment(user.id, { status: 'upcoming' });

    expect(await cancel(id, token, {})).toEqual({
      status: 400,
      body: { errors: { reason: [MESSAGES.required] } },
    });
    expect((await cancel(id, token, { reason: 'bored' })).body.errors).toHaveProperty('reason');
    expect(await cancel(id, token, { reason: 'other', reason_text: ' ' })).toEqual({
      status: 400,
      body: { errors: { reason_text: [MESSAGES.required] } },
    });
    expect(await cancel(id, token, { reason: 'other', reason_text: 'x'.repeat(501) })).toEqual({
      status: 400,
      body: { errors: { reason_text: [tooLongMessage(500)] } },
    });
    expect((await call<Shipment>(`/shipper/shipments/${id}`, { token })).body.status).toBe(
      'upcoming',
    );
  });

  it('refuses what the quote does not allow, with its reason', async () => {
    const { user, token } = seedUser();
    const rolling = seedShipment(user.id, { status: 'inprogress' });
    const cancelled = seedCancellation(seedShipment(user.id).id, 'booked_elsewhere');

    expect(await cancel(rolling.id, token)).toEqual({
      status: 400,
      body: { message: CANCELLATION_MESSAGES.inProgress },
    });
    expect(await cancel(cancelled.id, token)).toEqual({
      status: 400,
      body: { message: CANCELLATION_MESSAGES.alreadyCancelled },
    });
  });

  it('answers 404 for a shipment missing or another shipper’s', async () => {
    const { token } = seedUser();
    const other = seedUser();
    const theirs = seedShipment(other.user.id, { status: 'upcoming' });

    expect((await cancel(theirs.id, token)).status).toBe(404);
    expect((await cancel(999999, token)).status).toBe(404);
    expect(
      (await call<Shipment>(`/shipper/shipments/${theirs.id}`, { token: other.token })).body,
    ).toMatchObject({ status: 'upcoming' });
  });

  it('refuses every change to a cancelled shipment as to one under way', async () => {
    const { user, token } = seedUser();
    const shipment = seedCancellation(seedShipment(user.id, { finalized: true }).id, 'price');
    const path = `/shipper/shipments/${shipment.id}`;
    const locked = { status: 400, body: { message: SERVER_MESSAGES.shipmentCancelled } };

    expect(
      await call(`${path}/appointment/`, { method: 'PATCH', token, body: { driver_assist: true } }),
    ).toEqual(locked);
    expect(
      await call(`${path}/appointment/`, {
        method: 'PATCH',
        token,
        body: { pickup: FACILITY },
      }),
    ).toEqual(locked);
    expect(
      await call(`${path}/finalizing/`, {
        method: 'PATCH',
        token,
        body: FINAL_DETAILS,
      }),
    ).toEqual(locked);
    expect(
      await call('/payments/create-intent/', {
        method: 'POST',
        token,
        body: { shipment_id: shipment.id, payment_method_id: 'pm_card_visa' },
      }),
    ).toEqual(locked);
  });
});
