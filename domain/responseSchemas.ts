import Type from 'typebox';
import type { Static, TArrayOptions, TSchema, TStringOptions } from 'typebox';
import {
  ADDRESS_MAX_LENGTH,
  AVERAGE_FTL_OPTIONS,
  CALENDAR_STRIP_DAYS,
  COMPANY_NAME_MAX_LENGTH,
  COUNTRY_CODE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EQUIPMENT,
  FACILITY_NAME_MAX_LENGTH,
  FIRST_NAME_MAX_LENGTH,
  LOAD_NUMBER_MAX_LENGTH,
  LOAD_TEXT_MAX_LENGTH,
  MAX_PACKAGING_COUNT,
  MAX_PAGE_SIZE,
  MAX_WEIGHT_BY_EQUIPMENT,
  MODES,
  NAME_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  PAYMENT_ID_MAX_LENGTH,
  PAYMENT_PROVIDERS,
  PHONE_PATTERN_MAX_LENGTH,
  QUOTE_ID_MAX_LENGTH,
  QUOTE_LINE_KINDS,
  REGISTRY_NUMBER_MAX_DIGITS,
  SCAC_MAX_LENGTH,
  SCHEDULING_PREFERENCES,
  SPEND_MONTHS,
  TOKEN_MAX_LENGTH,
  TRAILER_TYPES,
  ZIP_CODE_MAX_LENGTH,
} from './constants';
import { CANCELLATION_REASON_TEXT_MAX_LENGTH, CANCELLATION_REASONS } from './cancellationTerms';
import { ISO_DATE_LENGTH, ISO_INSTANT_MAX_LENGTH } from './wireTypes/documented';
import { LINE_ITEM_DESCRIPTIONS } from './invoiceDocument';
import { INVOICE_NUMBER_MAX_LENGTH } from './invoiceStatus';
import { WHOLE_NUMBER_MAX } from './listQueries';
import { MONEY_MAX_LENGTH } from './money';
import { REGIONS } from './regions';
import {
  TEMPERATURE_MAX_F,
  TEMPERATURE_MIN_F,
  TEMPERATURE_MODES,
  type TemperatureMode,
} from './reeferTemperature';
import { MAX_STORED_ID } from './storedId';
import { TIME_ZONES } from './timeZones';
import { PRICE_HOLD_HOURS, QUOTE_HOLD_MINUTES } from './priceHolds';
import { ETA_STATES, INVOICE_STATUSES, SHIPMENT_STATUSES, SHIPMENT_TABS } from './statuses';
import { ROLES } from './roles';
import type { CancellationQuote } from './cancellationQuote';
import type { Milestone, ShipmentCarrier, ShipmentDetail } from './dispatchTypes';
import { EVENT_SOURCES, MILESTONE_EDI_CODES, MILESTONE_LABELS, MILESTONES } from './milestones';
import type * as Wire from './types';
import { PAPER_REQUIREMENTS } from './shippingPapers';
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

/*
 * Every limit below is one a rule keeps: the rule the value was taken in with (the domain's
 * constant), the format the server writes it in, or the column it is stored in. A client may
 * hold the answers to them.
 */

/** Text that a rule of at most `maxLength` characters took in (or the server writes so). */
export const Text = (maxLength: number, options: TStringOptions = {}) =>
  Type.String({ ...options, maxLength });

/**
 * Text that no rule bounds: the server's own sentences, the place data's names, what Stripe or
 * the carrier registry gives. `x-unbounded` says which, in place of a limit nothing keeps; the
 * OWASP checks of .spectral.yaml take it for one.
 */
export const Unbounded = (why: string, options: TStringOptions = {}) =>
  Type.String({ ...options, 'x-unbounded': why });

/** The server's own words, worded as the app shows them. */
export const ServerText = (options: TStringOptions = {}) =>
  Unbounded("The server's own words.", options);

/** Text that is one of the listed values, typed as text: the values are the domain's data. */
const textOf = (values: readonly string[], options: TStringOptions = {}) =>
  Type.Unsafe<string>({ ...options, type: 'string', enum: [...new Set(values)] });

/** A list as long as a rule allows, or one that says what leaves it unbounded. */
export type ListBound = { maxItems: number } | { 'x-unbounded': string };

/** A whole number stored in a PostgreSQL integer column, as ids are. */
const storedCount = (options: { minimum: number; description?: string }) =>
  Type.Integer({ maximum: MAX_STORED_ID, format: 'int32', ...options });

