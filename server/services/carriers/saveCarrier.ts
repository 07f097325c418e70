import { asc, eq } from 'drizzle-orm';
import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import type { carrierSchema } from '@domain/dispatchSchemas';
import type { Carrier, CarrierInput } from '@domain/dispatchTypes';
import type { InferType } from 'yup';
import type { Db } from '../../db/database';
import { carriers } from '../../db/schema';
import { uniqueViolationAs } from '../accounts/isUniqueViolation';
import { Conflict } from '../domainErrors';
import { checkCarrier } from './checkCarrier';
import { findCarrierRow, toCarrier } from './carrierRecords';
import type { CarrierRegistry } from './registry/carrierCheck';

const usdotTaken = uniqueViolationAs(
  () => new Conflict(DISPATCH_MESSAGES.usdotTaken),
  'carriers_usdot_idx',
);

type CarrierColumns = Partial<typeof carriers.$inferInsert>;

/** The columns of the fields given; a field left out is left as it is. */
const columnsOf = (input: Partial<CarrierInput>): CarrierColumns => ({
  legalName: input.legal_name,
  usdotNumber: input.usdot_number,
  mcNumber: input.mc_number,
  scac: input.scac,
  phone: input.phone,
  email: input.email,
  equipment: input.equipment,
  insuranceExpiresOn: input.insurance_expires_on,
});

/** What a new USDOT number leaves of the check of the number before: nothing. */
const NO_CHECK: CarrierColumns = {
  checkOutcome: null,
  checkReasons: [],
  checkSource: null,
  checkedAt: null,
  verifiedAt: null,
};

/** Every carrier, by name. */
export const listCarriers = async (db: Db): Promise<Carrier[]> =>
  (await db.select().from(carriers).orderBy(asc(carriers.legalName), asc(carriers.id))).map(
    toCarrier,
  );

/**
 * Adds a carrier and checks it against the registry at once. The check comes after the carrier
 * is stored, outside any transaction (the registry may be slow): a registry that cannot be
 * reached leaves it stored, unverified, to be checked again.
 */
export const createCarrier = async (
  db: Db,
  registry: CarrierRegistry,
  operatorId: number,
  input: InferType<typeof carrierSchema>,
  now: Date,
): Promise<Carrier> => {
  const [row] = await db
    .insert(carriers)
    .values({
      legalName: input.legal_name,
      usdotNumber: input.usdot_number,
      mcNumber: input.mc_number ?? null,
      scac: input.scac ?? null,
      phone: input.phone,
      email: input.email,
      equipment: input.equipment,
      insuranceExpiresOn: input.insurance_expires_on,
      createdBy: operatorId,
      createdAt: now,
    })
    .returning({ id: carriers.id })
    .catch(usdotTaken);
  if (!row) throw new Error('No carrier stored.');
  return toCarrier(await checkCarrier(db, registry, row.id, now));
};

/**
 * Changes the fields given. Another USDOT number is another carrier to the registry: the check of
 * the number before is cleared and the new one checked.
 */
export const changeCarrier = async (
  db: Db,
  registry: CarrierRegistry,
  carrierId: number,
  change: Partial<CarrierInput>,
  now: Date,
): Promise<Carrier> => {
  const before = await findCarrierRow(db, carrierId);
  const renumbered =
    change.usdot_number !== undefined && change.usdot_number !== before.usdotNumber;
  const columns = { ...columnsOf(change), ...(renumbered ? NO_CHECK : {}) };
  const set = Object.fromEntries(
    Object.entries(columns).filter(([, value]) => value !== undefined),
  ) as CarrierColumns;
  if (Object.keys(set).length > 0)
    await db.update(carriers).set(set).where(eq(carriers.id, carrierId)).catch(usdotTaken);
  if (renumbered) return toCarrier(await checkCarrier(db, registry, carrierId, now));
  return toCarrier(await findCarrierRow(db, carrierId));
};

/** Checks the carrier against the registry again, now. */
export const verifyCarrier = async (
  db: Db,
  registry: CarrierRegistry,
  carrierId: number,
  now: Date,
): Promise<Carrier> => toCarrier(await checkCarrier(db, registry, carrierId, now));
