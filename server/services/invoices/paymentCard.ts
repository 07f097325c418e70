import { and, desc, eq } from 'drizzle-orm';
import type { PaymentCard } from '@domain/types';
import type { Db } from '../../db/database';
import { paymentMethods, payments } from '../../db/schema';

/**
 * The card of the payment that succeeded, as saved when the shipper paid with it. A payment made
 * with a card the shipper never saved (through the API alone) has none to show.
 */
export const paymentCard = async (db: Db, shipmentId: number): Promise<PaymentCard | null> => {
  const [card] = await db
    .select({ brand: paymentMethods.brand, last4: paymentMethods.last4 })
    .from(payments)
    .innerJoin(
      paymentMethods,
      and(
        eq(paymentMethods.companyId, payments.companyId),
        eq(paymentMethods.paymentMethodId, payments.paymentMethodId),
      ),
    )
    .where(and(eq(payments.shipmentId, shipmentId), eq(payments.status, 'succeeded')))
    .orderBy(desc(paymentMethods.id))
    .limit(1);
  return card ?? null;
};
