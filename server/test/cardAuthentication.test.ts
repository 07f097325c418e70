import { eq } from 'drizzle-orm';
import { MESSAGES } from '@domain/messages';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { moneyToCents } from '@domain/money';
import type { PaymentResult, Shipment } from '@domain/types';
import { payments, testProviderIntents } from '../db/schema';
import {
  attemptsOf,
  bookShipment,
  call,
  confirm as confirmWith,
  expectUnpaid,
  invoiceOf,
  pay as payWith,
  readShipment,
  shipper,
  succeeded,
} from './paymentFixtures';
import type { Shipper } from './paymentFixtures';
import { testServerFixture } from './testServerFixture';

/** A server number that no running process holds. */
const DEAD_SERVER = 2_000_000_000;

const server = testServerFixture();

const pay = (who: Shipper, shipmentId: number, card?: string) =>
  payWith(server, who, shipmentId, card);
const confirm = (who: Shipper, intentId: string, extra?: object) =>
  confirmWith(server, who, intentId, extra);

describe('cards that ask for authentication', () => {
  const startAuthentication = async (who: Shipper, shipmentId: number) => {
    const response = await pay(who, shipmentId, 'pm_card_authenticationRequired');
    expect(response.statusCode).toBe(200);
    const result = response.json<PaymentResult>();
    expect(result).toEqual({
      requires_action: true,
      client_secret: expect.stringMatching(/^pi_test_\w+_secret_\w+$/),
      status: 'requires_action',
      payment: {
        stripe_payment_intent_id: expect.stringMatching(/^pi_test_/),
        status: 'requires_action',
      },
    });
    return result;
  };

  it('waits for the card action, then confirming pays once', async () => {
    const who = await shipper(server);
    const shipment = await bookShipment(server, who);
    const started = await startAuthentication(who, shipment.id);
    await expectUnpaid(server, who, shipment.id);
    const repeated = await pay(who, shipment.id, 'pm_card_authenticationRequired');
    expect(repeated.json()).toEqual(started);
    const intentId = started.payment.stripe_payment_intent_id;
    const confirmed = await confirm(who, intentId);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual(succeeded(intentId));
    expect((await readShipment(server, who, shipment.id)).status).toBe('upcoming');
    expect(await invoiceOf(server, who, shipment.id)).toMatchObject({ status: 'paid' });
    const confirmedAgain = await confirm(who, intentId);
    expect(confirmedAgain.json()).toMatchObject({ status: 'succeeded', requires_action: false });
    expect((await pay(who, shipment.id)).json()).toEqual({ message: SERVER_MESSAGES.alreadyPaid });
    expect((await attemptsOf(server, shipment.id)).map((a) => a.status)).toEqual(['succeeded']);
  });

  it('refuses a failed authentication, then takes a new payment', async () => {
    const who = await shipper(server);
    const shipment = await bookShipment(server, who);
    const intentId = (await startAuthentication(who, shipment.id)).payment.stripe_payment_intent_id;
    const failed = await confirm(who, intentId, { authentication: 'failed' });
    expect(failed.statusCode).toBe(400);
    expect(failed.json()).toEqual({ message: SERVER_MESSAGES.authenticationFailed });
    await expectUnpaid(server, who, shipment.id);
    expect((await confirm(who, intentId)).json()).toEqual({
      message: SERVER_MESSAGES.authenticationFailed,
    });
    const retried = await startAuthentication(who, shipment.id);
    expect(retried.payment.stripe_payment_intent_id).not.toBe(intentId);
    expect((await confirm(who, retried.payment.stripe_payment_intent_id)).json()).toMatchObject({
      status: 'succeeded',
    });
    const statuses = (await attemptsOf(server, shipment.id)).map((a) => a.status);
    expect(statuses).toEqual(['requires_payment_method', 'succeeded']);
  });

  it('names the one value the authentication field takes', async () => {
    const who = await shipper(server);
    const shipment = await bookShipment(server, who);
    const intentId = (await startAuthentication(who, shipment.id)).payment.stripe_payment_intent_id;
    const refused = await confirm(who, intentId, { authentication: 'passed' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      errors: { authentication: ['Select a valid choice: failed.'] },
    });
  });

  it('replaces a waiting intent when the shipper pays with another card', async () => {
    const who = await shipper(server);
    const shipment = await bookShipment(server, who);
    const waiting = (await startAuthentication(who, shipment.id)).payment.stripe_payment_intent_id;
    expect((await pay(who, shipment.id)).json()).toEqual(succeeded());
    expect((await confirm(who, waiting)).json()).toEqual({ message: SERVER_MESSAGES.alreadyPaid });
    const statuses = (await attemptsOf(server, shipment.id)).map((a) => a.status);
    expect(statuses).toEqual(['canceled', 'succeeded']);
  });

  it('replaces a waiting intent once the total changed, so the new total is charged', async () => {
    const who = await shipper(server);
    const shipment = await bookShipment(server, who);
    const waiting = (await startAuthentication(who, shipment.id)).payment.stripe_payment_intent_id;
    const url = `/shipper/shipments/${shipment.id}/appointment/`;
    const changed = (
      await call(server, who, 'PATCH', url, { driver_assist: true })
    ).json<Shipment>();
    const again = await startAuthentication(who, shipment.id);
    expect(again.payment.stripe_payment_intent_id).not.toBe(waiting);
    const attempts = await attemptsOf(server, shipment.id);
    expect(attempts.map((a) => [a.status, a.amountCents])).toEqual([
      ['canceled', moneyToCents(shipment.total_price)],
      ['requires_action', moneyToCents(changed.total_price)],
    ]);
  });

  it('refuses to confirm an intent for a total that changed while it waited', async () => {
    const who = await shipper(server);
    const shipment = await bookShipment(server, who);
    const waiting = (await startAuthentication(who, shipment.id)).payment.stripe_payment_intent_id;
    const url = `/shipper/shipments/${shipment.id}/appointment/`;
    const changed = (
      await call(server, who, 'PATCH', url, { driver_assist: true })
    ).json<Shipment>();
    const refused = await confirm(who, waiting);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: SERVER_MESSAGES.totalChanged });
    await expectUnpaid(server, who, shipment.id);

    const paid = await pay(who, shipment.id, 'pm_card_visa');
    expect(paid.json()).toEqual(succeeded());
    expect(await invoiceOf(server, who, shipment.id)).toMatchObject({
      status: 'paid',
      total_amount: changed.total_price,
    });
    const attempts = await attemptsOf(server, shipment.id);
    expect(attempts.map((a) => [a.status, a.amountCents])).toEqual([
      ['canceled', moneyToCents(shipment.total_price)],
      ['succeeded', moneyToCents(changed.total_price)],
    ]);
  });

  it('settles a confirmation cut off by a stopped server before anything else', async () => {
    const who = await shipper(server);
    const shipment = await bookShipment(server, who);
    const intentId = (await startAuthentication(who, shipment.id)).payment.stripe_payment_intent_id;
    // As if the server confirming it had stopped before the provider was asked.
    await server.db
      .update(payments)
      .set({ status: 'confirming', owner: DEAD_SERVER })
      .where(eq(payments.intentId, intentId));
    const again = await pay(who, shipment.id, 'pm_card_authenticationRequired');
    expect(again.json<PaymentResult>()).toMatchObject({
      requires_action: true,
      payment: { stripe_payment_intent_id: intentId, status: 'requires_action' },
    });
    expect((await confirm(who, intentId)).json()).toEqual(succeeded(intentId));
    expect((await attemptsOf(server, shipment.id)).map((a) => a.status)).toEqual(['succeeded']);
  });

  it('records a confirmation that the provider made before the server stopped', async () => {
    const who = await shipper(server);
    const shipment = await bookShipment(server, who);
    const intentId = (await startAuthentication(who, shipment.id)).payment.stripe_payment_intent_id;
    await server.db
      .update(testProviderIntents)
      .set({ status: 'succeeded' })
      .where(eq(testProviderIntents.id, intentId));
    await server.db
      .update(payments)
      .set({ status: 'confirming', owner: DEAD_SERVER })
      .where(eq(payments.intentId, intentId));
    const again = await pay(who, shipment.id);
    expect(again.json()).toEqual({ ...succeeded(intentId), client_secret: null });
    const later = await pay(who, shipment.id);
    expect(later.statusCode).toBe(400);
    expect(later.json()).toEqual({ message: SERVER_MESSAGES.alreadyPaid });
    expect((await readShipment(server, who, shipment.id)).status).toBe('upcoming');
    expect(await invoiceOf(server, who, shipment.id)).toMatchObject({
      status: 'paid',
      total_amount: shipment.total_price,
    });
  });
});

describe('POST /api/payments/confirm/', () => {
  it('checks the request and finds only the caller’s own intents', async () => {
    const who = await shipper(server);
    const empty = await confirm(who, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ errors: { payment_intent_id: [MESSAGES.required] } });
    const badChoice = await confirm(who, 'pi_test_1', { authentication: 'maybe' });
    expect(badChoice.statusCode).toBe(400);
    const shipment = await bookShipment(server, who);
    const started = (
      await pay(who, shipment.id, 'pm_card_authenticationRequired')
    ).json<PaymentResult>();
    const intentId = started.payment.stripe_payment_intent_id;
    const stranger = await shipper(server);
    for (const response of [
      await confirm(stranger, intentId),
      await confirm(who, 'pi_test_unknown'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGES.notFound });
    }
    await expectUnpaid(server, who, shipment.id);
  });
});
