import type { AppDeps } from '../../deps';
import type { MailLog } from '../../mail/createMailer';
import type { RateLimiter } from '../rateLimiter';
import type { BackgroundMail } from './backgroundMail';

/** What the account services use: the database, the clock, mail, and the limits of the calls. */
export type AccountDeps = Pick<AppDeps, 'config' | 'db' | 'clock' | 'mailer'> & {
  limits: RateLimiter;
  backgroundMail: BackgroundMail;
};

/** Where a service reports what the caller does not see (an e-mail that could not be sent). */
export type ServiceLog = MailLog;
