import { CANCELLATION_REASON_LABELS } from './cancellationTerms';
import { describeCard, formatUsd } from './invoiceDocumentSheet';
import { centsToMoney } from './money';
import { ROLE_LABELS, isRole, may, type Role } from './roles';
import type { CancellationReason } from './types';

/** What a company's history records: a shipment's steps, and the team's changes. */
export const SHIPMENT_ACTIVITY_KINDS = [
  'shipment_created',
  'facility_added',
  'facility_changed',
  'driver_assist_on',
  'driver_assist_off',
  'price_updated',
  'details_saved',
  'details_changed',
  'payment_tried',
  'payment_failed',
  'payment_made',
  'shipment_cancelled',
  'refund_made',
] as const;

export const TEAM_ACTIVITY_KINDS = [
  'member_invited',
  'invitation_revoked',
  'member_joined',
  'role_changed',
  'member_removed',
] as const;

export const ACTIVITY_KINDS = [...SHIPMENT_ACTIVITY_KINDS, ...TEAM_ACTIVITY_KINDS] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** The activity page's filter names each kind. */
export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  shipment_created: 'Shipment booked',
  facility_added: 'Facility info added',
  facility_changed: 'Facility info changed',
  driver_assist_on: 'Driver assist on',
  driver_assist_off: 'Driver assist off',
  price_updated: 'Price updated',
  details_saved: 'Final details saved',
  details_changed: 'Final details changed',
  payment_tried: 'Payment tried',
  payment_failed: 'Payment failed',
  payment_made: 'Payment made',
  shipment_cancelled: 'Shipment cancelled',
  refund_made: 'Refund made',
  member_invited: 'Member invited',
  invitation_revoked: 'Invitation revoked',
  member_joined: 'Member joined',
  role_changed: 'Role changed',
  member_removed: 'Member removed',
};

/**
 * What an event keeps beside its kind, as it was then: the lane booked, the stop, an amount in
 * cents, the card, a reason, an address, roles, the member concerned by name.
 */
export type ActivityDetails = {
  lane?: string;
  stop?: 'pickup' | 'dropoff';
  amount_cents?: number;
  /** The total before, when the event changed it. */
  from_amount_cents?: number;
  brand?: string;
  last4?: string;
  reason?: string;
  reason_text?: string | null;
  email?: string;
  role?: string;
  from_role?: string;
  member?: string;
};

/** What of an event's details is billing's: the card a payment or a refund went through. */
const PAYMENT_DETAILS: readonly string[] = ['brand', 'last4'] satisfies (keyof ActivityDetails)[];

/**
 * An event's details as a member of the role is told them: the card only to a role that may see
 * billing, in the history's JSON and its export alike.
 */
export const activityDetailsFor = (role: Role, details: ActivityDetails): ActivityDetails =>
  may(role, 'readBilling')
    ? details
    : (Object.fromEntries(
        Object.entries(details).filter(([key]) => !PAYMENT_DETAILS.includes(key)),
      ) as ActivityDetails);

/** One field a change changed, as the history shows it. */
export type ActivityChange = { field: string; before: string | null; after: string | null };

const roleLabel = (role: string | undefined) => (isRole(role) ? ROLE_LABELS[role] : (role ?? ''));
const amount = (cents: number | undefined) => formatUsd(centsToMoney(cents ?? 0));
const card = ({ brand, last4 }: ActivityDetails) =>
  brand && last4 ? ` with ${describeCard({ brand, last4 })}` : '';
const stopName = ({ stop }: ActivityDetails) => (stop === 'dropoff' ? 'dropoff' : 'pickup');
const fields = (changes: ActivityChange[]) =>
  changes.length ? `: ${changes.map((change) => change.field).join(', ')}` : '';
const reasonLabel = ({ reason, reason_text }: ActivityDetails) => {
  const label =
    reason && reason in CANCELLATION_REASON_LABELS
      ? CANCELLATION_REASON_LABELS[reason as CancellationReason]
      : (reason ?? '');
  return reason_text ? `${label} (${reason_text})` : label;
};

/** The line the history shows for an event: one sentence, the same in the app and the export. */
export const activitySummary = (
  kind: ActivityKind,
  details: ActivityDetails,
  changes: ActivityChange[],
): string => {
  switch (kind) {
    case 'shipment_created':
      return `Booked the shipment${details.lane ? ` ${details.lane}` : ''}`;
    case 'facility_added':
      return `Added the ${stopName(details)} facility info`;
    case 'facility_changed':
      return `Changed the ${stopName(details)} facility info${fields(changes)}`;
    case 'driver_assist_on':
      return 'Turned driver assist on';
    case 'driver_assist_off':
      return 'Turned driver assist off';
    case 'price_updated':
      return `Accepted the new price: ${amount(details.from_amount_cents)} before, ${amount(details.amount_cents)} now`;
    case 'details_saved':
      return 'Saved the final details';
    case 'details_changed':
      return `Changed the final details${fields(changes)}`;
    case 'payment_tried':
      return `Tried to pay ${amount(details.amount_cents)}${card(details)}`;
    case 'payment_failed':
      return `Payment failed${details.reason ? `: ${details.reason}` : ''}`;
    case 'payment_made':
      return `Paid ${amount(details.amount_cents)}${card(details)}`;
    case 'shipment_cancelled':
      return `Cancelled the shipment: ${reasonLabel(details)}`;
    case 'refund_made':
      return `Refund of ${amount(details.amount_cents)} made${card(details)}`;
    case 'member_invited':
      return `Invited ${details.email ?? ''} as ${roleLabel(details.role)}`;
    case 'invitation_revoked':
      return `Revoked the invitation of ${details.email ?? ''}`;
    case 'member_joined':
      return `Joined as ${roleLabel(details.role)}`;
    case 'role_changed':
      return `Changed ${details.member ?? 'a member'}’s role from ${roleLabel(details.from_role)} to ${roleLabel(details.role)}`;
    case 'member_removed':
      return `Removed ${details.member ?? 'a member'}`;
  }
};
