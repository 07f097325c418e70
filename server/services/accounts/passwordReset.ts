import { eq } from 'drizzle-orm';
import type { InferType } from 'yup';
import type { passwordResetConfirmSchema } from '@domain/schemas';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { users } from '../../db/schema';
import { passwordResetEmail } from '../../mail/passwordResetEmail';
import { Invalid } from '../domainErrors';
import { hashPassword } from '../secrets';
import { consumeToken, issueToken, revokeAll } from '../tokens';
import type { AccountDeps, ServiceLog } from './accountDeps';
import { AUTH_LIMITS, emailKey } from './authLimits';
import { findAccountByEmail } from './userRecord';

export type PasswordResetConfirmBody = InferType<typeof passwordResetConfirmSchema>;

/**
 * Sends a reset link (1 hour, single use) when the account exists. The caller gets the same
 * answer either way, and the e-mail goes out after it so that the mail server's time does not
 * tell either; the limit counts unknown addresses too.
 */
export const requestPasswordReset = async (
  deps: AccountDeps,
  email: string,
  ip: string,
  log: ServiceLog,
): Promise<void> => {
  const { db, clock, config, limits } = deps;
  await limits.takeTry([
    { limit: AUTH_LIMITS.resetByEmail, key: emailKey(email) },
    { limit: AUTH_LIMITS.resetByIp, key: ip },
  ]);
  const account = await findAccountByEmail(db, email);
  if (!account) return;
  const token = await issueToken(db, account.id, 'reset', clock.now());
  const mail = passwordResetEmail({
    to: account.email,
    firstName: account.firstName,
    appUrl: config.appUrl,
    token,
  });
  deps.backgroundMail.send(mail, log, 'password reset');
};

/** Sets the new password with a reset link, then signs the account out everywhere. */
export const confirmPasswordReset = async (
  { db, clock }: Pick<AccountDeps, 'db' | 'clock'>,
  body: PasswordResetConfirmBody,
): Promise<void> => {
  const now = clock.now();
  const userId = await consumeToken(db, body.token, 'reset', now);
  if (userId === null) throw new Invalid({ token: SERVER_MESSAGES.resetLinkDead });
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(body.password) })
    .where(eq(users.id, userId));
  await revokeAll(db, userId, 'session', now);
  await revokeAll(db, userId, 'reset', now);
};
