import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Placeholder } from 'drizzle-orm';
import type { Db } from '../db/database';
import { tokens, users } from '../db/schema';
import { selectAccounts, type Account } from './accounts/account';
import { hashToken, randomToken } from './secrets';

export type TokenKind = (typeof tokens.$inferSelect)['kind'];

const HOUR_MS = 60 * 60 * 1000;

/** How long each kind of token works. */
export const TOKEN_TTL_MS: Record<TokenKind, number> = {
  session: 30 * 24 * HOUR_MS,
  verification: 24 * HOUR_MS,
  reset: HOUR_MS,
};

/** Creates a token and returns it; only its hash is stored. */
export const issueToken = async (
  db: Db,
  userId: number,
  kind: TokenKind,
  now: Date,
): Promise<string> => {
  const token = randomToken();
  await db.insert(tokens).values({
    userId,
    kind,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[kind]),
  });
  return token;
};

const live = (tokenHash: string | Placeholder, kind: TokenKind, now: Date | Placeholder) =>
  and(
    eq(tokens.tokenHash, tokenHash),
    eq(tokens.kind, kind),
    isNull(tokens.usedAt),
    gt(tokens.expiresAt, now),
  );

/** How stale a member's last activity may be before a request writes it again. */
const LAST_ACTIVE_STEP_MS = 60 * 1000;

/**
 * Finds the account a live session token belongs to, or null (also for a removed member): one
 * statement, prepared once, on every call of the API. The token in a subquery rather than a join:
 * PGlite plans it faster. The member's last activity is written at most once a minute, after.
 */
export const makeSessionLookup = (db: Db) => {
  const tokenUserId = db
    .select({ userId: tokens.userId })
    .from(tokens)
    .where(live(sql.placeholder('tokenHash'), 'session', sql.placeholder('now')));
  const query = selectAccounts(db, eq(users.id, sql`(${tokenUserId})`)).prepare('session_user');
  return async (token: string, now: Date): Promise<Account | null> => {
    const [user] = await query.execute({ tokenHash: hashToken(token), now });
    if (!user) return null;
    if (!user.lastActiveAt || now.getTime() - user.lastActiveAt.getTime() >= LAST_ACTIVE_STEP_MS)
      await db.update(users).set({ lastActiveAt: now }).where(eq(users.id, user.id));
    return user;
  };
};

/**
 * Uses up a single-use token (or revokes a session) and returns its user; a token already used,
 * expired or unknown gives null. One statement, so two concurrent uses cannot both succeed.
 */
export const consumeToken = async (
  db: Db,
  token: string,
  kind: TokenKind,
  now: Date,
): Promise<number | null> => {
  const [row] = await db
    .update(tokens)
    .set({ usedAt: now })
    .where(live(hashToken(token), kind, now))
    .returning({ userId: tokens.userId });
  return row?.userId ?? null;
};

/** Ends every live token of one kind of a user (all sessions after a password reset). */
export const revokeAll = async (
  db: Db,
  userId: number,
  kind: TokenKind,
  now: Date,
): Promise<void> => {
  await db
    .update(tokens)
    .set({ usedAt: now })
    .where(and(eq(tokens.userId, userId), eq(tokens.kind, kind), isNull(tokens.usedAt)));
};
