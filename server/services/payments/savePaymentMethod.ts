import type { Actor } from '../accounts/account';
import { and, eq } from 'drizzle-orm';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { SavedPaymentMethod } from '@domain/types';
import { paymentMethods } from '../../db/schema';
import { Invalid } from '../domainErrors';
import type { PaymentDeps } from './paymentAttempts';

const toSaved = ({
  id,
  paymentMethodId,
  brand,
  last4,
}: typeof paymentMethods.$inferSelect): SavedPaymentMethod => ({
  id,
  payment_method_id: paymentMethodId,
  brand,
  last4,
});

/**
 * Keeps the brand and last four digits of a card the provider knows; the card number never
 * reaches this server. Saving the same card again, by any member of the company, gives the card saved before.
 */
export const savePaymentMethod = async (
  { db, clock, payments: provider }: PaymentDeps,
  actor: Actor,
  paymentMethodId: string,
): Promise<SavedPaymentMethod> => {
  const card = await provider.describeCard(paymentMethodId);
  if (!card) throw new Invalid({ payment_method_id: SERVER_MESSAGES.unknownPaymentMethod });
  const mine = and(
    eq(paymentMethods.companyId, actor.companyId),
    eq(paymentMethods.paymentMethodId, paymentMethodId),
  );
  const [saved] = await db.select().from(paymentMethods).where(mine).limit(1);
  if (saved) return toSaved(saved);
  const [created] = await db
    .insert(paymentMethods)
    .values({
      companyId: actor.companyId,
      userId: actor.id,
      paymentMethodId,
      brand: card.brand,
      last4: card.last4,
      createdAt: clock.now(),
    })
    .returning();
  if (!created) throw new Error('The payment method was not stored.');
  return toSaved(created);
};
