import { DEMO_ACCOUNT } from '@domain/demo/demoAccount';
import type { Db } from '../db/database';
import { verifyPassword } from '../services/secrets';
import { findAccountByEmail } from '../services/accounts/userRecord';

/**
 * The demo shipper's sign-in, to print at every start in development, while the account exists
 * and still has its demo password.
 */
export const demoSignIn = async (db: Db): Promise<{ email: string; password: string } | null> => {
  const account = await findAccountByEmail(db, DEMO_ACCOUNT.email);
  if (!account || !(await verifyPassword(DEMO_ACCOUNT.password, account.passwordHash))) return null;
  return { ...DEMO_ACCOUNT };
};
