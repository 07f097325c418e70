import type {
  AVERAGE_FTL_OPTIONS,
  EQUIPMENT,
  MODES,
  PAYMENT_PROVIDERS,
  QUOTE_LINE_KINDS,
  SCHEDULING_PREFERENCES,
  TEST_AUTHENTICATION_FAILED,
  TRAILER_TYPES,
} from './constants';
import type { CANCELLATION_REASONS } from './cancellationTerms';
import type { Emissions } from './emissions';
import type { ReeferSetting, TemperatureMode } from './reeferTemperature';
import type { StopWindow } from './stopWindows';
import type { Role } from './roles';
import type {
  DASHBOARD_TABS,
  ETA_STATES,
  INVOICE_STATUSES,
  SHIPMENT_STATUSES,
  SHIPMENT_TABS,
} from './statuses';

export type Equipment = (typeof EQUIPMENT)[number];
export type EtaState = (typeof ETA_STATES)[number];
export type Mode = (typeof MODES)[number];
export type TrailerType = (typeof TRAILER_TYPES)[number];
export type AverageFtl = (typeof AVERAGE_FTL_OPTIONS)[number];
export type SchedulingPreference = (typeof SCHEDULING_PREFERENCES)[number];
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
export type ShipmentTab = (typeof SHIPMENT_TABS)[number];
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** A decimal amount with two places, as sent on the wire: "2150.00". */
export type Money = string;
/** A calendar date: "2026-11-21". */
export type IsoDate = string;
/** A timestamp with a time zone: "2026-11-21T14:03:00.000Z". */
export type IsoDateTime = string;

export type City = { id: number; name: string; region_code: string; country_code: string };
export type Region = { id: number; name: string; countryCode: string };

export type ShippingNeeds = {
  company_location: Region;
  mode: Mode[];
  average_ftl: AverageFtl;
  trailer_type: TrailerType[];
};

export type User = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  primary_ships_country: string;
  company: { id: number; name: string };
  role: Role;
  shipping_needs: ShippingNeeds | null;
  is_email_verified: boolean;
};

export type QuoteLineKind = (typeof QUOTE_LINE_KINDS)[number];
/** One part of a price: its amount and what it comes to for each mile of the lane, as money. */
export type QuoteLineItem = {
  kind: QuoteLineKind;
  label: string;
  amount: string;
  rate_per_mile: string;
};
/** SPEC.md's three fields, then the day priced, the price itemised and the lane's CO2e. */
export type LanePrice = {
  miles: number;
  min_transit_time: number;
  base_price: number;
  pickup_date: IsoDate;
  line_items: QuoteLineItem[];
  all_in_per_mile: string;
  co2e_kg: number;
  co2e_method: string;
};
/** A lane's price with the id it is booked on, and until when it holds. */
export type Quote = { quote_id: string; expires_at: IsoDateTime } & LanePrice;
/** Why a quote could not be booked on: its price beside the lane's price now. */
export type QuoteConflict = {
  message: string;
  /** The quote's price; null when the quote is not known. */
  old_price: number | null;
  new_price: number;
  quote: Quote;
};

/** A shipment's price now beside the one it was booked at: the same while it holds. */
export type PriceCheck = {
  price_held_until: IsoDateTime;
  held: boolean;
  old_total: Money;
  new_total: Money;
  /** The new base price's parts. */
  line_items: QuoteLineItem[];
};
/** Why a shipment whose price hold ended cannot be paid yet: its total then and now. */
export type PriceChanged = { message: string; old_total: Money; new_total: Money };

export type FacilityFields = {
  facility_name: string;
  facility_address: string;
  zip_code: string;
  scheduling_preference: SchedulingPreference;
  contact_name: string;
  phone_number: string;
  email: string;
} & Partial<StopWindow>;

export type Stop = {
  city: City;
  date: IsoDate;
  facility_name: string | null;
  facility_address: string | null;
  zip_code: string | null;
  scheduling_preference: SchedulingPreference | null;
  contact_name: string | null;
  phone_number: string | null;
  email: string | null;
  location_number: string | null;
  additional_notes: string | null;
} & StopWindow;

