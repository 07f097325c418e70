import { and, eq, inArray, ne } from 'drizzle-orm';
import { IN_FLIGHT } from '@domain/paymentAttempts';
import type { PaymentResult } from '@domain/types';
import type { Db } from '../../db/database';
import { payments } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { ProviderIntent } from '../../payments/paymentProvider';

/** The mailer and the app's address too: a payment recorded sends its receipt. */
export type PaymentDeps = Pick<
  AppDeps,
  'db' | 'clock' | 'payments' | 'instance' | 'mailer' | 'config'
>;
export type PaymentRow = typeof payments.$inferSelect;

/** Moves an attempt on, unless it already succeeded (a webhook may have been quicker). */
export const setAttempt = async (
  db: Db,
  id: number,
  changes: { status: string; intentId?: string | null; updatedAt: Date },
): Promise<void> => {
  await db
    .update(payments)
    .set(changes)
    .where(and(eq(payments.id, id), ne(payments.status, 'succeeded')));
};

export const toPaymentResult = (intent: ProviderIntent): PaymentResult => ({
  requires_action: intent.status === 'requires_action',
  client_secret: intent.clientSecret,
  status: intent.status,
  payment: { stripe_payment_intent_id: intent.id, status: intent.status },
});

/** Whether a charge of the shipment may be under way: its price must stay as it is. */
export const hasPaymentInFlight = async (db: Db, shipmentId: number): Promise<boolean> => {
  const [found] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.shipmentId, shipmentId), inArray(payments.status, [...IN_FLIGHT])))
    .limit(1);
  return Boolean(found);
};
