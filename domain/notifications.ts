import type { MilestoneCode } from './milestones';

/*
 * The e-mails a member can get about the company's loads as they move, and for which loads.
 */

/** What happened to a load: a carrier took it, it left the pickup, it was delivered, its ETA slipped. */
export const NOTIFICATION_KINDS = [
  'carrier_assigned',
  'picked_up',
  'delivered',
  'eta_alert',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Whose loads: none, the ones the member booked, or every load of the company. */
export const NOTIFICATION_SCOPES = ['none', 'mine', 'all'] as const;
export type NotificationScope = (typeof NOTIFICATION_SCOPES)[number];

/** A member who has chosen nothing gets every e-mail about the loads they booked. */
export const DEFAULT_NOTIFICATION_SCOPE: NotificationScope = 'mine';

/**
 * A member's choices, one per kind: the answer of `GET /api/auth/notifications/` and the body of
 * its PUT.
 */
export type NotificationChoices = Record<NotificationKind, NotificationScope>;

/** What a member who has chosen nothing gets. */
export const DEFAULT_NOTIFICATION_CHOICES: NotificationChoices = {
  carrier_assigned: DEFAULT_NOTIFICATION_SCOPE,
  picked_up: DEFAULT_NOTIFICATION_SCOPE,
  delivered: DEFAULT_NOTIFICATION_SCOPE,
  eta_alert: DEFAULT_NOTIFICATION_SCOPE,
};

/** The milestones that owe an e-mail once they are kept, and which. */
export const MILESTONE_NOTIFICATIONS: Partial<Record<MilestoneCode, NotificationKind>> = {
  departed_pickup: 'picked_up',
  delivered: 'delivered',
};

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  carrier_assigned: 'Carrier assigned',
  picked_up: 'Picked up',
  delivered: 'Delivered',
  eta_alert: 'At risk or late',
};

/** What each e-mail tells, where a member chooses them. */
export const NOTIFICATION_KIND_DESCRIPTIONS: Record<NotificationKind, string> = {
  carrier_assigned: 'The carrier, driver and truck that will take the load.',
  picked_up: 'The truck left the pickup with the load.',
  delivered: 'The load was delivered, with the proof of delivery attached.',
  eta_alert: 'Once per load, when its arrival estimate turns at risk or late.',
};

export const NOTIFICATION_SCOPE_LABELS: Record<NotificationScope, string> = {
  none: 'None',
  mine: 'Loads I booked',
  all: 'All the company’s loads',
};

export const NOTIFICATION_MESSAGES = {
  saved: 'Notifications saved.',
} as const;

export const isNotificationScope = (value: unknown): value is NotificationScope =>
  typeof value === 'string' && (NOTIFICATION_SCOPES as readonly string[]).includes(value);