export type Shipment = {
  id: number;
  status: ShipmentStatus;
  equipment: Equipment;
  base_price: Money;
  driver_assist: boolean;
  driver_assist_fee: Money;
  total_price: Money;
  miles: number;
  min_transit_time: number;
  reference_number: string | null;
  weight: number | null;
  commodity: string | null;
  packaging: number | null;
  packaging_type: string | null;
  pickup: Stop;
  dropoff: Stop;
  created_at: IsoDateTime;
  /** The member who booked it. */
  booked_by: Person;
  /**
   * How the arrival estimate stands now (eta.ts): null while there is none, before the truck has
   * left the pickup and once it is delivered.
   */
  eta_state: EtaState | null;
  /** When the truck is estimated at the drop-off now; null whenever eta_state is. */
  eta_at: IsoDateTime | null;
  /** The live assignment's carrier; null until one is assigned. */
  carrier_name: string | null;
  /** The day the truck was at the pickup, on the pickup's clock; null until then. */
  picked_up_on: IsoDate | null;
} & ReeferSetting &
  ShipmentCancellation;

/** A member as others see them: who booked a shipment, who did a thing. */
export type Person = { id: number; first_name: string; last_name: string };

/** How a shipment was cancelled; every field is null for one that was not. */
export type ShipmentCancellation = {
  cancelled_at: IsoDateTime | null;
  cancellation_reason: CancellationReason | null;
  /** The shipper's own words: required for Other, optional beside the other reasons. */
  cancellation_reason_text: string | null;
  /** What was kept of the charge; "0.00" when cancelled in time or unpaid. */
  cancellation_fee: Money | null;
  /** What goes back to the card; "0.00" when nothing was charged. */
  refunded_amount: Money | null;
};

export type Invoice = {
  id: number;
  invoice_number: string;
  shipment_id: number;
  created_at: IsoDateTime;
  total_amount: Money;
  status: InvoiceStatus;
  paid_at: IsoDateTime | null;
  /** What was given back of the payment when the shipment was cancelled; null if nothing. */
  refunded_amount: Money | null;
  /** When the card provider made that refund; null until it has. */
  refunded_at: IsoDateTime | null;
};

/** One line of an invoice: what was charged for, and how much. */
export type InvoiceLineItem = { description: string; amount: Money };

/** A stop as an invoice shows it: the place and the day, and the facility once given. */
export type InvoiceStop = {
  city: { name: string; region_code: string };
  date: IsoDate;
  facility_name: string | null;
  facility_address: string | null;
  zip_code: string | null;
};

export type InvoiceShipment = Pick<
  Shipment,
  | 'id'
  | 'reference_number'
  | 'equipment'
  | 'commodity'
  | 'packaging'
  | 'packaging_type'
  | 'weight'
  | 'miles'
> & { pickup: InvoiceStop; dropoff: InvoiceStop };

/** Who the invoice is made out to: the shipper's company, and the person who booked. */
export type BillTo = { company_name: string; contact_name: string; email: string };

/** The card that paid, as the provider described it; the number itself is never known. */
export type PaymentCard = { brand: string; last4: string };

/** An invoice with everything its page and its PDF show. */
export type InvoiceDocument = Invoice & {
  /** The pickup date: unpaid after it, the invoice is overdue. */
  due_date: IsoDate;
  /** They add up to total_amount. */
  line_items: InvoiceLineItem[];
  shipment: InvoiceShipment;
  bill_to: BillTo;
  /** null until paid, and for a payment made without a saved card. */
  payment_card: PaymentCard | null;
} & Emissions;

export type PaymentResult = {
  requires_action: boolean;
  client_secret: string | null;
  status: string;
  payment: { stripe_payment_intent_id: string; status: string };
};

export type SavedPaymentMethod = {
  id: number;
  payment_method_id: string;
  brand: string;
  last4: string;
};

export type AppConfig = {
  payment_provider: PaymentProvider;
  stripe_publishable_key: string | null;
};

export type ListResponse<T> = { results: T[] };

/** One page of a list: `count` rows match the query in all, `page` is 1-based. */
export type PageResponse<T> = ListResponse<T> & { count: number; page: number; page_size: number };

/** How many shipments each dashboard tab holds, among those that match the search. */
export type ShipmentCounts = Record<ShipmentTab, number>;

export type ShipmentPage = PageResponse<Shipment> & { counts: ShipmentCounts };

/** Sums over all of the shipper's invoices, whatever the page. */
export type InvoiceTotals = { paid: Money; overdue: Money; this_month: Money };

