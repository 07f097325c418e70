import Type from 'typebox';
import type { Static, TSchema } from 'typebox';
import {
  AVERAGE_FTL_OPTIONS,
  EQUIPMENT,
  MODES,
  PAYMENT_PROVIDERS,
  QUOTE_LINE_KINDS,
  SCHEDULING_PREFERENCES,
  SPEND_MONTHS,
  TRAILER_TYPES,
} from './constants';
import { CANCELLATION_REASONS } from './cancellationTerms';
import { PRICE_HOLD_HOURS, QUOTE_HOLD_MINUTES } from './priceHolds';
import { ETA_STATES, INVOICE_STATUSES, SHIPMENT_STATUSES, SHIPMENT_TABS } from './statuses';
import { ROLES } from './roles';
import type { CancellationQuote } from './cancellationQuote';
import type { Milestone, ShipmentCarrier, ShipmentDetail } from './dispatchTypes';
import { EVENT_SOURCES, MILESTONES } from './milestones';
import type * as Wire from './types';
import type { PaperRefusal } from './shippingPapers';

/*
 * The API's answers as JSON Schema, one beside each type of types.ts, which the checks at the end
 * hold to the same shape. The server declares them per route: the API document shows them, and
 * the server's serializer writes only the properties named here, so a field missing here would be
 * a field the clients lose. Every property is required: an absent value is sent as null.
 */

/** A string of the listed values; `type` is kept beside `enum` for the serializer. */
export const oneOf = <const T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });

/** The value or null; a type list rather than anyOf, which the serializer writes without trying. */
export const orNull = <T extends TSchema & { type: string }>(schema: T) =>
  Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });

export const Id = Type.Integer({ minimum: 1 });
const Money = Type.String({
  pattern: '^-?\\d+\\.\\d{2}$',
  description: 'A decimal amount with two places: "2150.00".',
});
export const IsoDate = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: 'A calendar date: "2026-11-21".',
});
export const IsoDateTime = Type.String({ format: 'date-time' });
const YearMonth = Type.String({
  pattern: '^\\d{4}-\\d{2}$',
  description: 'A UTC calendar month: "2025-12".',
});

export const CitySchema = Type.Object({
  id: Id,
  name: Type.String(),
  region_code: Type.String(),
  country_code: Type.String(),
});
export const RegionSchema = Type.Object({
  id: Id,
  name: Type.String(),
  countryCode: Type.String(),
});

export const ShippingNeedsSchema = Type.Object({
  company_location: RegionSchema,
  mode: Type.Array(oneOf(MODES)),
  average_ftl: oneOf(AVERAGE_FTL_OPTIONS),
  trailer_type: Type.Array(oneOf(TRAILER_TYPES)),
});

export const UserSchema = Type.Object({
  id: Id,
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  phone_number: Type.String(),
  primary_ships_country: Type.String(),
  company: Type.Object({ id: Id, name: Type.String() }),
  role: oneOf(ROLES),
  shipping_needs: orNull(ShippingNeedsSchema),
  is_email_verified: Type.Boolean(),
});

export const QuoteLineItemSchema = Type.Object(
  {
    kind: oneOf(QUOTE_LINE_KINDS),
    label: Type.String({ description: 'The line as the shipper reads it.' }),
    amount: Money,
    rate_per_mile: Money,
  },
  { description: 'One part of the price, with what it comes to for each mile of the lane.' },
);

export const QuoteSchema = Type.Object(
  {
    quote_id: Type.String({
      description:
        'What a booking names to be priced as quoted: opaque, and good until expires_at.',
    }),
    expires_at: { ...IsoDateTime, description: `${QUOTE_HOLD_MINUTES} minutes after the quote.` },
    miles: Type.Number(),
    min_transit_time: Type.Number({ description: 'Days in transit at the least.' }),
    base_price: Type.Number({ description: 'The price in USD: the sum of the line items.' }),
    pickup_date: IsoDate,
    line_items: Type.Array(QuoteLineItemSchema, {
      description: 'The linehaul (moved by the pickup day), then the fuel surcharge.',
    }),
    all_in_per_mile: Money,
    co2e_kg: Type.Integer({ description: 'Kilograms of CO2e of the load on the lane.' }),
    co2e_method: Type.String({ description: 'How co2e_kg was worked out, in one line.' }),
  },
  {
    description:
      'The price of a lane on a pickup day (the one asked for, else the usual lead time from ' +
      'today), itemised, with the price for each mile of the lane (all_in_per_mile).',
  },
);

