import { and, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies, users } from '../../db/schema';

/**
 * A member as stored with their company's name, shipping needs and records version: the signed-in
 * user the services act for.
 */
export type Account = typeof users.$inferSelect & {
  companyName: string;
  primaryShipsCountry: string;
  companyLocationId: number | null;
  modes: string[] | null;
  averageFtl: string | null;
  trailerTypes: string[] | null;
  recordsVersion: number;
};

/** Who does a thing, and for which company: the owner of every record it makes or reads. */
export type Actor = Pick<Account, 'id' | 'companyId' | 'role'>;

export const accountColumns = {
  ...getTableColumns(users),
  companyName: companies.name,
  primaryShipsCountry: companies.primaryShipsCountry,
  companyLocationId: companies.companyLocationId,
  modes: companies.modes,
  averageFtl: companies.averageFtl,
  trailerTypes: companies.trailerTypes,
  recordsVersion: companies.recordsVersion,
};

/** The members, with their companies, that `where` picks; never one an admin removed. */
export const selectAccounts = (db: Db, where: SQL | undefined) =>
  db
    .select(accountColumns)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(isNull(users.removedAt), where));

export const findAccount = async (db: Db, userId: number): Promise<Account | null> => {
  const [account] = await selectAccounts(db, eq(users.id, userId)).limit(1);
  return account ?? null;
};
