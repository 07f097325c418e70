import type { InferType } from 'yup';
import { COUNTRY_CODES } from '@domain/countries';
import { MESSAGES } from '@domain/messages';
import type { registerSchema } from '@domain/schemas';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { SessionResponse } from '@domain/types';
import { Invalid } from '../domainErrors';
import { hashPassword } from '../secrets';
import { findAccount } from './account';
import { foundCompany } from './foundCompany';
import type { AccountDeps, ServiceLog } from './accountDeps';
import { AUTH_LIMITS } from './authLimits';
import { uniqueViolationAs } from './isUniqueViolation';
import { startSession } from './session';
import { findAccountByEmail } from './userRecord';
import { verificationEmailFor } from './verificationEmailFor';

export type RegisterBody = InferType<typeof registerSchema>;

const emailTaken = () => new Invalid({ email: SERVER_MESSAGES.emailTaken });

/**
 * Creates an unverified account and signs it in. The e-mail is kept as typed and unique without
 * regard to case. The verification e-mail goes out after the answer; if it cannot be sent, the
 * account stays and the user asks for another. Sign-ups are limited per IP address.
 */
export const registerAccount = async (
  deps: AccountDeps,
  body: RegisterBody,
  ip: string,
  log: ServiceLog,
): Promise<SessionResponse> => {
  const { db } = deps;
  await deps.limits.takeTry([{ limit: AUTH_LIMITS.registerByIp, key: ip }]);
  if (!COUNTRY_CODES.has(body.primary_ships_country)) {
    throw new Invalid({ primary_ships_country: MESSAGES.countryRequired });
  }
  if (await findAccountByEmail(db, body.email)) throw emailTaken();

  const passwordHash = await hashPassword(body.password);
  // The sign-up founds a company, named as typed, with its first member as the admin.
  const account = await db
    .transaction(async (tx) => {
      const { userId } = await foundCompany(
        tx,
        { name: body.company_name, primaryShipsCountry: body.primary_ships_country },
        {
          email: body.email,
          passwordHash,
          firstName: body.first_name,
          lastName: body.last_name,
          phoneNumber: body.phone_number,
        },
      );
      return findAccount(tx, userId);
    })
    .catch(
      // Two sign-ups with one address at the same time: the unique index lets one through.
      uniqueViolationAs(emailTaken, 'users_email_idx'),
    );
  if (!account) throw new Error('The new account was not returned.');

  deps.backgroundMail.send(await verificationEmailFor(deps, account), log, 'verification');
  return startSession(deps, account, SERVER_MESSAGES.registered);
};
