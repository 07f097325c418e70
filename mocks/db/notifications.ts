import { DEFAULT_NOTIFICATION_CHOICES, type NotificationChoices } from '@domain/notifications';
import type { UserRecord } from './records';

/**
 * Each member's choice of e-mails, kept beside their record: a store reset makes new records, so
 * the choices of the members before go with them. The mocks send no e-mail: the choices are only
 * read back.
 */
const chosen = new WeakMap<UserRecord, NotificationChoices>();

export const notificationChoicesOf = (user: UserRecord): NotificationChoices =>
  chosen.get(user) ?? DEFAULT_NOTIFICATION_CHOICES;

export const chooseNotifications = (
  user: UserRecord,
  choices: NotificationChoices,
): NotificationChoices => {
  chosen.set(user, { ...choices });
  return notificationChoicesOf(user);
};
