import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';

/**
 * Tells every server process that the shipper's lists changed: called in the transaction that
 * changes them, after its other locks, so that the new version and the change commit together.
 */
export const bumpRecordsVersion = async (tx: Db, userId: number): Promise<void> => {
  await tx
    .update(users)
    .set({ recordsVersion: sql`${users.recordsVersion} + 1` })
    .where(eq(users.id, userId));
};
