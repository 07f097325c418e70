import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { tokens } from '../../db/schema';
import { hashToken } from '../secrets';

/**
 * Whether a token is a shipper's live session: asked only of a token that opened no dispatcher's
 * session, to tell a shipper at the wrong door (403) from nobody (401).
 */
export const isShipperSession = async (db: Db, token: string, now: Date): Promise<boolean> => {
  const [row] = await db
    .select({ id: tokens.id })
    .from(tokens)
    .where(
      and(
        eq(tokens.tokenHash, hashToken(token)),
        eq(tokens.kind, 'session'),
        isNull(tokens.usedAt),
        gt(tokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
};
