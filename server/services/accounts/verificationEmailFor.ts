import type { Mail } from '../../mail/mailer';
import { verificationEmail } from '../../mail/verificationEmail';
import { issueToken } from '../tokens';
import type { Account } from './account';
import type { AccountDeps } from './accountDeps';

/** A verification e-mail with a fresh single-use link (24 hours). */
export const verificationEmailFor = async (
  { db, clock, config }: Pick<AccountDeps, 'db' | 'clock' | 'config'>,
  account: Account,
): Promise<Mail> =>
  verificationEmail({
    to: account.email,
    firstName: account.firstName,
    appUrl: config.appUrl,
    token: await issueToken(db, account.id, 'verification', clock.now()),
  });
