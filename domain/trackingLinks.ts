/*
 * The rules of a shipment's shared tracking page, /t/{token}: the server, the mocks and the app's
 * share button apply the same ones. No yup and no dayjs: the public page reads the messages too.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A link works until this long after the delivery: the customer has what they waited for. */
export const TRACKING_LINK_AFTER_DELIVERY_MS = 30 * DAY_MS;

export const TRACKING_LINK_MESSAGES = {
  linkDead: 'This tracking link no longer works. Ask the sender of the shipment for a new one.',
  notPaid: 'A shipment’s tracking can be shared once it is paid.',
  cancelled: 'This shipment was cancelled: its tracking cannot be shared.',
  expired: 'This shipment was delivered more than 30 days ago: its tracking is no longer shared.',
} as const;

/** The page's address at the app's: the token is all it holds. */
export const trackingPageUrl = (appUrl: string, token: string): string =>
  `${appUrl.replace(/\/+$/, '')}/t/${token}`;

/** When a link dies: 30 days after the delivery; null, never, while the load is not delivered. */
export const trackingLinkExpiresAt = (deliveredAt: Date | null): Date | null =>
  deliveredAt && new Date(deliveredAt.getTime() + TRACKING_LINK_AFTER_DELIVERY_MS);

/** Whether a link has outlived its delivery by more than 30 days. */
export const isTrackingLinkExpired = (deliveredAt: Date | null, now: Date): boolean => {
  const expiresAt = trackingLinkExpiresAt(deliveredAt);
  return expiresAt !== null && now.getTime() > expiresAt.getTime();
};

/** What a link is made from: the shipment's payment, cancellation and delivery. */
export type ShareFacts = { paid: boolean; cancelled: boolean; deliveredAt: Date | null };

/** Why a shipment's tracking cannot be shared now, or null when it can. */
export const shareRefusal = (
  { paid, cancelled, deliveredAt }: ShareFacts,
  now: Date,
): string | null => {
  if (cancelled) return TRACKING_LINK_MESSAGES.cancelled;
  if (!paid) return TRACKING_LINK_MESSAGES.notPaid;
  if (isTrackingLinkExpired(deliveredAt, now)) return TRACKING_LINK_MESSAGES.expired;
  return null;
};
