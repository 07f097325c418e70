import { and, eq, ne } from 'drizzle-orm';
import type { PaymentResult } from '../../../src/contract/types';
import type { Db } from '../../db/database';
import { payments } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { ProviderIntent } from '../../payments/paymentProvider';

export type PaymentDeps = Pick<AppDeps, 'db' | 'clock' | 'payments'>;
export type PaymentRow = typeof payments.$inferSelect;

/*
 * An attempt's status is its intent's status at the provider (requires_action, succeeded, ...),
 * or one of the server's own while it waits for the provider: creating and confirming while a
 * call runs, interrupted when a call failed without an answer, so that nobody knows yet whether
 * the card was charged.
 */
export const CREATING = 'creating';
export const CONFIRMING = 'confirming';
export const INTERRUPTED = 'interrupted';

/** Longer than any provider call with its retries can take: such a call will never answer. */
export const STALE_AFTER_MS = 5 * 60 * 1000;

/** Statuses that wait on something that answers within minutes: a call, or Stripe's processing. */
const PASSING = new Set([CREATING, CONFIRMING, 'processing']);

/**
 * An attempt whose outcome is unknown: a call that failed without an answer, or one that should
 * have ended long ago. It is repeated, never replaced: the same idempotency key (or the same
 * intent) gives the first call's charge back instead of a second charge.
 */
export const isUnsettled = (row: PaymentRow, now: Date): boolean =>
  row.status === INTERRUPTED ||
  (PASSING.has(row.status) && now.getTime() - row.updatedAt.getTime() >= STALE_AFTER_MS);

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
