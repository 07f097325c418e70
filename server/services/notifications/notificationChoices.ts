import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_CHOICES,
  NOTIFICATION_KINDS,
  type NotificationChoices,
} from '@domain/notifications';
import type { Db } from '../../db/database';
import { notificationPreferences } from '../../db/schema';

/** The member's choice of e-mails: the default scope for a kind they never chose. */
export const readNotificationChoices = async (
  db: Db,
  userId: number,
): Promise<NotificationChoices> => {
  const rows = await db
    .select({ kind: notificationPreferences.kind, scope: notificationPreferences.scope })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return {
    ...DEFAULT_NOTIFICATION_CHOICES,
    ...Object.fromEntries(rows.map(({ kind, scope }) => [kind, scope])),
  };
};

/** Keeps the member's choice for every kind, in one statement; answers it as stored. */
export const saveNotificationChoices = async (
  db: Db,
  userId: number,
  choices: NotificationChoices,
): Promise<NotificationChoices> => {
  await db
    .insert(notificationPreferences)
    .values(NOTIFICATION_KINDS.map((kind) => ({ userId, kind, scope: choices[kind] })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { scope: sql`excluded.scope` },
    });
  return readNotificationChoices(db, userId);
};
