import type { InferType } from 'yup';
import { MESSAGES } from '@domain/messages';
import type { loginSchema, passwordResetConfirmSchema } from '@domain/schemas';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { Operator } from '@domain/operatorRoles';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { operators } from '../../db/schema';
import { emailKey } from '../accounts/authLimits';
import { Invalid } from '../domainErrors';
import type { RateLimiter } from '../rateLimiter';
import { hashPassword, randomToken, verifyPassword } from '../secrets';
import { OPERATOR_LOGIN_LIMITS } from './operatorLimits';
import { findOperator, findOperatorByEmail, toOperator } from './operatorRecords';
import { consumeOperatorToken, issueOperatorToken, revokeOperatorTokens } from './operatorTokens';

export type OperatorDeps = { db: Db; clock: Clock; limits: RateLimiter };

/** A dispatcher signed in: the token the desk sends, and who they are. */
export type OperatorSession = { token: string; operator: Operator };

let dummyHash: Promise<string> | null = null;

const startSession = async (db: Db, operatorId: number, now: Date): Promise<OperatorSession> => ({
  token: await issueOperatorToken(db, operatorId, 'session', now),
  operator: toOperator(await findOperator(db, operatorId)),
});

/**
 * Signs a dispatcher in, as a shipper signs in: an unknown e-mail, an operator who has not set a
 * password yet and a wrong password get the same answer after the same scrypt work. Failed tries
 * are limited per e-mail and per IP.
 */
export const loginOperator = async (
  { db, clock, limits }: OperatorDeps,
  body: InferType<typeof loginSchema>,
  ip: string,
): Promise<OperatorSession> => {
  const refund = await limits.takeTry([
    { limit: OPERATOR_LOGIN_LIMITS.byEmail, key: emailKey(body.email) },
    { limit: OPERATOR_LOGIN_LIMITS.byIp, key: ip },
  ]);
  const operator = await findOperatorByEmail(db, body.email);
  const stored = operator?.passwordHash ?? (await (dummyHash ??= hashPassword(randomToken())));
  const matches = await verifyPassword(body.password, stored);
  if (!operator?.passwordHash || !matches)
    throw new Invalid({ non_field_errors: MESSAGES.invalidCredentials });
  await refund();
  return startSession(db, operator.id, clock.now());
};

/**
 * Sets the password through a one-time link, and signs in: the link is used up, and so are the
 * operator's other links and sessions.
 */
export const setOperatorPassword = async (
  { db, clock }: Pick<OperatorDeps, 'db' | 'clock'>,
  body: InferType<typeof passwordResetConfirmSchema>,
): Promise<OperatorSession> => {
  const now = clock.now();
  const operatorId = await consumeOperatorToken(db, body.token, 'password', now);
  if (operatorId === null) throw new Invalid({ token: SERVER_MESSAGES.invalidOrExpiredToken });
  await db
    .update(operators)
    .set({ passwordHash: await hashPassword(body.password) })
    .where(eq(operators.id, operatorId));
  await revokeOperatorTokens(db, operatorId, 'session', now);
  await revokeOperatorTokens(db, operatorId, 'password', now);
  return startSession(db, operatorId, now);
};

/** Ends the one session the request came with. */
export const endOperatorSession = async (
  { db, clock }: Pick<OperatorDeps, 'db' | 'clock'>,
  token: string,
): Promise<void> => {
  await consumeOperatorToken(db, token, 'session', clock.now());
};
