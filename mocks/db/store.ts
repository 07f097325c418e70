import type { FacilityRecord } from './facilityBook';
import type { HeldQuote } from '@domain/priceHolds';
import type { Carrier } from '@domain/dispatchTypes';
import type {
  ActivityRecord,
  AssignmentRecord,
  EmailTokenRecord,
  InvitationMailRecord,
  InvitationRecord,
  InvoiceRecord,
  PaymentIntentRecord,
  PaymentMethodRecord,
  PositionRecord,
  ProofOfDeliveryRecord,
  ShipmentEventRecord,
  ShipmentRecord,
  UserRecord,
} from './records';

type Store = {
  users: UserRecord[];
  /** Session token to user id. */
  sessions: Map<string, number>;
  emailTokens: EmailTokenRecord[];
  invitations: InvitationRecord[];
  invitationMails: InvitationMailRecord[];
  /** When each company's invitations were sent or resent, for their daily limit. */
  invitationTries: Map<number, number[]>;
  shipments: ShipmentRecord[];
  facilities: FacilityRecord[];
  /** What each quote id given holds. */
  quotes: Map<string, HeldQuote>;
  invoices: InvoiceRecord[];
  paymentMethods: PaymentMethodRecord[];
  paymentIntents: PaymentIntentRecord[];
  activity: ActivityRecord[];
  /** Kept as the wire has them: nothing in a carrier is derived. */
  carriers: Carrier[];
  assignments: AssignmentRecord[];
  shipmentEvents: ShipmentEventRecord[];
  positions: PositionRecord[];
  proofsOfDelivery: ProofOfDeliveryRecord[];
  /** Last id handed out per kind. */
  sequences: {
    user: number;
    company: number;
    shipment: number;
    facility: number;
    invoice: number;
    paymentMethod: number;
    invitation: number;
    activity: number;
    carrier: number;
    assignment: number;
    shipmentEvent: number;
  };
};

/** Ids count from 1, as on a fresh database: the demo data gets the ids the server gives it. */
const emptyStore = (): Store => ({
  users: [],
  sessions: new Map(),
  emailTokens: [],
  invitations: [],
  invitationMails: [],
  invitationTries: new Map(),
  shipments: [],
  facilities: [],
  quotes: new Map(),
  invoices: [],
  paymentMethods: [],
  paymentIntents: [],
  activity: [],
  carriers: [],
  assignments: [],
  shipmentEvents: [],
  positions: [],
  proofsOfDelivery: [],
  sequences: {
    user: 0,
    company: 0,
    shipment: 0,
    facility: 0,
    invoice: 0,
    paymentMethod: 0,
    invitation: 0,
    activity: 0,
    carrier: 0,
    assignment: 0,
    shipmentEvent: 0,
  },
});

/** The one in-memory store; mutated in place so that every module sees a reset. */
export const db: Store = emptyStore();

export const clearDb = (): void => {
  Object.assign(db, emptyStore());
};

export const nextId = (kind: keyof Store['sequences']): number => (db.sequences[kind] += 1);