export const Id = storedCount({ minimum: 1 });
const Money = Type.String({
  pattern: '^-?\\d+\\.\\d{2}$',
  maxLength: MONEY_MAX_LENGTH,
  description: 'A decimal amount with two places: "2150.00".',
});
export const IsoDate = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  maxLength: ISO_DATE_LENGTH,
  description: 'A calendar date: "2026-11-21".',
});
export const IsoDateTime = Type.String({ format: 'date-time', maxLength: ISO_INSTANT_MAX_LENGTH });
const YearMonth = Type.String({
  pattern: '^\\d{4}-\\d{2}$',
  maxLength: 'YYYY-MM'.length,
  description: 'A UTC calendar month: "2025-12".',
});

/** Kilograms of CO2e: worked out in JavaScript's numbers, exact to their largest whole one. */
const Co2eKg = (description: string) =>
  Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, format: 'int64', description });
const Weight = Type.Integer({
  minimum: 1,
  maximum: Math.max(...Object.values(MAX_WEIGHT_BY_EQUIPMENT)),
  format: 'int32',
  description: 'Thousands of pounds.',
});
const Packaging = Type.Integer({ minimum: 1, maximum: MAX_PACKAGING_COUNT, format: 'int32' });
export const LoadFields = {
  reference_number: orNull(Text(LOAD_NUMBER_MAX_LENGTH)),
  commodity: orNull(Text(LOAD_TEXT_MAX_LENGTH)),
  packaging: orNull(Packaging),
  packaging_type: orNull(Text(LOAD_TEXT_MAX_LENGTH)),
  weight: orNull(Weight),
};
export const FirstName = Text(FIRST_NAME_MAX_LENGTH);
export const LastName = Text(NAME_MAX_LENGTH);
export const Email = Text(EMAIL_MAX_LENGTH);
export const Phone = Text(PHONE_PATTERN_MAX_LENGTH);
export const CompanyName = Text(COMPANY_NAME_MAX_LENGTH);
/** A first and a last name, as a member's full name is written. */
export const FullName = Text(FIRST_NAME_MAX_LENGTH + ' '.length + NAME_MAX_LENGTH);
/** A truck's or a trailer's number, as the dispatcher typed it. */
export const VehicleNumber = Text(LOAD_NUMBER_MAX_LENGTH);
export const TimeZone = (description: string) => textOf(TIME_ZONES, { description });
/** A card's last four digits, as the card provider gives them. */
const Last4 = Type.String({ pattern: '^\\d{4}$', maxLength: '0000'.length });
const CardBrand = Unbounded("The card provider's name of the card's brand.");

export const CitySchema = Type.Object({
  id: Id,
  name: Unbounded("The place data's name of the city."),
  region_code: textOf(REGIONS.map(({ code }) => code)),
  country_code: textOf(REGIONS.map(({ country }) => country)),
});
export const RegionSchema = Type.Object({
  id: Id,
  name: Text(Math.max(...REGIONS.map(({ name }) => name.length))),
  countryCode: textOf(REGIONS.map(({ country }) => country)),
});

export const ShippingNeedsSchema = Type.Object({
  company_location: RegionSchema,
  // Each once: the server keeps a choice named twice once.
  mode: Type.Array(oneOf(MODES), { maxItems: MODES.length }),
  average_ftl: oneOf(AVERAGE_FTL_OPTIONS),
  trailer_type: Type.Array(oneOf(TRAILER_TYPES), { maxItems: TRAILER_TYPES.length }),
});

export const UserSchema = Type.Object({
  id: Id,
  email: Email,
  first_name: FirstName,
  last_name: LastName,
  phone_number: Phone,
  primary_ships_country: Text(COUNTRY_CODE_MAX_LENGTH),
  company: Type.Object({ id: Id, name: CompanyName }),
  role: oneOf(ROLES),
  shipping_needs: orNull(ShippingNeedsSchema),
  is_email_verified: Type.Boolean(),
});

export const QuoteLineItemSchema = Type.Object(
  {
    kind: oneOf(QUOTE_LINE_KINDS),
    label: ServerText({ description: 'The line as the shipper reads it.' }),
    amount: Money,
    rate_per_mile: Money,
  },
  { description: 'One part of the price, with what it comes to for each mile of the lane.' },
);

