import { and, desc, eq } from 'drizzle-orm';
import type { CardDetails } from '../../payments/paymentProvider';
import type { Db } from '../../db/database';
import { paymentMethods } from '../../db/schema';

/**
 * The card a payment used, as the company saved it: what its history names. A card paid with
 * through the API alone, never saved, is not known by brand.
 */
export const savedCard = async (
  db: Db,
  companyId: number,
  paymentMethodId: string,
): Promise<CardDetails | null> => {
  const [card] = await db
    .select({ brand: paymentMethods.brand, last4: paymentMethods.last4 })
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.companyId, companyId),
        eq(paymentMethods.paymentMethodId, paymentMethodId),
      ),
    )
    .orderBy(desc(paymentMethods.id))
    .limit(1);
  return card ?? null;
};
