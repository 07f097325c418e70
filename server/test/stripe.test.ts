import { moneyToCents } from '@domain/money';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { PaymentResult } from '@domain/types';
import { ConfigError, loadConfig } from '../config';
import { startFakeStripe } from './fakeStripe';
import {
  attemptsOf,
  bookShipment,
  call,
  confirm as confirmWith,
  invoiceOf,
  pay as payWith,
  readShipment,
  shipper,
} from './paymentFixtures';
import type { Shipper } from './paymentFixtures';
import { fixture } from './fixture';
import { testServerFixture } from './testServerFixture';

const stripe = fixture(startFakeStripe);
const server = testServerFixture({ env: () => stripe.env });
afterAll(() => stripe.close());

const pay = (who: Shipper, shipmentId: number, card?: string) =>
  payWith(server, who, shipmentId, card);
const confirm = (who: Shipper, intentId: string, extra?: object) =>
  confirmWith(server, who, intentId, extra);

const CREATE = 'POST /v1/payment_intents';
/** The intents Stripe was asked to create for one shipment. */
const creations = (shipmentId: number) =>
  stripe
    .callsTo(CREATE)
    .filter((c) => c.params.get('metadata[shipment_id]') === String(shipmentId));

describe('payments through Stripe', () => {
  it('says so in the app configuration', async () => {
    expect((await call(server, null, 'GET', '/config/')).json()).toEqual({
      payment_provider: 'stripe',
      stripe_publishable_key: 'pk_test_fake',
    });
  });

  it('saves the brand and last four digits of the PaymentMethod, and refuses one Stripe does not know', async () => {
    const who = await shipper(server);
    const saved = await call(server, who, 'POST', '/payment-methods/', {
      payment_method_id: 'pm_card_mastercard',
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toEqual({
      id: expect.any(Number),
      payment_method_id: 'pm_card_mastercard',
      brand: 'mastercard',
      last4: '4444',
    });
    expect(stripe.callsTo('GET /v1/payment_methods/pm_card_mastercard')).toHaveLength(1);
    const unknown = await call(server, who, 'POST', '/payment-methods/', {
      payment_method_id: 'pm_nope',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      errors: { payment_method_id: [SERVER_MESSAGES.unknownPaymentMethod] },
    });
  });

  it('charges the server’s total once, with one idempotency key per attempt, even when paying twice at once', async () => {
    const who = await shipper(server);
    const shipment = await bookShipment(server, who, { driverAssist: true });
    const responses = await Promise.all([pay(who, shipment.id), pay(who, shipment.id)]);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = responses.find((r) => r.statusCode !== 200);
    // While the charge runs it is in progress; once it is done, the shipment is paid.
    expect(refused?.json()).toEqual(
      refused?.statusCode === 409
        ? { message: SERVER_MESSAGES.paymentInProgress }
        : { message: SERVER_MESSAGES.alreadyPaid },
    );
    expect([400, 409]).toContain(refused?.statusCode);
    const paid = responses.find((r) => r.statusCode === 200)?.json<PaymentResult>();
    expect(paid).toEqual({
      requires_action: false,
      client_secret: expect.stringMatching(/^pi_fake_\d+_secret_fake$/),
      status: 'succeeded',
      payment: {
        stripe_payment_intent_id: expect.stringMatching(/^pi_fake_\d+$/),
        status: 'succeeded',
      },
    });

    const [created, ...more] = creations(shipment.id);
    expect(more).toEqual([]);
    expect(Object.fromEntries(created?.params ?? [])).toMatchObject({
      amount: String(moneyToCents(shipment.total_price)),
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: 'true',
      confirmation_method: 'manual',
      'metadata[shipment_id]': String(shipment.id),
    });
    expect(created?.headers.authorization).toBe('Bearer sk_test_fake');
    const [attempt] = await attemptsOf(server, shipment.id);
    expect(created?.headers['idempotency-key']).toBe(attempt?.idempotencyKey);
    expect(attempt?.idempotencyKey).toMatch(
      new RegExp(`^shipment-${shipment.id}-attempt-1-[0-9a-f]{8}$`),
    );
    expect(attempt).toMatchObject({
      status: 'succeeded',
      provider: 'stripe',
      intentId: paid?.payment.stripe_payment_intent_id,
    });
    expect(await invoiceOf(server, who, shipment.id)).toMatchObject({
      status: 'paid',
      total_amount: shipment.total_price,
    });
    expect((await pay(who, shipment.id)).json()).toEqual({ message: SERVER_MESSAGES.alreadyPaid });
    expect(creations(shipment.id)).toHaveLength(1);
  });

  it.each([
    ['pm_card_visa_chargeDeclined', SERVER_MESSAGES.cardDeclined],
    ['pm_card_visa_chargeDeclinedInsufficientFunds', SERVER_MESSAGES.insufficientFunds],
  ])(
    'passes on the decline of %s, then a new attempt with another key succeeds',
    async (card, message) => {
      const who = await shipper(server);
      const shipment = await bookShipment(server, who);
      const declined = await pay(who, shipment.id, card);
      expect(declined.statusCode).toBe(400);
      expect(declined.json()).toEqual({ message });
      expect((await readShipment(server, who, shipment.id)).status).toBe('unfinished');
      expect((await pay(who, shipment.id)).json()).toMatchObject({ status: 'succeeded' });
      const keys = creations(shipment.id).map((c) => c.headers['idempotency-key']);
      expect(keys).toEqual([
        expect.stringContaining('-attempt-1-'),
        expect.stringContaining('-attempt-2-'),
      ]);
    },
  );

  it('confirms on Stripe after the card action, and ignores the test-mode authentication choice', async () => {
    const who = await shipper(server);
    const shipment = await bookShipment(server, who);
    const started = await pay(who, shipment.id, 'pm_card_authenticationRequired');
    const intentId = started.json<PaymentResult>().payment.stripe_payment_intent_id;
    expect(started.json()).toEqual({
      requires_action: true,
      client_secret: `${intentId}_secret_fake`,
      status: 'requires_action',
      payment: { stripe_payment_intent_id: intentId, status: 'requires_action' },
    });
    const repeated = await pay(who, shipment.id, 'pm_card_authenticationRequired');
    expect(repeated.json()).toEqual(started.json());
    expect(creations(shipment.id)).toHaveLength(1);

    const confirmed = await confirm(who, intentId, { authentication: 'failed' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'succeeded', requires_action: false });
    expect(stripe.callsTo(`POST /v1/payment_intents/${intentId}/confirm`)).toHaveLength(1);
    expect((await readShipment(server, who, shipment.id)).status).toBe('upcoming');
  });

  it('repeats an attempt whose answer was lost with the same key, so Stripe charges once', async () => {
    const who = await shipper(server);
    const shipment = await bookShipment(server, who);
    stripe.loseAnswers(3);
    const lost = await pay(who, shipment.id);
    expect(lost.statusCode).toBe(500);
    expect((await attemptsOf(server, shipment.id)).map((a) => a.status)).toEqual(['interrupted']);
    const retried = await pay(who, shipment.id, 'pm_card_mastercard');
    expect(retried.json()).toMatchObject({ status: 'succeeded' });
    const sent = creations(shipment.id);
    expect(sent).toHaveLength(4);
    expect(new Set(sent.map((c) => c.headers['idempotency-key'])).size).toBe(1);
    expect(new Set(sent.map((c) => c.params.get('payment_method')))).toEqual(
      new Set(['pm_card_visa']),
    );
    const intents = [...stripe.intents.values()].filter(
      (i) => (i.metadata as { shipment_id: string }).shipment_id === String(shipment.id),
    );
    expect(intents).toHaveLength(1);
    expect((await attemptsOf(server, shipment.id)).map((a) => a.status)).toEqual(['succeeded']);
  });
});

describe('the Stripe connection settings', () => {
  it('point the client elsewhere only when a host is given, and must be valid', () => {
    expect(loadConfig({}).stripeApi).toBeNull();
    expect(loadConfig(stripe.env).stripeApi).toEqual({
      host: '127.0.0.1',
      port: Number(stripe.env.STRIPE_API_PORT),
      protocol: 'http',
    });
    expect(loadConfig({ STRIPE_API_HOST: 'stripe.internal' }).stripeApi).toEqual({
      host: 'stripe.internal',
      port: 443,
      protocol: 'https',
    });
    const wrong = () =>
      loadConfig({ STRIPE_API_HOST: 'x', STRIPE_API_PORT: 'http', STRIPE_API_PROTOCOL: 'ftp' });
    expect(wrong).toThrow(ConfigError);
    expect(wrong).toThrow(
      /STRIPE_API_PORT must be a port number[\s\S]*STRIPE_API_PROTOCOL must be http or https/,
    );
  });
});