export const QuoteConflictSchema = Type.Object(
  {
    message: Type.String(),
    old_price: orNull(
      Type.Number({ description: "The quote's price in USD; null for a quote not known." }),
    ),
    new_price: Type.Number({ description: "The lane's price in USD now." }),
    quote: { ...QuoteSchema, description: 'The new quote, to book on.' },
  },
  {
    description:
      'The quote booked on expired, is not known, or prices another lane, equipment or pickup ' +
      'day: nothing was booked, and the lane is priced again.',
  },
);

export const PriceCheckSchema = Type.Object({
  price_held_until: { ...IsoDateTime, description: 'Until when the booked price holds.' },
  held: Type.Boolean({ description: 'Whether the booked price still holds.' }),
  old_total: { ...Money, description: 'The total as booked (or as last accepted).' },
  new_total: {
    ...Money,
    description: 'The total to pay now: the same as old_total while the price holds.',
  },
  line_items: Type.Array(QuoteLineItemSchema, { description: "The new base price's parts." }),
});

export const PriceChangedSchema = Type.Object(
  {
    message: Type.String(),
    old_total: Money,
    new_total: Money,
  },
  {
    description:
      "The shipment's price hold ended and its lane costs another amount today: nothing was " +
      'charged; the new price is accepted with the reprice call.',
  },
);

export const QuoteCalendarSchema = Type.Object(
  {
    days: Type.Array(
      Type.Object({
        date: IsoDate,
        base_price: Type.Number({ description: 'The price in USD for a pickup on the day.' }),
        line_items: Type.Array(QuoteLineItemSchema),
        cheapest: Type.Boolean({ description: 'Whether no day of the strip costs less.' }),
      }),
    ),
  },
  { description: "The lane's price for each day of the 21-day strip, quoted today." },
);

export const StopSchema = Type.Object({
  city: Type.Object({
    id: Id,
    name: Type.String(),
    region_code: Type.String(),
    country_code: Type.String({ description: 'US, CA or MX.' }),
  }),
  date: IsoDate,
  facility_name: orNull(Type.String()),
  facility_address: orNull(Type.String()),
  zip_code: orNull(Type.String()),
  scheduling_preference: Type.Unsafe<Wire.SchedulingPreference | null>({
    type: ['string', 'null'],
    enum: [...SCHEDULING_PREFERENCES, null],
  }),
  contact_name: orNull(Type.String()),
  phone_number: orNull(Type.String()),
  email: orNull(Type.String()),
  location_number: orNull(Type.String()),
  additional_notes: orNull(Type.String()),
});

export const PersonSchema = Type.Object({
  id: Id,
  first_name: Type.String(),
  last_name: Type.String(),
});

export const ShipmentSchema = Type.Object({
  id: Id,
  status: oneOf(SHIPMENT_STATUSES),
  equipment: oneOf(EQUIPMENT),
  base_price: Money,
  driver_assist: Type.Boolean(),
  driver_assist_fee: Money,
  total_price: Money,
  miles: Type.Number(),
  min_transit_time: Type.Number(),
  reference_number: orNull(Type.String()),
  weight: orNull(Type.Integer({ description: 'Thousands of pounds.' })),
  commodity: orNull(Type.String()),
  packaging: orNull(Type.Integer()),
  packaging_type: orNull(Type.String()),
  pickup: StopSchema,
  dropoff: StopSchema,
  created_at: IsoDateTime,
  booked_by: { ...PersonSchema, description: 'The member who booked it.' },
  eta_state: Type.Unsafe<Wire.EtaState | null>({
    type: ['string', 'null'],
    enum: [...ETA_STATES, null],
    description:
      'How the arrival estimate stands now against the end of the drop-off day: on_time, ' +
      'at_risk (within 2 hours of it, or no position for 4 hours on the road) or late; null ' +
      'before the truck leaves the pickup and once delivered.',
  }),
  cancelled_at: orNull(IsoDateTime),
  cancellation_reason: Type.Unsafe<Wire.CancellationReason | null>({
    type: ['string', 'null'],
    enum: [...CANCELLATION_REASONS, null],
  }),
  cancellation_reason_text: orNull(Type.String()),
  cancellation_fee: orNull({ ...Money, description: 'What was kept of the charge.' }),
  refunded_amount: orNull({ ...Money, description: 'What goes back to the card.' }),
});

export const MilestoneSchema = Type.Object({
  code: oneOf(MILESTONES),
  edi_code: orNull(
    Type.String({ description: 'The EDI 214 status code; null for the carrier assignment.' }),
  ),
  label: Type.String(),
  at: IsoDateTime,
  time_zone: Type.String({
    description: 'The IANA zone of the place it happened: "America/Chicago".',
  }),
  city: orNull(CitySchema),
  source: oneOf(EVENT_SOURCES),
});

