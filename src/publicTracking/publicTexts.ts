import type { PublicStatus } from '@domain/publicTrackingTypes';

/** What the shared tracking page says. */
export const PUBLIC_TEXTS = {
  title: 'Track your shipment',
  loading: 'Loading your shipment…',
  tryAgain: 'Try again',
  offline: 'You’re offline. The shipment shows as soon as you’re back online.',
  serverTrouble: 'The shipment could not be loaded right now. Try again in a moment.',
  staleNotice: 'This may be out of date: the page could not check for news.',
  deadLinkTitle: 'Link closed',
  deadLinkAbout:
    'Loadline books full-truckload freight at an instant price, and tracks every load.',
  deadLinkHome: 'Go to Loadline',
  estimatedArrival: 'Estimated arrival',
  lastSeen: 'Last seen',
  noPositionYet: 'No position reported yet',
  milestones: 'Milestones',
  pending: 'Pending',
  mapTitle: 'The lane of this shipment',
  footer: 'Tracking by Loadline',
} as const;

/** The headline of each status a live link shows. */
export const STATUS_TEXTS: Record<PublicStatus, string> = {
  upcoming: 'Scheduled',
  inprogress: 'In transit',
  past: 'Delivered',
};
