import type { Db } from '../../db/database';
import { mailOutbox } from '../../db/schema';
import type { OwedMailKind } from './owedMailKinds';

/** Writes an e-mail down as owed, in the caller's transaction; owing it again changes nothing. */
export const oweMail = async (
  tx: Db,
  kind: OwedMailKind,
  shipmentId: number,
  now: Date,
): Promise<void> => {
  await tx.insert(mailOutbox).values({ kind, shipmentId, createdAt: now }).onConflictDoNothing();
};
