import type { PriceParts } from '@domain/priceHolds';
import type { ShipmentFacts } from '@domain/wireShapes';
import type { Role } from '@domain/roles';
import type { ActivityChange, ActivityDetails, ActivityKind } from '@domain/activity';
import type { EventSource, MilestoneCode } from '@domain/milestones';
import type {
  IsoDateTime,
  SavedPaymentMethod,
  ShippingNeedsRequest,
  Stop,
  User,
} from '@domain/types';

/*
 * What the store keeps. Records hold ids where the wire holds nested objects, and never hold a
 * derived value (status, fee, total, invoice amount), so nothing can go stale. A record's `userId`
 * is the member who made it; the company of that member owns it (see companyOf).
 */

export type UserRecord = Omit<User, 'company' | 'shipping_needs'> & {
  /** Kept in clear: this is a test double, never a real account. */
  password: string;
  company_id: number;
  company_name: string;
  shipping_needs: ShippingNeedsRequest | null;
  /** When an admin removed the member: they can no longer sign in, and stay listed as removed. */
  removed_at: string | null;
  /** Written at most once a minute by the member's calls, as the server does. */
  last_active_at: string | null;
};

export type StopRecord = Omit<Stop, 'city'> & { cityId: number };

/** The facts the domain derives a shipment's answer from, with its stops' cities as ids. */
export type ShipmentRecord = Omit<
  ShipmentFacts,
  'pickup' | 'dropoff' | 'booked_by' | 'etaState' | 'etaAt' | 'carrierName' | 'pickedUpAt'
> & {
  /** Who booked it. */
  userId: number;
  pickup: StopRecord;
  dropoff: StopRecord;
  /** The base price's parts; null for a shipment booked before prices were itemised. */
  priceParts: PriceParts | null;
  priceHeldUntil: IsoDateTime;
};

export type InvoiceRecord = {
  id: number;
  shipmentId: number;
  createdAt: string;
  paidAt: string | null;
  /** What was charged, fixed at payment; until then the amount follows the shipment. */
  paidAmountCents: number | null;
  /** When the test provider made the refund of the shipment's cancellation. */
  refundedAt: string | null;
};

export type PaymentMethodRecord = SavedPaymentMethod & { userId: number };

/** An intent of the test provider; canceled once another card or a new total replaced it. */
export type PaymentIntentStatus =
  'requires_action' | 'requires_payment_method' | 'succeeded' | 'canceled';

export type PaymentIntentRecord = {
  id: string;
  clientSecret: string;
  userId: number;
  shipmentId: number;
  paymentMethodId: string;
  amountCents: number;
  status: PaymentIntentStatus;
};

export type EmailTokenKind = 'verification' | 'reset';

/** A link sent by e-mail: usable once. */
export type EmailTokenRecord = {
  kind: EmailTokenKind;
  token: string;
  userId: number;
  used: boolean;
};

/**
 * An invitation to join a company. `token` is the link of the last e-mail sent: each sending
 * makes a new one, and the one before stops working.
 */
export type InvitationRecord = {
  id: number;
  companyId: number;
  email: string;
  role: Role;
  invitedBy: number;
  createdAt: string;
  expiresAt: string;
  acceptedAt: string | null;
  revokedAt: string | null;
  token: string | null;
};

/** An invitation e-mail as the outbox would send it. */
export type InvitationMailRecord = { to: string; subject: string; link: string; token: string };

/** An event of a company's history, as the server's activity table keeps it. */
export type ActivityRecord = {
  id: number;
  companyId: number;
  actorId: number;
  kind: ActivityKind;
  at: string;
  shipmentId: number | null;
  memberId: number | null;
  details: ActivityDetails;
  changes: ActivityChange[];
};

/** A carrier and driver on a shipment; the live one has no `endedAt`, one per shipment at most. */
export type AssignmentRecord = {
  id: number;
  shipmentId: number;
  carrierId: number;
  driverName: string;
  driverPhone: string;
  truckNumber: string;
  trailerNumber: string;
  /** The driver link's token, kept in clear: this is a test double. */
  token: string;
  assignedAt: string;
  endedAt: string | null;
  /** The newest position's time. */
  lastPositionAt: string | null;
};

/** An event of a load's history, kept as it came, late or out of order. */
export type ShipmentEventRecord = {
  id: number;
  shipmentId: number;
  assignmentId: number;
  code: MilestoneCode;
  at: string;
  /** The phone's id for the event, so that a retry is kept once. */
  clientId: string | null;
  cityId: number | null;
  source: EventSource;
  /** When the store got it: a driver link lives until a while after the delivery came in. */
  receivedAt: string;
  /** When the driver undid it, on the phone's clock. */
  withdrawnAt: string | null;
  /** An arrival the phone placed far from its stop. */
  farFromStop: boolean;
};

/** Where a truck was, once per moment. */
export type PositionRecord = {
  assignmentId: number;
  at: string;
  latitude: number;
  longitude: number;
  accuracyM: number | null;
  source: EventSource;
  /** Implies a speed no truck makes since the phone's position before it. */
  implausible: boolean;
};

/** The receiver's name and signature, and whether a photo of the signed papers came with it. */
export type ProofOfDeliveryRecord = {
  shipmentId: number;
  assignmentId: number;
  receiverName: string;
  notes: string | null;
  photo: boolean;
};
