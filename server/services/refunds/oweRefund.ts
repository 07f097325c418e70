import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { refunds } from '../../db/schema';
import type { RefundRow } from './refundDeps';

/**
 * Writes a refund down as owed, in the cancellation's transaction, already claimed by this server,
 * which makes it once that transaction committed. A shipment owes one refund at most: a second
 * refund of it fails on the unique shipment id. The key's random part keeps a database that was
 * reset from getting an old refund back from Stripe, which keeps keys for a day.
 */
export const oweRefund = async (
  tx: Db,
  owed: { shipmentId: number; paymentId: number; amountCents: number },
  instanceId: number,
  now: Date,
): Promise<RefundRow> => {
  const [row] = await tx
    .insert(refunds)
    .values({
      ...owed,
      idempotencyKey: `shipment-${owed.shipmentId}-refund-${randomBytes(4).toString('hex')}`,
      claimedBy: instanceId,
      claimedAt: now,
      attempts: 1,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('The refund owed was not stored.');
  return row;
};