export const ShipmentCarrierSchema = Type.Object({
  name: Type.String(),
  usdot_number: Type.String(),
  mc_number: orNull(Type.String()),
  scac: orNull(Type.String({ description: 'Standard Carrier Alpha Code, when it has one.' })),
  verified: Type.Boolean({ description: 'Verified against the carrier registry.' }),
  verified_at: orNull(IsoDateTime),
});

/** A shipment's own page: the list's fields, then who moves it and how far it has gone. */
export const ShipmentDetailSchema = Type.Object({
  ...ShipmentSchema.properties,
  carrier: orNull({ ...ShipmentCarrierSchema, description: 'Null until a carrier is assigned.' }),
  driver_first_name: orNull(Type.String()),
  truck_number: orNull(Type.String()),
  trailer_number: orNull(Type.String()),
  milestones: Type.Array(MilestoneSchema, { description: 'In the order they happened.' }),
  co2e_kg: Type.Integer({
    description: 'Kilograms of CO2e of the load on its lane: its own weight once given.',
  }),
  co2e_method: Type.String({ description: 'How co2e_kg was worked out, in one line.' }),
  price_held_until: {
    ...IsoDateTime,
    description: `Until when the base price holds (${PRICE_HOLD_HOURS} hours from booking or repricing).`,
  },
  line_items: Type.Array(QuoteLineItemSchema, {
    description: "The base price's parts; empty for a shipment booked before they were kept.",
  }),
});

export const InvoiceSchema = Type.Object({
  id: Id,
  invoice_number: Type.String(),
  shipment_id: Id,
  created_at: IsoDateTime,
  total_amount: Money,
  status: oneOf(INVOICE_STATUSES),
  paid_at: orNull(IsoDateTime),
  refunded_amount: orNull({ ...Money, description: 'What the cancellation gave back.' }),
  refunded_at: orNull({
    ...IsoDateTime,
    description: 'When the card provider made the refund; null until it has.',
  }),
});

const InvoiceStopSchema = Type.Object({
  city: Type.Object({ name: Type.String(), region_code: Type.String() }),
  date: IsoDate,
  facility_name: orNull(Type.String()),
  facility_address: orNull(Type.String()),
  zip_code: orNull(Type.String()),
});

export const InvoiceDocumentSchema = Type.Object({
  ...InvoiceSchema.properties,
  due_date: IsoDate,
  line_items: Type.Array(Type.Object({ description: Type.String(), amount: Money })),
  shipment: Type.Object({
    id: Id,
    reference_number: orNull(Type.String()),
    equipment: oneOf(EQUIPMENT),
    commodity: orNull(Type.String()),
    packaging: orNull(Type.Integer()),
    packaging_type: orNull(Type.String()),
    weight: orNull(Type.Integer({ description: 'Thousands of pounds.' })),
    miles: Type.Integer(),
    pickup: InvoiceStopSchema,
    dropoff: InvoiceStopSchema,
  }),
  co2e_kg: Type.Integer({
    description: 'Kilograms of CO2e of the load on its lane: its own weight once given.',
  }),
  co2e_method: Type.String({ description: 'How co2e_kg was worked out, in one line.' }),
  bill_to: Type.Object({
    company_name: Type.String(),
    contact_name: Type.String(),
    email: Type.String(),
  }),
  payment_card: orNull(Type.Object({ brand: Type.String(), last4: Type.String() })),
});

export const PaymentResultSchema = Type.Object({
  requires_action: Type.Boolean(),
  client_secret: orNull(Type.String()),
  status: Type.String(),
  payment: Type.Object({ stripe_payment_intent_id: Type.String(), status: Type.String() }),
});

export const SavedPaymentMethodSchema = Type.Object({
  id: Id,
  payment_method_id: Type.String(),
  brand: Type.String(),
  last4: Type.String(),
});

export const AppConfigSchema = Type.Object({
  payment_provider: oneOf(PAYMENT_PROVIDERS),
  stripe_publishable_key: orNull(Type.String()),
});

export const listOf = <T extends TSchema>(item: T) => Type.Object({ results: Type.Array(item) });

const pageFields = {
  count: Type.Integer({ minimum: 0, description: 'Rows matching the query, on every page.' }),
  page: Type.Integer({ minimum: 1 }),
  page_size: Type.Integer({ minimum: 1 }),
};

export const ShipmentPageSchema = Type.Object({
  results: Type.Array(ShipmentSchema),
  ...pageFields,
  counts: Type.Object(
    Object.fromEntries(SHIPMENT_TABS.map((tab) => [tab, Type.Integer({ minimum: 0 })])) as Record<
      Wire.ShipmentTab,
      ReturnType<typeof Type.Integer>
    >,
  ),
});

