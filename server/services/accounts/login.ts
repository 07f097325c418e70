import type { InferType } from 'yup';
import { MESSAGES } from '@domain/messages';
import type { loginSchema } from '@domain/schemas';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { SessionResponse } from '@domain/types';
import { Invalid } from '../domainErrors';
import { hashPassword, randomToken, verifyPassword } from '../secrets';
import type { AccountDeps } from './accountDeps';
import { AUTH_LIMITS, emailKey } from './authLimits';
import { startSession } from './session';
import { findAccountByEmail } from './userRecord';

export type LoginBody = InferType<typeof loginSchema>;

let dummyHash: Promise<string> | null = null;

/**
 * Signs in, also an unverified account (the app sends it on to verify). An unknown e-mail and a
 * wrong password get the same answer after the same scrypt work, so accounts cannot be probed.
 * Failed tries are limited per e-mail and per IP; a success is not counted.
 */
export const login = async (
  deps: AccountDeps,
  body: LoginBody,
  ip: string,
): Promise<SessionResponse> => {
  const refund = await deps.limits.takeTry([
    { limit: AUTH_LIMITS.loginByEmail, key: emailKey(body.email) },
    { limit: AUTH_LIMITS.loginByIp, key: ip },
  ]);
  const account = await findAccountByEmail(deps.db, body.email);
  const matches = account
    ? await verifyPassword(body.password, account.passwordHash)
    : await verifyPassword(body.password, await (dummyHash ??= hashPassword(randomToken()))).then(
        () => false,
      );
  if (!account || !matches) throw new Invalid({ non_field_errors: MESSAGES.invalidCredentials });
  await refund();
  return startSession(deps, account, SERVER_MESSAGES.loggedIn);
};
