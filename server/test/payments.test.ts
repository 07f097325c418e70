import { MESSAGES } from '@domain/messages';
import { moneyToCents } from '@domain/money';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { WEBHOOK_MESSAGES } from '../services/payments/readStripeEvent';
import {
  attemptsOf,
  bookShipment,
  call,
  expectUnpaid,
  invoiceOf,
  pay as payWith,
  readShipment,
  shipper,
  succeeded,
} from './paymentFixtures';
import type { Shipper } from './paymentFixtures';
import { testServerFixture } from './testServerFixture';

const server = testServerFixture();

const pay = (who: Shipper, shipmentId: number, card?: string) =>
  payWith(server, who, shipmentId, card);

describe('authentication', () => {
  const calls = [
    ['/payment-methods/', { payment_method_id: 'pm_card_visa' }],
    ['/payments/create-intent/', { payment_method_id: 'pm_card_visa', shipment_id: 1 }],
    ['/payments/confirm/', { payment_intent_id: 'pi_test_1' }],
  ] as const;

  it.each(calls)(
    '%s needs a session (401) of a verified shipper with shipping needs (403)',
    async (url, body) => {
      const anonymous = await call(server, null, 'POST', url, body);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: MESSAGES.notAuthenticated });
      const badToken = await call(
        server,
        { userId: 0, companyId: 0, headers: { authorization: 'Token nope' } },
        'POST',
        url,
        body,
      );
      expect(badToken.statusCode).toBe(401);
      expect(badToken.json()).toEqual({ message: MESSAGES.invalidToken });
      const noNeeds = await call(
        server,
        await shipper(server, { shippingNeeds: false }),
        'POST',
        url,
        body,
      );
      expect(noNeeds.statusCode).toBe(403);
      expect(noNeeds.json()).toEqual({ message: SERVER_MESSAGES.shippingNeedsMissing });
      const unverified = await call(
        server,
        await shipper(server, { verified: false }),
        'POST',
        url,
        body,
      );
      expect(unverified.statusCode).toBe(403);
      expect(unverified.json()).toEqual({ message: SERVER_MESSAGES.emailNotVerified });
    },
  );
});

describe('POST /api/payment-methods/', () => {
  it('keeps the brand and last four digits of a test card, once per card', async () => {
    const who = await shipper(server);
    const response = await call(server, who, 'POST', '/payment-methods/', {
      payment_method_id: 'pm_card_visa',
      card: '4242',
    });
    expect(response.statusCode).toBe(201);
    const saved = response.json();
    expect(saved).toEqual({
      id: expect.any(Number),
      payment_method_id: 'pm_card_visa',
      brand: 'visa',
      last4: '4242',
    });
    const again = await call(server, who, 'POST', '/payment-methods/', {
      payment_method_id: ' pm_card_visa ',
    });
    expect(again.json()).toEqual(saved);
    const declining = await call(server, who, 'POST', '/payment-methods/', {
      payment_method_id: 'pm_card_visa_chargeDeclinedInsufficientFunds',
    });
    expect(declining.json()).toMatchObject({ brand: 'visa', last4: '9995' });
  });

  it('refuses an unknown card and a missing or blank id', async () => {
    const who = await shipper(server);
    const unknown = await call(server, who, 'POST', '/payment-methods/', {
      payment_method_id: 'pm_card_mastercard',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      errors: { payment_method_id: [SERVER_MESSAGES.unknownPaymentMethod] },
    });
    for (const body of [{}, { payment_method_id: '  ' }]) {
      const response = await call(server, who, 'POST', '/payment-methods/', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { payment_method_id: [MESSAGES.required] } });
    }
    const wrongType = await call(server, who, 'POST', '/payment-methods/', {
      payment_method_id: 42,
    });
    expect(wrongType.statusCode).toBe(400);
  });
});

