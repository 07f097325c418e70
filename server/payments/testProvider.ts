import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { testCardFor } from '@domain/testPayments';
import type { Db } from '../db/database';
import { testProviderIntents, testProviderRefunds } from '../db/schema';
import type { ChargeOutcome, PaymentProvider, Recovery, RefundOutcome } from './paymentProvider';

type IntentRecord = typeof testProviderIntents.$inferSelect;

const DECLINES = {
  declined: SERVER_MESSAGES.cardDeclined,
  insufficient_funds: SERVER_MESSAGES.insufficientFunds,
} as const;

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);

/* The same attempt always gets the same intent, as with Stripe's idempotency keys. */
const intentIdFor = (idempotencyKey: string) => `pi_test_${digest(idempotencyKey)}`;
const refundIdFor = (idempotencyKey: string) => `re_test_${digest(idempotencyKey)}`;
const clientSecretFor = (intentId: string) => `${intentId}_secret_${digest(`secret:${intentId}`)}`;

/** What an intent of the record amounts to, as Stripe would answer it. */
const outcomeOf = ({ id, paymentMethodId, status }: IntentRecord): ChargeOutcome => {
  if (status === 'requires_payment_method') {
    const card = testCardFor(paymentMethodId);
    const outcome = card?.outcome;
    const message =
      outcome === 'declined' || outcome === 'insufficient_funds'
        ? DECLINES[outcome]
        : SERVER_MESSAGES.authenticationFailed;
    return { kind: 'declined', intentId: id, message };
  }
  return { kind: 'intent', intent: { id, clientSecret: clientSecretFor(id), status } };
};

/** Where a card's first confirmation leaves its intent. */
const firstStatus = (outcome: string) =>
  outcome === 'declined' || outcome === 'insufficient_funds' ? 'requires_payment_method' : outcome;

/**
 * The built-in provider for a machine without Stripe: Stripe's test PaymentMethod ids behave as
 * they do in Stripe's test mode (src/contract/testPayments.ts), and no money moves. Like Stripe it
 * keeps its own record of every intent, in its own table, written apart from the server's payment
 * records: after a crash the server asks it what happened, as it would ask Stripe.
 */
export const createTestProvider = (db: Db): PaymentProvider => {
  const byKey = async (idempotencyKey: string) =>
    (
      await db
        .select()
        .from(testProviderIntents)
        .where(eq(testProviderIntents.idempotencyKey, idempotencyKey))
    )[0];

  const byId = async (intentId: string) =>
    (await db.select().from(testProviderIntents).where(eq(testProviderIntents.id, intentId)))[0];

  /** Records an intent once per key; a repeated key gets the intent as it stands. */
  const open = async (values: typeof testProviderIntents.$inferInsert) => {
    await db.insert(testProviderIntents).values(values).onConflictDoNothing();
    const record = await byKey(values.idempotencyKey);
    if (!record) throw new Error('The test provider lost an intent it had just recorded.');
    return record;
  };

  /** Moves an intent that waits for its card action on; any other intent stays as it is. */
  const settleAction = async (intentId: string, status: string): Promise<ChargeOutcome | null> => {
    await db
      .update(testProviderIntents)
      .set({ status })
      .where(
        and(
          eq(testProviderIntents.id, intentId),
          eq(testProviderIntents.status, 'requires_action'),
        ),
      );
    const record = await byId(intentId);
    return record ? outcomeOf(record) : null;
  };

  /**
   * Records a refund once per key, as Stripe does, of a charge that succeeded, never beyond what
   * is left of it after its earlier refunds.
   */
  const refund = async ({
    intentId,
    amountCents,
    idempotencyKey,
  }: {
    intentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<RefundOutcome> =>
    db.transaction(async (tx) => {
      const [known] = await tx
        .select()
        .from(testProviderRefunds)
        .where(eq(testProviderRefunds.idempotencyKey, idempotencyKey));
      if (known) return { kind: 'refunded', refundId: known.id };
      const [intent] = await tx
        .select()
        .from(testProviderIntents)
        .where(eq(testProviderIntents.id, intentId))
        .for('update');
      if (intent?.status !== 'succeeded')
        return { kind: 'refused', reason: `No charge of ${intentId} to refund.` };
      const earlier = await tx
        .select({ amountCents: testProviderRefunds.amountCents })
        .from(testProviderRefunds)
        .where(eq(testProviderRefunds.intentId, intentId));
      const left = intent.amountCents - earlier.reduce((sum, one) => sum + one.amountCents, 0);
      if (amountCents > left)
        return { kind: 'refused', reason: `Only ${left} cents of ${intentId} are left to refund.` };
      const id = refundIdFor(idempotencyKey);
      await tx.insert(testProviderRefunds).values({ id, idempotencyKey, intentId, amountCents });
      return { kind: 'refunded', refundId: id };
    });

  const unknownIntent: ChargeOutcome = {
    kind: 'declined',
    intentId: null,
    message: SERVER_MESSAGES.unknownPaymentMethod,
  };

  return {
    name: 'test',
    describeCard: async (paymentMethodId) => {
      const card = testCardFor(paymentMethodId);
      return card ? { brand: card.brand, last4: card.last4 } : null;
    },
    createIntent: async ({ paymentMethodId, idempotencyKey, amountCents }) => {
      const card = testCardFor(paymentMethodId);
      if (!card) return unknownIntent;
      const record = await open({
        id: intentIdFor(idempotencyKey),
        idempotencyKey,
        paymentMethodId,
        amountCents,
        status: firstStatus(card.outcome),
      });
      return outcomeOf(record);
    },
    confirmIntent: async (intentId) => (await settleAction(intentId, 'succeeded')) ?? unknownIntent,
    recover: async ({ idempotencyKey, paymentMethodId, amountCents }): Promise<Recovery> => {
      // An intent never asked for is recorded as cancelled: a call still on its way gets that.
      const record = await open({
        id: intentIdFor(idempotencyKey),
        idempotencyKey,
        paymentMethodId,
        amountCents,
        status: 'canceled',
      });
      return record.status === 'canceled' ? { kind: 'released' } : outcomeOf(record);
    },
    refund,
    clientSecretOf: async (intentId) => clientSecretFor(intentId),
    failAuthentication: async (intentId) =>
      (await settleAction(intentId, 'requires_payment_method')) ?? unknownIntent,
  };
};
