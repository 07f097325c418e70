import type { InferType } from 'yup';
import { COUNTRY_CODES } from '@domain/countries';
import { MESSAGES } from '@domain/messages';
import type { registerSchema } from '@domain/schemas';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { SessionResponse } from '@domain/types';
import { users } from '../../db/schema';
import { Invalid } from '../domainErrors';
import { hashPassword } from '../secrets';
import type { AccountDeps, ServiceLog } from './accountDeps';
import { AUTH_LIMITS } from './authLimits';
import { isUniqueViolation } from './isUniqueViolation';
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
  const inserted = await db
    .insert(users)
    .values({
      email: body.email,
      passwordHash,
      firstName: body.first_name,
      lastName: body.last_name,
      phoneNumber: body.phone_number,
      primaryShipsCountry: body.primary_ships_country,
      companyName: body.company_name,
    })
    .returning()
    .catch((error: unknown) => {
      // Two sign-ups with one address at the same time: the unique index lets one through.
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    });
  const account = inserted[0];
  if (!account) throw new Error('The new account was not returned.');

  deps.backgroundMail.send(await verificationEmailFor(deps, account), log, 'verification');
  return startSession(deps, account, SERVER_MESSAGES.registered);
};