/** `filter_total` sums the amounts of every invoice the filter matches, on every page. */
export type InvoicePage = PageResponse<Invoice> & { totals: InvoiceTotals; filter_total: Money };

/** A UTC calendar month: "2025-12". */
export type YearMonth = string;

/** What the shipper's paid and overdue invoices issued in one month add up to. */
export type MonthSpend = { month: YearMonth; paid: Money; overdue: Money };

/** The last 12 months, oldest first, the current one last; a month without any is "0.00". */
export type InvoiceSpend = { months: MonthSpend[] };
export type MessageResponse = { message: string };
export type SessionResponse = { token: string; user: User; message: string };

/* Request bodies and queries */

export type ShipmentListQuery = {
  page?: number;
  page_size?: number;
  status?: ShipmentTab;
  search?: string;
  /** A field of SHIPMENT_ORDER_FIELDS, with a leading "-" to sort from the largest. */
  ordering?: string;
  equipment?: Equipment;
  /** Picked up from and to these days, both included. */
  pickup_from?: IsoDate;
  pickup_to?: IsoDate;
  /** A member's id, or BOOKED_BY_ME for the caller's own bookings. */
  booked_by?: string;
  /** Whose arrival estimate stands so now. */
  eta_state?: EtaState;
};
export type InvoiceListQuery = {
  page?: number;
  page_size?: number;
  /** The start of the shipper's own current month; "this month" counts what was paid since. */
  month_start?: IsoDateTime;
  /** Only the invoice of this shipment. */
  shipment_id?: number;
  status?: InvoiceStatus;
  /** Invoices dated (issued, UTC) from and to these days, both included. */
  date_from?: IsoDate;
  date_to?: IsoDate;
  /** A field of INVOICE_ORDER_FIELDS, "-" first for descending; newest first by default. */
  ordering?: string;
};

export type LoginRequest = { email: string; password: string };
export type RegisterRequest = {
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  password: string;
  company_name: string;
  primary_ships_country: string;
};
export type PasswordResetRequest = { email: string };
export type PasswordResetConfirmRequest = { password: string; token: string };
export type VerifyEmailRequest = { token: string };
export type ShippingNeedsRequest = {
  company_location: number;
  mode: Mode[];
  average_ftl: AverageFtl;
  trailer_type: TrailerType[];
};
export type QuoteRequest = {
  pickup_location: number;
  dropoff_location: number;
  equipment?: Equipment;
  pickup_date?: IsoDate;
};
export type QuoteCalendarRequest = {
  pickup_location: number;
  dropoff_location: number;
  equipment?: Equipment;
  from_date?: IsoDate;
};
/** A pickup day's price on the calendar strip, and whether no other day costs less. */
export type QuoteCalendarDay = {
  date: IsoDate;
  base_price: number;
  line_items: QuoteLineItem[];
  cheapest: boolean;
};
export type QuoteCalendar = { days: QuoteCalendarDay[] };
export type CreateShipmentRequest = {
  /** The quote booked on; without one, the lane's price now. */
  quote_id?: string;
  equipment: Equipment;
  pickup: { city: number; date: IsoDate };
  dropoff: { city: number; date: IsoDate };
};
export type AppointmentRequest =
  { pickup: FacilityFields } | { dropoff: FacilityFields } | { driver_assist: boolean };
export type FinalizingRequest = {
  reference_number?: string | null;
  weight?: number | null;
  commodity?: string | null;
  packaging?: number | null;
  packaging_type?: string | null;
  pickup_number: string;
  pickup_notes: string;
  dropoff_number: string;
  dropoff_notes: string;
  /** A reefer's: required unless kept from an earlier save; refused on a dry van. */
  temperature_f?: number | null;
  temperature_mode?: TemperatureMode | null;
};
export type SavePaymentMethodRequest = { payment_method_id: string };
export type CreateIntentRequest = { payment_method_id: string; shipment_id: number };
export type ConfirmPaymentRequest = {
  payment_intent_id: string;
  /** Test mode only: the card's authentication challenge failed in the app's dialog. */
  authentication?: typeof TEST_AUTHENTICATION_FAILED;
};

/** The two error body shapes every failing call answers with. */
export type FieldErrorsBody = { errors: Record<string, string[]> };
export type MessageBody = { message: string };
export type ErrorBody = FieldErrorsBody | MessageBody | PriceChanged;
