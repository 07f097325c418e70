import type {
  Invoice,
  SavedPaymentMethod,
  Shipment,
  ShippingNeedsRequest,
  Stop,
  User,
} from '@domain/types';

/*
 * What the store keeps. Records hold ids where the wire holds nested objects, and never hold a
 * derived value (status, fee, total), so nothing can go stale.
 */

export type UserRecord = Omit<User, 'company' | 'shipping_needs'> & {
  /** Kept in clear: this is a test double, never a real account. */
  password: string;
  company_name: string;
  shipping_needs: ShippingNeedsRequest | null;
};

export type StopRecord = Omit<Stop, 'city'> & { cityId: number };

export type ShipmentRecord = Omit<
  Shipment,
  'status' | 'base_price' | 'driver_assist_fee' | 'total_price' | 'pickup' | 'dropoff'
> & {
  userId: number;
  basePriceCents: number;
  paid: boolean;
  pickup: StopRecord;
  dropoff: StopRecord;
};

export type InvoiceRecord = Omit<Invoice, 'status' | 'total_amount'> & {
  /** What was charged, fixed at payment; until then the amount follows the shipment. */
  paidAmountCents: number | null;
};

export type PaymentMethodRecord = SavedPaymentMethod & { userId: number };

export type PaymentIntentStatus = 'requires_action' | 'requires_payment_method' | 'succeeded';

export type PaymentIntentRecord = {
  id: string;
  clientSecret: string;
  userId: number;
  shipmentId: number;
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
