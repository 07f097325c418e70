import { and, eq, inArray, ne } from 'drizzle-orm';
import type { PaymentResult } from '@domain/types';
import type { Db } from '../../db/database';
import { payments } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { ProviderIntent } from '../../payments/paymentProvider';

export type PaymentDeps = Pick<AppDeps, 'db' | 'clock' | 'payments' | 'instance'>;
export type PaymentRow = typeof payments.$inferSelect;

/*
 * An attempt's status is its intent's status at the provider (requires_action, succeeded, ...),
 * or one of the server's own: creating and confirming while a server process (the attempt's
 * owner) calls the provider, settling while one asks the provider what became of a call that was
 * cut off, and interrupted when a call failed without an answer, so that nobody knows yet whether
 * the card was charged.
 */
export const CREATING = 'creating';
export const CONFIRMING = 'confirming';
export const SETTLING = 'settling';
export const INTERRUPTED = 'interrupted';

/** Statuses under which a server process is talking to the provider about the attempt. */
export const OWNED = [CREATING, CONFIRMING, SETTLING] as const;

/**
 * Statuses under which a charge may be under way: the amount must not change and no other
 * attempt may start until the provider's answer is known.
 */
export const IN_FLIGHT = [...OWNED, INTERRUPTED, 'processing'] as const;

export const isInFlight = (status: string): boolean =>
  (IN_FLIGHT as readonly string[]).includes(status);

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