export const InvoicePageSchema = Type.Object({
  results: Type.Array(InvoiceSchema),
  ...pageFields,
  totals: Type.Object({ paid: Money, overdue: Money, this_month: Money }),
  filter_total: Money,
});

export const InvoiceSpendSchema = Type.Object({
  months: Type.Array(Type.Object({ month: YearMonth, paid: Money, overdue: Money }), {
    minItems: SPEND_MONTHS,
    maxItems: SPEND_MONTHS,
    description: 'The last 12 UTC months, oldest first, the current one last.',
  }),
});

export const MessageSchema = Type.Object({ message: Type.String() });

/** Why a shipping paper cannot be made yet. */
export const PaperRefusalSchema = Type.Object({
  message: Type.String(),
  missing: Type.Array(Type.String(), {
    description:
      'What the shipment still needs, in the words of the checklist on its page ("The pickup ' +
      'facility"); empty for a cancelled shipment, which has no papers.',
  }),
});
export const SessionSchema = Type.Object({
  token: Type.String(),
  user: UserSchema,
  message: Type.String(),
});

export const FieldErrorsSchema = Type.Object({
  errors: Type.Record(Type.String(), Type.Array(Type.String()), {
    description: 'Messages per field; a rule about the whole request is in non_field_errors.',
  }),
});

export const CancellationQuoteSchema = Type.Object({
  allowed: Type.Boolean({ description: 'Whether the shipment may be cancelled now.' }),
  reason_if_not: orNull(Type.String({ description: 'Why not, as the shipper is told.' })),
  free_until: orNull(
    Type.String({
      format: 'date-time',
      description:
        'Until when cancelling the paid shipment is free; null when nothing was paid or ' +
        'cancelling is not allowed.',
    }),
  ),
  time_zone: Type.String({
    description:
      "The pickup city's IANA time zone (America/Chicago), whose clock the deadline is told on.",
  }),
  fee: { ...Money, description: 'What would be kept of the charge.' },
  refund: { ...Money, description: 'What would go back to the card.' },
  refund_card: orNull(
    Type.Object(
      { brand: Type.String(), last4: Type.String() },
      { description: 'The card the refund would go back to; null when nothing would.' },
    ),
  ),
});

/** A failure answers either messages per field or one message. */
export const ErrorSchema = Type.Union([FieldErrorsSchema, MessageSchema]);

/** The schemas and the types of types.ts describe the same values, both ways: else no build. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type ResponseSchemasMatchTypes = [
  Holds<Same<Static<typeof PaperRefusalSchema>, PaperRefusal>>,
  Holds<Same<Static<typeof UserSchema>, Wire.User>>,
  Holds<Same<Static<typeof PersonSchema>, Wire.Person>>,
  Holds<Same<Static<typeof CitySchema>, Wire.City>>,
  Holds<Same<Static<typeof QuoteSchema>, Wire.Quote>>,
  Holds<Same<Static<typeof QuoteConflictSchema>, Wire.QuoteConflict>>,
  Holds<Same<Static<typeof PriceCheckSchema>, Wire.PriceCheck>>,
  Holds<Same<Static<typeof PriceChangedSchema>, Wire.PriceChanged>>,
  Holds<Same<Static<typeof QuoteCalendarSchema>, Wire.QuoteCalendar>>,
  Holds<Same<Static<typeof ShipmentSchema>, Wire.Shipment>>,
  Holds<Same<Static<typeof MilestoneSchema>, Milestone>>,
  Holds<Same<Static<typeof ShipmentCarrierSchema>, ShipmentCarrier>>,
  Holds<Same<Static<typeof ShipmentDetailSchema>, ShipmentDetail>>,
  Holds<Same<Static<typeof InvoiceSchema>, Wire.Invoice>>,
  Holds<Same<Static<typeof InvoiceDocumentSchema>, Wire.InvoiceDocument>>,
  Holds<Same<Static<typeof PaymentResultSchema>, Wire.PaymentResult>>,
  Holds<Same<Static<typeof SavedPaymentMethodSchema>, Wire.SavedPaymentMethod>>,
  Holds<Same<Static<typeof AppConfigSchema>, Wire.AppConfig>>,
  Holds<Same<Static<typeof ShipmentPageSchema>, Wire.ShipmentPage>>,
  Holds<Same<Static<typeof InvoicePageSchema>, Wire.InvoicePage>>,
  Holds<Same<Static<typeof InvoiceSpendSchema>, Wire.InvoiceSpend>>,
  Holds<Same<Static<typeof SessionSchema>, Wire.SessionResponse>>,
  Holds<Same<Static<typeof ErrorSchema>, Wire.ErrorBody>>,
  Holds<Same<Static<typeof CancellationQuoteSchema>, CancellationQuote>>,
];
