import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { proofsOfDelivery } from '../../db/schema';

/** What the receiver signed, without the images' bytes: the tracking page's line of it. */
export type ProofSummary = { receiverName: string; hasPhoto: boolean; exceptions: string | null };

export const readProofSummary = async (
  db: Db,
  shipmentId: number,
): Promise<ProofSummary | null> => {
  const [proof] = await db
    .select({
      receiverName: proofsOfDelivery.receiverName,
      hasPhoto: sql<boolean>`${proofsOfDelivery.photo} is not null`,
      exceptions: sql<
        string | null
      >`case when ${proofsOfDelivery.withExceptions} then ${proofsOfDelivery.notes} end`,
    })
    .from(proofsOfDelivery)
    .where(eq(proofsOfDelivery.shipmentId, shipmentId));
  return proof ?? null;
};
