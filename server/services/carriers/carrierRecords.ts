import { eq } from 'drizzle-orm';
import type { Carrier } from '@domain/dispatchTypes';
import type { Db } from '../../db/database';
import { carriers } from '../../db/schema';
import { NotFound } from '../domainErrors';
import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import { isStoredId } from '@domain/storedId';

export type CarrierRow = typeof carriers.$inferSelect;

/**
 * The wire shape: verified only while the last check passed, so a carrier the registry could not
 * be asked about since is not taken for verified.
 */
export const toCarrier = (row: CarrierRow): Carrier => {
  const verified = row.checkOutcome === 'verified';
  return {
    id: row.id,
    legal_name: row.legalName,
    usdot_number: row.usdotNumber,
    mc_number: row.mcNumber,
    scac: row.scac,
    phone: row.phone,
    email: row.email,
    equipment: row.equipment,
    insurance_expires_on: row.insuranceExpiresOn,
    verified,
    verified_at: verified && row.verifiedAt ? row.verifiedAt.toISOString() : null,
    check_outcome: row.checkOutcome,
    checked_at: row.checkedAt?.toISOString() ?? null,
    check_reasons: row.checkReasons,
    check_source: row.checkSource,
  };
};

export const findCarrierRow = async (db: Db, carrierId: number): Promise<CarrierRow> => {
  // An id no row can have (over the column's range) is not asked of the database.
  if (!isStoredId(carrierId)) throw new NotFound(DISPATCH_MESSAGES.carrierNotFound);
  const [row] = await db.select().from(carriers).where(eq(carriers.id, carrierId)).limit(1);
  if (!row) throw new NotFound(DISPATCH_MESSAGES.carrierNotFound);
  return row;
};