export const QuoteSchema = Type.Object(
  {
    quote_id: Text(QUOTE_ID_MAX_LENGTH, {
      description:
        'What a booking names to be priced as quoted: opaque, and good until expires_at.',
    }),
    expires_at: { ...IsoDateTime, description: `${QUOTE_HOLD_MINUTES} minutes after the quote.` },
    miles: Type.Number(),
    min_transit_time: Type.Number({ description: 'Days in transit at the least.' }),
    base_price: Type.Number({ description: 'The price in USD: the sum of the line items.' }),
    pickup_date: IsoDate,
    line_items: Type.Array(QuoteLineItemSchema, {
      maxItems: QUOTE_LINE_KINDS.length,
      description: 'The linehaul (moved by the pickup day), then the fuel surcharge.',
    }),
    all_in_per_mile: Money,
    co2e_kg: Co2eKg('Kilograms of CO2e of the load on the lane.'),
    co2e_method: ServerText({ description: 'How co2e_kg was worked out, in one line.' }),
  },
  {
    description:
      'The price of a lane on a pickup day (the one asked for, else the usual lead time from ' +
      'today), itemised, with the price for each mile of the lane (all_in_per_mile).',
  },
);

export const QuoteConflictSchema = Type.Object(
  {
    message: ServerText(),
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
  line_items: Type.Array(QuoteLineItemSchema, {
    maxItems: QUOTE_LINE_KINDS.length,
    description: "The new base price's parts.",
  }),
});

export const PriceChangedSchema = Type.Object(
  {
    message: ServerText(),
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
        line_items: Type.Array(QuoteLineItemSchema, { maxItems: QUOTE_LINE_KINDS.length }),
        cheapest: Type.Boolean({ description: 'Whether no day of the strip costs less.' }),
      }),
      { minItems: CALENDAR_STRIP_DAYS, maxItems: CALENDAR_STRIP_DAYS },
    ),
  },
  { description: "The lane's price for each day of the 21-day strip, quoted today." },
);

/** A clock reading on the facility's own clock. */
const WindowTime = (description: string) =>
  Type.String({
    pattern: '^([01]\\d|2[0-3]):[0-5]\\d$',
    maxLength: 5,
    description: `${description} HH:MM, the facility's local time.`,
  });

export const StopSchema = Type.Object({
  city: Type.Object({
    ...CitySchema.properties,
    country_code: { ...CitySchema.properties.country_code, description: 'US, CA or MX.' },
  }),
  date: IsoDate,
  facility_name: orNull(Text(FACILITY_NAME_MAX_LENGTH)),
  facility_address: orNull(Text(ADDRESS_MAX_LENGTH)),
  zip_code: orNull(Text(ZIP_CODE_MAX_LENGTH)),
  scheduling_preference: Type.Unsafe<Wire.SchedulingPreference | null>({
    type: ['string', 'null'],
    enum: [...SCHEDULING_PREFERENCES, null],
  }),
  contact_name: orNull(Text(NAME_MAX_LENGTH)),
  phone_number: orNull(Phone),
  email: orNull(Email),
  location_number: orNull(Text(LOAD_NUMBER_MAX_LENGTH)),
  additional_notes: orNull(Text(NOTES_MAX_LENGTH)),
  appointment_date: orNull({
    ...IsoDate,
    description: 'The appointment day, with an appointment scheduled.',
  }),
  window_start: orNull(WindowTime("When the window opens: an appointment's or receiving hours.")),
  window_end: orNull(WindowTime('When the window closes, after it opens.')),
});

export const PersonSchema = Type.Object({
  id: Id,
  first_name: FirstName,
  last_name: LastName,
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
  reference_number: LoadFields.reference_number,
  weight: LoadFields.weight,
  commodity: LoadFields.commodity,
  packaging: LoadFields.packaging,
  packaging_type: LoadFields.packaging_type,
  temperature_f: orNull(
    Type.Number({
      minimum: TEMPERATURE_MIN_F,
      maximum: TEMPERATURE_MAX_F,
      description: "A reefer's temperature to hold, in °F (to a tenth); null on a dry van.",
    }),
  ),
  temperature_mode: Type.Unsafe<TemperatureMode | null>({
    type: ['string', 'null'],
    enum: [...TEMPERATURE_MODES, null],
    description: "A reefer's unit runs continuous or cycles (start/stop); null on a dry van.",
  }),
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
  eta_at: orNull({
    ...IsoDateTime,
    description: 'When the truck is estimated at the drop-off now; null whenever eta_state is.',
  }),
  carrier_name: orNull({
    ...CompanyName,
    description: 'The carrier on the load now; null until one is assigned.',
  }),
  picked_up_on: orNull({
    ...IsoDate,
    description:
      'The day the truck was at the pickup, on its clock: the departure that stands, else the ' +
      'arrival; null until either is reported.',
  }),
  cancelled_at: orNull(IsoDateTime),
  cancellation_reason: Type.Unsafe<Wire.CancellationReason | null>({
    type: ['string', 'null'],
    enum: [...CANCELLATION_REASONS, null],
  }),
  cancellation_reason_text: orNull(Text(CANCELLATION_REASON_TEXT_MAX_LENGTH)),
  cancellation_fee: orNull({ ...Money, description: 'What was kept of the charge.' }),
  refunded_amount: orNull({ ...Money, description: 'What goes back to the card.' }),
});

