import type { NotificationKind } from '@domain/notifications';
import type { Db } from '../../db/database';
import { mailOutbox } from '../../db/schema';
import type { OwedMailKind } from './owedMailKinds';

/**
 * Writes a shipment's e-mail down as owed, in the caller's transaction; owing it again changes
 * nothing. The e-mails members choose are owed to each of them (oweNotification).
 */
export const oweMail = async (
  tx: Db,
  kind: Exclude<OwedMailKind, 'invitation' | NotificationKind>,
  shipmentId: number,
  now: Date,
): Promise<void> => {
  await tx.insert(mailOutbox).values({ kind, shipmentId, createdAt: now }).onConflictDoNothing();
};

/** Writes an invitation's e-mail down as owed, in the caller's transaction: one row per sending. */
export const oweInvitationMail = async (
  tx: Db,
  invitationId: number,
  now: Date,
): Promise<number> => {
  const [row] = await tx
    .insert(mailOutbox)
    .values({ kind: 'invitation', invitationId, createdAt: now })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('The invitation e-mail was not owed.');
  return row.id;
};
