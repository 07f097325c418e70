import {
  countMail,
  linkToken,
  RESET_SUBJECT,
  VERIFY_SUBJECT,
  waitForMail,
} from '../../server/test/outbox';
import { baseUrl, dataDir } from './environment';

/** The link of the newest verification e-mail to an address, as the user would click it. */
export const verificationLink = async (email: string) =>
  `${baseUrl()}/verify-email/${linkToken(await waitForMail(dataDir(), email, VERIFY_SUBJECT), 'verify-email')}`;

/** The link of a reset e-mail to an address, waiting for one more than `before`. */
export const resetLink = async (email: string, before = 0) =>
  `${baseUrl()}/reset-password/${linkToken(await waitForMail(dataDir(), email, RESET_SUBJECT, before), 'reset-password')}`;

export const resetMailCount = (email: string) => countMail(dataDir(), email, RESET_SUBJECT);
