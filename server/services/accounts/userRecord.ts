import { sql } from 'drizzle-orm';
import { AVERAGE_FTL_OPTIONS, MODES, TRAILER_TYPES } from '@domain/constants';
import type { Region, User } from '@domain/types';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { findRegion } from '../places';
import { selectAccounts, type Account } from './account';
import { emailKey } from './authLimits';

/** An account with the region its company's shipping needs point at, all the User of the API needs. */
export type UserRow = Account & { companyLocation: Region | null };

const only = <T extends string>(allowed: readonly T[], values: readonly string[]): T[] =>
  values.filter((value): value is T => (allowed as readonly string[]).includes(value));

const shippingNeeds = (row: UserRow): User['shipping_needs'] => {
  const averageFtl = only(AVERAGE_FTL_OPTIONS, row.averageFtl ? [row.averageFtl] : [])[0];
  if (!row.companyLocation || !row.modes || !row.trailerTypes || !averageFtl) return null;
  return {
    company_location: row.companyLocation,
    mode: only(MODES, row.modes),
    average_ftl: averageFtl,
    trailer_type: only(TRAILER_TYPES, row.trailerTypes),
  };
};

/** The API's User: never the password hash or anything else of the row. */
export const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  first_name: row.firstName,
  last_name: row.lastName,
  phone_number: row.phoneNumber,
  primary_ships_country: row.primaryShipsCountry,
  company: { id: row.companyId, name: row.companyName },
  role: row.role,
  shipping_needs: shippingNeeds(row),
  is_email_verified: row.isEmailVerified,
});

export const userRow = async (db: Db, account: Account): Promise<UserRow> => ({
  ...account,
  companyLocation:
    account.companyLocationId === null ? null : await findRegion(db, account.companyLocationId),
});

export const serializeAccount = async (db: Db, account: Account): Promise<User> =>
  toUser(await userRow(db, account));

/** E-mail addresses are matched without regard to case (the unique index is on lower(email)). */
export const findAccountByEmail = async (db: Db, email: string): Promise<Account | null> => {
  const [account] = await selectAccounts(db, sql`lower(${users.email}) = ${emailKey(email)}`).limit(
    1,
  );
  return account ?? null;
};
