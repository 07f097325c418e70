import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_SCOPE, type NotificationKind } from '@domain/notifications';
import type { Db } from '../../db/database';
import { mailOutbox, notificationPreferences, shipments, users } from '../../db/schema';

/**
 * Writes down, in the caller's transaction, the e-mail of this kind about a shipment to each member
 * of its company who chose it: those who chose all the company's loads, and the one who booked it
 * unless they chose none (a member who never chose gets the e-mails of the loads they booked).
 * Owed once per member: the same event reported again, or by two phones at once, owes nothing
 * more. `now` is when it is owed; the database's clock without it.
 */
export const oweNotification = async (
  tx: Db,
  kind: NotificationKind,
  shipmentId: number,
  now?: Date,
): Promise<void> => {
  const scope = sql<string>`coalesce(${notificationPreferences.scope}, ${DEFAULT_NOTIFICATION_SCOPE})`;
  const recipients = await tx
    .select({ userId: users.id })
    .from(shipments)
    .innerJoin(users, and(eq(users.companyId, shipments.companyId), isNull(users.removedAt)))
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.kind, kind)),
    )
    .where(
      and(
        eq(shipments.id, shipmentId),
        or(eq(scope, 'all'), and(eq(scope, 'mine'), eq(users.id, shipments.userId))),
      ),
    );
  if (!recipients.length) return;
  await tx
    .insert(mailOutbox)
    .values(recipients.map(({ userId }) => ({ kind, shipmentId, userId, createdAt: now })))
    .onConflictDoNothing();
};
