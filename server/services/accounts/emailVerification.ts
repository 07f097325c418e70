import { eq } from 'drizzle-orm';
import { MESSAGES } from '@domain/messages';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { users } from '../../db/schema';
import { Invalid, Unavailable } from '../domainErrors';
import { consumeToken, revokeAll } from '../tokens';
import type { Account } from './account';
import type { AccountDeps, ServiceLog } from './accountDeps';
import { AUTH_LIMITS, emailKey } from './authLimits';
import { verificationEmailFor } from './verificationEmailFor';

/**
 * Sends a new verification link and waits for the mail server, so that the user learns when it
 * failed. A verified account gets no e-mail.
 */
export const resendVerification = async (
  deps: AccountDeps,
  account: Account,
  log: ServiceLog,
): Promise<string> => {
  if (account.isEmailVerified) return SERVER_MESSAGES.emailVerified;
  await deps.limits.takeTry([{ limit: AUTH_LIMITS.resendByEmail, key: emailKey(account.email) }]);
  const mail = await verificationEmailFor(deps, account);
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    log.error(
      { to: account.email, reason: error instanceof Error ? error.message : String(error) },
      'could not send the verification e-mail',
    );
    throw new Unavailable(MESSAGES.verificationSendFailed);
  }
  return SERVER_MESSAGES.verificationEmailSent;
};

/** Uses up a verification link; the other links sent to the account stop working too. */
export const verifyEmail = async (
  { db, clock }: Pick<AccountDeps, 'db' | 'clock'>,
  token: string,
): Promise<void> => {
  const now = clock.now();
  const userId = await consumeToken(db, token, 'verification', now);
  if (userId === null) throw new Invalid({ token: SERVER_MESSAGES.verificationLinkDead });
  await db.update(users).set({ isEmailVerified: true }).where(eq(users.id, userId));
  await revokeAll(db, userId, 'verification', now);
};