/** A milestone's EDI 214 status code, and its label: the domain's, one for each. */
export const EdiCode = Type.Unsafe<string | null>({
  type: ['string', 'null'],
  enum: [...new Set(Object.values(MILESTONE_EDI_CODES))],
  description: 'The EDI 214 status code; null for the carrier assignment.',
});
export const MilestoneLabel = textOf(Object.values(MILESTONE_LABELS));

export const MilestoneSchema = Type.Object({
  code: oneOf(MILESTONES),
  edi_code: EdiCode,
  label: MilestoneLabel,
  at: IsoDateTime,
  time_zone: TimeZone('The IANA zone of the place it happened: "America/Chicago".'),
  city: orNull(CitySchema),
  source: oneOf(EVENT_SOURCES),
  withdrawn_at: orNull({
    ...IsoDateTime,
    description: 'When the driver undid it: kept in the history, it no longer counts.',
  }),
});

export const ShipmentCarrierSchema = Type.Object({
  name: CompanyName,
  usdot_number: Text(REGISTRY_NUMBER_MAX_DIGITS),
  mc_number: orNull(Text(REGISTRY_NUMBER_MAX_DIGITS)),
  scac: orNull(
    Text(SCAC_MAX_LENGTH, { description: 'Standard Carrier Alpha Code, when it has one.' }),
  ),
  verified: Type.Boolean({ description: 'Verified against the carrier registry.' }),
  verified_at: orNull(IsoDateTime),
});

/** A shipment's own page: the list's fields, then who moves it and how far it has gone. */
export const ShipmentDetailSchema = Type.Object({
  ...ShipmentSchema.properties,
  carrier: orNull({ ...ShipmentCarrierSchema, description: 'Null until a carrier is assigned.' }),
  driver_first_name: orNull(Text(NAME_MAX_LENGTH)),
  truck_number: orNull(VehicleNumber),
  trailer_number: orNull(VehicleNumber),
  milestones: Type.Array(MilestoneSchema, {
    'x-unbounded': 'Every report kept, those withdrawn included.',
    description: 'In the order they happened.',
  }),
  co2e_kg: Co2eKg('Kilograms of CO2e of the load on its lane: its own weight once given.'),
  co2e_method: ServerText({ description: 'How co2e_kg was worked out, in one line.' }),
  price_held_until: {
    ...IsoDateTime,
    description: `Until when the base price holds (${PRICE_HOLD_HOURS} hours from booking or repricing).`,
  },
  line_items: Type.Array(QuoteLineItemSchema, {
    maxItems: QUOTE_LINE_KINDS.length,
    description: "The base price's parts; empty for a shipment booked before they were kept.",
  }),
});

export const InvoiceSchema = Type.Object({
  id: Id,
  invoice_number: Text(INVOICE_NUMBER_MAX_LENGTH),
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
  city: Type.Object({
    name: CitySchema.properties.name,
    region_code: CitySchema.properties.region_code,
  }),
  date: IsoDate,
  facility_name: StopSchema.properties.facility_name,
  facility_address: StopSchema.properties.facility_address,
  zip_code: StopSchema.properties.zip_code,
});