describe('POST /api/payments/create-intent/', () => {
  it('charges the total computed on the server and marks the shipment and its invoice paid', async () => {
    const who = await shipper(server);
    const shipment = await bookShipment(server, who, { driverAssist: true });
    expect(shipment.total_price).not.toBe(shipment.base_price);
    const response = await call(server, who, 'POST', '/payments/create-intent/', {
      payment_method_id: 'pm_card_visa',
      shipment_id: shipment.id,
      amount: '1.00',
      total_price: '1.00',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(succeeded());
    const [attempt] = await attemptsOf(server, shipment.id);
    expect(attempt).toMatchObject({
      status: 'succeeded',
      amountCents: moneyToCents(shipment.total_price),
      provider: 'test',
    });
    expect((await readShipment(server, who, shipment.id)).status).toBe('upcoming');
    expect(await invoiceOf(server, who, shipment.id)).toMatchObject({
      status: 'paid',
      total_amount: shipment.total_price,
      paid_at: server.clock.now().toISOString(),
    });
    const again = await pay(who, shipment.id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: SERVER_MESSAGES.alreadyPaid });
    expect(await attemptsOf(server, shipment.id)).toHaveLength(1);
  });

  it('checks the request, the owner and that the shipment is finalized', async () => {
    const who = await shipper(server);
    const empty = await call(server, who, 'POST', '/payments/create-intent/', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      errors: { payment_method_id: [MESSAGES.required], shipment_id: [MESSAGES.required] },
    });
    const mine = await bookShipment(server, who);
    const stranger = await shipper(server);
    for (const response of [await pay(stranger, mine.id), await pay(who, 99_999_999)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGES.notFound });
    }
    const draft = await bookShipment(server, who, { finalize: false });
    const unfinalized = await pay(who, draft.id);
    expect(unfinalized.statusCode).toBe(400);
    expect(unfinalized.json()).toEqual({ message: SERVER_MESSAGES.notFinalized });
    expect(await attemptsOf(server, draft.id)).toEqual([]);
    const unknownCard = await pay(who, mine.id, 'pm_card_mastercard');
    expect(unknownCard.json()).toEqual({ message: SERVER_MESSAGES.unknownPaymentMethod });
  });

  it.each([
    ['pm_card_visa_chargeDeclined', SERVER_MESSAGES.cardDeclined],
    ['pm_card_visa_chargeDeclinedInsufficientFunds', SERVER_MESSAGES.insufficientFunds],
  ])(
    'refuses %s with the card message, charges nothing, and takes another card after',
    async (card, message) => {
      const who = await shipper(server);
      const shipment = await bookShipment(server, who);
      const declined = await pay(who, shipment.id, card);
      expect(declined.statusCode).toBe(400);
      expect(declined.json()).toEqual({ message });
      await expectUnpaid(server, who, shipment.id);
      const retry = await pay(who, shipment.id);
      expect(retry.json()).toEqual(succeeded());
      const attempts = await attemptsOf(server, shipment.id);
      expect(attempts.map((a) => a.status)).toEqual(['requires_payment_method', 'succeeded']);
      expect(new Set(attempts.map((a) => a.idempotencyKey)).size).toBe(2);
      expect(attempts[1]?.idempotencyKey).toMatch(
        new RegExp(`^shipment-${shipment.id}-attempt-2-[0-9a-f]{8}$`),
      );
    },
  );

  it('charges once when two payments of one shipment arrive together', async () => {
    const who = await shipper(server);
    const shipment = await bookShipment(server, who);
    const responses = await Promise.all([
      pay(who, shipment.id),
      pay(who, shipment.id),
      pay(who, shipment.id),
    ]);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    // A request that comes while the charge runs hears so; one that comes after hears it is paid.
    for (const refused of responses.filter((r) => r.statusCode !== 200)) {
      expect(refused.json()).toEqual(
        refused.statusCode === 409
          ? { message: SERVER_MESSAGES.paymentInProgress }
          : { message: SERVER_MESSAGES.alreadyPaid },
      );
      expect([400, 409]).toContain(refused.statusCode);
    }
    const attempts = await attemptsOf(server, shipment.id);
    expect(attempts.filter((a) => a.status === 'succeeded')).toHaveLength(1);
    expect(attempts).toHaveLength(1);
    const invoices = (await call(server, who, 'GET', '/invoices/')).json<{
      results: { status: string }[];
    }>().results;
    expect(invoices).toEqual([
      expect.objectContaining({ shipment_id: shipment.id, status: 'paid' }),
    ]);
  });
});

describe('POST /api/payments/webhook/ without a webhook secret', () => {
  it('says that webhooks are not enabled', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/',
      payload: { id: 'evt_1', type: 'payment_intent.succeeded' },
      headers: { 'stripe-signature': 't=1,v1=abc' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: WEBHOOK_MESSAGES.notConfigured });
  });
});
