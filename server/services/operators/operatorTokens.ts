import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Placeholder } from 'drizzle-orm';
import type { Operator } from '@domain/operatorRoles';
import type { Db } from '../../db/database';
import { operators, operatorTokens } from '../../db/schema';
import { hashToken, randomToken } from '../secrets';

export type OperatorTokenKind = (typeof operatorTokens.$inferSelect)['kind'];

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long each kind works: a session as long as a shipper's, a password link a week. */
export const OPERATOR_TOKEN_TTL_MS: Record<OperatorTokenKind, number> = {
  session: 30 * DAY_MS,
  password: 7 * DAY_MS,
};

/** Creates a token and returns it; only its hash is stored. */
export const issueOperatorToken = async (
  db: Db,
  operatorId: number,
  kind: OperatorTokenKind,
  now: Date,
): Promise<string> => {
  const token = randomToken();
  await db.insert(operatorTokens).values({
    operatorId,
    kind,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + OPERATOR_TOKEN_TTL_MS[kind]),
    createdAt: now,
  });
  return token;
};

const live = (tokenHash: string | Placeholder, kind: OperatorTokenKind, now: Date | Placeholder) =>
  and(
    eq(operatorTokens.tokenHash, tokenHash),
    eq(operatorTokens.kind, kind),
    isNull(operatorTokens.usedAt),
    gt(operatorTokens.expiresAt, now),
  );

/**
 * The operator a live session token belongs to, or null: one statement, prepared once, on every
 * call of the operations desk.
 */
export const makeOperatorSessionLookup = (db: Db) => {
  const tokenOperatorId = db
    .select({ operatorId: operatorTokens.operatorId })
    .from(operatorTokens)
    .where(live(sql.placeholder('tokenHash'), 'session', sql.placeholder('now')));
  const query = db
    .select({
      id: operators.id,
      email: operators.email,
      first_name: operators.firstName,
      role: operators.role,
    })
    .from(operators)
    .where(eq(operators.id, sql`(${tokenOperatorId})`))
    .prepare('operator_session');
  return async (token: string, now: Date): Promise<Operator | null> => {
    const [operator] = await query.execute({ tokenHash: hashToken(token), now });
    return operator ?? null;
  };
};

/**
 * Uses up a single-use token (or ends a session) and returns its operator; a token already used,
 * expired or unknown gives null. One statement, so two concurrent uses cannot both succeed.
 */
export const consumeOperatorToken = async (
  db: Db,
  token: string,
  kind: OperatorTokenKind,
  now: Date,
): Promise<number | null> => {
  const [row] = await db
    .update(operatorTokens)
    .set({ usedAt: now })
    .where(live(hashToken(token), kind, now))
    .returning({ operatorId: operatorTokens.operatorId });
  return row?.operatorId ?? null;
};

/** Ends every live token of one kind of an operator. */
export const revokeOperatorTokens = async (
  db: Db,
  operatorId: number,
  kind: OperatorTokenKind,
  now: Date,
): Promise<void> => {
  await db
    .update(operatorTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(operatorTokens.operatorId, operatorId),
        eq(operatorTokens.kind, kind),
        isNull(operatorTokens.usedAt),
      ),
    );
};