export const InvoiceDocumentSchema = Type.Object({
  ...InvoiceSchema.properties,
  due_date: IsoDate,
  line_items: Type.Array(
    Type.Object({ description: textOf(Object.values(LINE_ITEM_DESCRIPTIONS)), amount: Money }),
    { maxItems: Object.keys(LINE_ITEM_DESCRIPTIONS).length },
  ),
  shipment: Type.Object({
    id: Id,
    reference_number: LoadFields.reference_number,
    equipment: oneOf(EQUIPMENT),
    commodity: LoadFields.commodity,
    packaging: LoadFields.packaging,
    packaging_type: LoadFields.packaging_type,
    weight: LoadFields.weight,
    miles: storedCount({ minimum: 0 }),
    pickup: InvoiceStopSchema,
    dropoff: InvoiceStopSchema,
  }),
  co2e_kg: Co2eKg('Kilograms of CO2e of the load on its lane: its own weight once given.'),
  co2e_method: ServerText({ description: 'How co2e_kg was worked out, in one line.' }),
  bill_to: Type.Object({
    company_name: CompanyName,
    contact_name: FullName,
    email: Email,
  }),
  payment_card: orNull(Type.Object({ brand: CardBrand, last4: Last4 })),
});

/** A payment's status, as Stripe (or the test provider) names it. */
const PaymentStatus = Unbounded("The card provider's name of the payment's status.");

export const PaymentResultSchema = Type.Object({
  requires_action: Type.Boolean(),
  client_secret: orNull(Unbounded("The card provider's secret of the payment, for its action.")),
  status: PaymentStatus,
  payment: Type.Object({
    stripe_payment_intent_id: Text(PAYMENT_ID_MAX_LENGTH),
    status: PaymentStatus,
  }),
});

export const SavedPaymentMethodSchema = Type.Object({
  id: Id,
  payment_method_id: Text(PAYMENT_ID_MAX_LENGTH),
  brand: CardBrand,
  last4: Last4,
});

export const AppConfigSchema = Type.Object({
  payment_provider: oneOf(PAYMENT_PROVIDERS),
  stripe_publishable_key: orNull(Unbounded("Stripe's key, as the server's settings give it.")),
});

export const listOf = <T extends TSchema>(item: T, bound: ListBound) =>
  Type.Object({ results: Type.Array(item, bound as TArrayOptions) });

export const pageFields = {
  count: storedCount({ minimum: 0, description: 'Rows matching the query, on every page.' }),
  page: Type.Integer({ minimum: 1, maximum: WHOLE_NUMBER_MAX, format: 'int32' }),
  page_size: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, format: 'int32' }),
};

export const ShipmentPageSchema = Type.Object({
  results: Type.Array(ShipmentSchema, { maxItems: MAX_PAGE_SIZE }),
  ...pageFields,
  counts: Type.Object(
    Object.fromEntries(SHIPMENT_TABS.map((tab) => [tab, storedCount({ minimum: 0 })])) as Record<
      Wire.ShipmentTab,
      ReturnType<typeof storedCount>
    >,
  ),
});

export const InvoicePageSchema = Type.Object({
  results: Type.Array(InvoiceSchema, { maxItems: MAX_PAGE_SIZE }),
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

export const MessageSchema = Type.Object({ message: ServerText() });

/** Why a shipping paper cannot be made yet. */
export const PaperRefusalSchema = Type.Object({
  message: ServerText(),
  missing: Type.Array(textOf(Object.values(PAPER_REQUIREMENTS)), {
    maxItems: Object.keys(PAPER_REQUIREMENTS).length,
    description:
      'What the shipment still needs, in the words of the checklist on its page ("The pickup ' +
      'facility"); empty for a cancelled shipment, which has no papers.',
  }),
});
export const SessionSchema = Type.Object({
  token: Text(TOKEN_MAX_LENGTH, { description: 'Sent back as "Authorization: Token <token>".' }),
  user: UserSchema,
  message: ServerText(),
});

export const FieldErrorsSchema = Type.Object({
  errors: Type.Record(
    Type.String(),
    Type.Array(ServerText(), { 'x-unbounded': "As many as the field's rules it breaks." }),
    {
      description: 'Messages per field; a rule about the whole request is in non_field_errors.',
    },
  ),
});

export const CancellationQuoteSchema = Type.Object({
  allowed: Type.Boolean({ description: 'Whether the shipment may be cancelled now.' }),
  reason_if_not: orNull(ServerText({ description: 'Why not, as the shipper is told.' })),
  free_until: orNull({
    ...IsoDateTime,
    description:
      'Until when cancelling the paid shipment is free; null when nothing was paid or ' +
      'cancelling is not allowed.',
  }),
  time_zone: TimeZone(
    "The pickup city's IANA time zone (America/Chicago), whose clock the deadline is told on.",
  ),
  fee: { ...Money, description: 'What would be kept of the charge.' },
  refund: { ...Money, description: 'What would go back to the card.' },
  refund_card: orNull(
    Type.Object(
      { brand: CardBrand, last4: Last4 },
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
