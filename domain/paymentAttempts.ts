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

/** What a payment decision needs to know of an earlier attempt on the shipment. */
export type AttemptFacts = { status: string; paymentMethodId: string; amountCents: number };

/**
 * What a request to pay a shipment leads to: a refusal; the attempt that waits for the same
 * card's action at the same amount, shown again; or a new attempt at the total, which replaces
 * the attempts that wait for an action (another card, or a total that changed since).
 */
export type PaymentClaim<Attempt extends AttemptFacts> =
  | {
      next: 'refuse';
      reason: 'alreadyPaid' | 'notFinalized' | 'paymentInProgress' | 'shipmentCancelled';
    }
  | { next: 'show'; attempt: Attempt }
  | { next: 'create'; amountCents: number; replaced: Attempt[] };

export const decidePaymentClaim = <Attempt extends AttemptFacts>({
  paid,
  cancelled,
  invoiced,
  attempts,
  paymentMethodId,
  totalCents,
}: {
  paid: boolean;
  cancelled: boolean;
  invoiced: boolean;
  attempts: Attempt[];
  paymentMethodId: string;
  totalCents: number;
}): PaymentClaim<Attempt> => {
  if (cancelled) return { next: 'refuse', reason: 'shipmentCancelled' };
  if (paid) return { next: 'refuse', reason: 'alreadyPaid' };
  if (!invoiced) return { next: 'refuse', reason: 'notFinalized' };
  if (attempts.some((attempt) => isInFlight(attempt.status)))
    return { next: 'refuse', reason: 'paymentInProgress' };
  if (attempts.some((attempt) => attempt.status === 'succeeded'))
    return { next: 'refuse', reason: 'alreadyPaid' };
  const waiting = attempts.filter((attempt) => attempt.status === 'requires_action');
  const same = waiting.find(
    (attempt) => attempt.paymentMethodId === paymentMethodId && attempt.amountCents === totalCents,
  );
  if (same) return { next: 'show', attempt: same };
  return { next: 'create', amountCents: totalCents, replaced: waiting };
};
