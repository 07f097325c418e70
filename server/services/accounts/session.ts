import type { SessionResponse } from '@domain/types';
import { consumeToken, issueToken } from '../tokens';
import type { Account } from './account';
import type { AccountDeps } from './accountDeps';
import { serializeAccount } from './userRecord';

/** A new 30-day session for the account, as register and login answer it. */
export const startSession = async (
  { db, clock }: Pick<AccountDeps, 'db' | 'clock'>,
  account: Account,
  message: string,
): Promise<SessionResponse> => ({
  token: await issueToken(db, account.id, 'session', clock.now()),
  user: await serializeAccount(db, account),
  message,
});

/** Revokes the one session the request came with; the account's other sessions go on. */
export const endSession = async (
  { db, clock }: Pick<AccountDeps, 'db' | 'clock'>,
  token: string,
) => {
  await consumeToken(db, token, 'session', clock.now());
};
