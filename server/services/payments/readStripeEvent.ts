import Stripe from 'stripe';
import { Unverified } from '../domainErrors';

export const WEBHOOK_MESSAGES = {
  notConfigured: 'Stripe webhooks are not enabled on this server.',
  missingSignature: 'Missing Stripe-Signature header.',
  badSignature: 'Invalid Stripe signature.',
} as const;

/**
 * The event Stripe sent, once its signature over the raw body checks out with the endpoint's
 * secret (and is recent: Stripe's tolerance of five minutes keeps old captures out).
 */
export const readStripeEvent = (
  secret: string | null,
  rawBody: Buffer,
  signature: string | undefined,
): Stripe.Event => {
  if (!secret) throw new Unverified(WEBHOOK_MESSAGES.notConfigured);
  if (!signature) throw new Unverified(WEBHOOK_MESSAGES.missingSignature);
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new Unverified(WEBHOOK_MESSAGES.badSignature);
  }
};
