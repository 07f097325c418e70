import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { carriers } from '../../db/schema';
import type { CarrierRegistry } from './registry/carrierCheck';
import { findCarrierRow, type CarrierRow } from './carrierRecords';

/**
 * Asks the registry about the carrier and keeps its answer and the time. A pass sets the time it
 * was verified; any other answer, an unreachable registry included, leaves the carrier unverified
 * until the next pass.
 */
export const checkCarrier = async (
  db: Db,
  registry: CarrierRegistry,
  carrierId: number,
  now: Date,
): Promise<CarrierRow> => {
  const carrier = await findCarrierRow(db, carrierId);
  const check = await registry.check(carrier.usdotNumber);
  const [row] = await db
    .update(carriers)
    .set({
      checkOutcome: check.outcome,
      checkReasons: check.reasons,
      checkSource: registry.source,
      checkedAt: now,
      ...(check.outcome === 'verified' ? { verifiedAt: now } : {}),
    })
    .where(eq(carriers.id, carrierId))
    .returning();
  if (!row) throw new Error(`Carrier ${carrierId} went away during its check.`);
  return row;
};
