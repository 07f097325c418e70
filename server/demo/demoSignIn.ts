import { DEMO_ACCOUNT } from '@domain/demo/demoAccount';
import { DEMO_DISPATCHER } from '@domain/demo/demoMovement';
import type { Db } from '../db/database';
import { verifyPassword } from '../services/secrets';
import { findAccountByEmail } from '../services/accounts/userRecord';
import { findOperatorByEmail } from '../services/operators/operatorRecords';

export type SignIn = { email: string; password: string };

/**
 * The demo shipper's sign-in, to print at every start in development, while the account exists
 * and still has its demo password.
 */
export const demoSignIn = async (db: Db): Promise<SignIn | null> => {
  const account = await findAccountByEmail(db, DEMO_ACCOUNT.email);
  if (!account || !(await verifyPassword(DEMO_ACCOUNT.password, account.passwordHash))) return null;
  return { ...DEMO_ACCOUNT };
};

/**
 * The demo dispatcher's sign-in, on the same terms: a database seeded before dispatchers existed
 * has none.
 */
export const demoDispatcherSignIn = async (db: Db): Promise<SignIn | null> => {
  const operator = await findOperatorByEmail(db, DEMO_DISPATCHER.email);
  if (!operator?.passwordHash) return null;
  if (!(await verifyPassword(DEMO_DISPATCHER.password, operator.passwordHash))) return null;
  return { email: DEMO_DISPATCHER.email, password: DEMO_DISPATCHER.password };
};
