import { sql, type SQL } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CANCELLATION_REASONS } from '../../domain/cancellationTerms';
import { ACTIVITY_KINDS, type ActivityChange, type ActivityDetails } from '../../domain/activity';
import { CARRIER_CHECK_OUTCOMES } from '../../domain/dispatchTypes';
import { EVENT_SOURCES, MILESTONES } from '../../domain/milestones';
import { NOTIFICATION_KINDS, NOTIFICATION_SCOPES } from '../../domain/notifications';
import { OPERATOR_ROLES } from '../../domain/operatorRoles';
import { TEMPERATURE_MODES } from '../../domain/reeferTemperature';
import { ROLES } from '../../domain/roles';
import { DRIVER_ASSIST_FEE_CENTS, SCHEDULING_PREFERENCES } from '../../domain/constants';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** States and provinces of the United States, Canada and Mexico. */
export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    countryCode: text('country_code').notNull(),
    /** The name lower-cased and without accents, for prefix search. */
    searchName: text('search_name').notNull(),
  },
  (t) => [
    uniqueIndex('regions_country_code_idx').on(t.countryCode, t.code),
    index('regions_search_idx').using('btree', sql`${t.searchName} text_pattern_ops`),
  ],
);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    regionCode: text('region_code').notNull(),
    countryCode: text('country_code').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    population: integer('population').notNull(),
    searchName: text('search_name').notNull(),
  },
  (t) => [index('cities_search_idx').using('btree', sql`${t.searchName} text_pattern_ops`)],
);

/** The shipper's company, which owns the work its members do, and its shipping needs. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  primaryShipsCountry: text('primary_ships_country').notNull(),
  companyLocationId: integer('company_location_id').references(() => regions.id),
  modes: text('modes').array(),
  averageFtl: text('average_ftl'),
  trailerTypes: text('trailer_types').array(),
  /**
   * Goes up in every transaction that changes what the company's lists count or sum (its
   * shipments, stops and invoices), so that a server process knows when its cache is stale.
   * Raised by triggers on those tables, so that no write can forget it.
   */
  recordsVersion: integer('records_version').notNull().default(0),
  createdAt: createdAt(),
});

/** A member of a company: who signs in, and who did each thing the company's records keep. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    role: text('role', { enum: ROLES }).notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    /** Set when an admin removes the member: their sessions end, their work stays the company's. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /** When the member last called the API, to the minute at most (sessionLookup). */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(sql`lower(${t.email})`),
    index('users_company_idx').on(t.companyId),
  ],
);

/** Session, e-mail verification and password reset tokens, stored only as SHA-256 hashes. */
export const tokens = pgTable(
  'tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['session', 'verification', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when a session is revoked or a single-use token is used. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tokens_hash_idx').on(t.tokenHash),
    index('tokens_user_idx').on(t.userId, t.kind),
  ],
);

export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** Who booked it. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    equipment: text('equipment', { enum: ['dryVan', 'reefer'] }).notNull(),
    miles: integer('miles').notNull(),
    minTransitTime: integer('min_transit_time').notNull(),
    basePriceCents: integer('base_price_cents').notNull(),
    /**
     * The base price's parts, which add up to it; null for a shipment booked before prices were
     * itemised.
     */
    linehaulCents: integer('linehaul_cents'),
    fuelSurchargeCents: integer('fuel_surcharge_cents'),
    /** Until when the base price holds: paying after it prices the lane again (priceHolds.ts). */
    priceHeldUntil: timestamp('price_held_until', { withTimezone: true }).notNull(),
    driverAssist: boolean('driver_assist').notNull().default(false),
    /**
     * shipmentTotalCents, kept by the database: the list's order by total reads it from its index
     * alone, however deep the page.
     */
    totalPriceCents: integer('total_price_cents')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`${shipments.basePriceCents} + case when ${shipments.driverAssist} then ${sql.raw(String(DRIVER_ASSIST_FEE_CENTS))} else 0 end`,
      ),
    referenceNumber: text('reference_number'),
    weight: integer('weight'),
    commodity: text('commodity'),
    packaging: integer('packaging'),
    packagingType: text('packaging_type'),
    /** A reefer's setting (reeferTemperature.ts), given at finalizing; null on a dry van. */
    temperatureF: doublePrecision('temperature_f'),
    temperatureMode: text('temperature_mode', { enum: TEMPERATURE_MODES }),
    /** Set once, by the payment that succeeded. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The stops' dates, which never change, here too: the status is counted without the stops. */
    pickupDate: date('pickup_date', { mode: 'string' }).notNull(),
    dropoffDate: date('dropoff_date', { mode: 'string' }).notNull(),
    /**
     * The cities and reference number folded for search (shipmentSearchText). Null only between
     * the migration that added it and the backfill that runs after the migrations.
     */
    searchText: text('search_text'),
    /** Set once, by the cancellation; the four after it are set with it. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancellationReason: text('cancellation_reason', { enum: CANCELLATION_REASONS }),
    cancellationReasonText: text('cancellation_reason_text'),
    /** What the cancellation kept of the charge, and what it gives back to the card. */
    cancellationFeeCents: integer('cancellation_fee_cents'),
    refundCents: integer('refund_cents'),
    /**
     * How far the truck has gone: the rank of the furthest milestone reached (milestones.ts),
     * only ever raised (greatest), so an event that comes late never moves the status back.
     */
    progress: smallint('progress').notNull().default(0),
    /**
     * The arrival estimate (eta.ts) as last worked out from the truck's newest sighting, and the
     * end of the drop-off day it is judged against; null while there is none. Kept so that lists
     * filter by the estimate's state, which moves with the clock (shipmentEtaState.ts).
     */
    etaAt: timestamp('eta_at', { withTimezone: true }),
    etaDueAt: timestamp('eta_due_at', { withTimezone: true }),
    /** When the truck on the road was last seen: its newest position, or its departure. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** When the shipper was told the load turned at risk or late: once per load. */
    etaAlertedAt: timestamp('eta_alerted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // One index per order of the company's list (status is read by runs of its tabs: none for it),
  // and the list of one member's bookings.
  (t) => [
    index('shipments_company_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    index('shipments_company_id_idx').on(t.companyId, t.id.desc()),
    index('shipments_company_pickup_idx').on(t.companyId, t.pickupDate.desc(), t.id.desc()),
    index('shipments_company_dropoff_idx').on(t.companyId, t.dropoffDate.desc(), t.id.desc()),
    index('shipments_company_total_price_idx').on(
      t.companyId,
      t.totalPriceCents.desc(),
      t.id.desc(),
    ),
    index('shipments_company_user_idx').on(t.companyId, t.userId, t.createdAt.desc(), t.id.desc()),
    // What every server looks through every minute for estimates turned at risk or late: the
    // loads with an estimate whose shipper was not warned yet.
    index('shipments_eta_unwarned_idx')
      .on(t.id)
      .where(sql`${t.etaAt} is not null and ${t.etaAlertedAt} is null`),
  ],
);

/** The two ends of a shipment: where and when, and the facility's details once given. */
export const stops = pgTable(
  'stops',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['pickup', 'dropoff'] }).notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    date: date('date', { mode: 'string' }).notNull(),
    facilityName: text('facility_name'),
    facilityAddress: text('facility_address'),
    zipCode: text('zip_code'),
    schedulingPreference: text('scheduling_preference'),
    contactName: text('contact_name'),
    phoneNumber: text('phone_number'),
    email: text('email'),
    locationNumber: text('location_number'),
    additionalNotes: text('additional_notes'),
    /**
     * The stop's window (stopWindows.ts): an appointment's date and hours, or the receiving hours
     * without a date; "HH:MM" on the facility's clock.
     */
    appointmentDate: date('appointment_date', { mode: 'string' }),
    windowStart: text('window_start'),
    windowEnd: text('window_end'),
  },
  (t) => [uniqueIndex('stops_shipment_kind_idx').on(t.shipmentId, t.kind)],
);

/** One invoice per shipment, numbered in sequence; its amount is fixed when it is paid. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paidAmountCents: integer('paid_amount_cents'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the card provider made the refund of its shipment's cancellation. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_shipment_idx').on(t.shipmentId),
    index('invoices_company_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    // The list by invoice number, which runs with the id. Until it is paid, the amount and the
    // status follow the shipment too: no index of this table can hold their order.
    index('invoices_company_id_idx').on(t.companyId, t.id.desc()),
    // Once paid, the amount is the charge kept here: the paid invoices by amount.
    index('invoices_company_paid_amount_idx')
      .on(t.companyId, t.paidAmountCents.desc(), t.id.desc())
      .where(sql`${t.paidAt} is not null`),
    check('invoices_paid_with_amount', sql`(${t.paidAt} is null) = (${t.paidAmountCents} is null)`),
  ],
);

export const paymentMethods = pgTable('payment_methods', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  /** Who saved the card. */
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  paymentMethodId: text('payment_method_id').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  createdAt: createdAt(),
});

/** Every attempt to charge a shipment; at most one of a shipment's attempts succeeds. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** Who tried the payment. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    intentId: text('intent_id'),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull(),
    /**
     * The server process (serverInstanceIds) whose call to the provider is under way, while the
     * attempt is creating or confirming: if that process is gone, nobody will finish the call.
     */
    owner: integer('owner'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_intent_idx').on(t.intentId),
    uniqueIndex('payments_idempotency_idx').on(t.idempotencyKey),
    uniqueIndex('payments_one_success_idx')
      .on(t.shipmentId)
      .where(sql`${t.status} = 'succeeded'`),
  ],
);

/** One number per server process that starts, for the payment attempts it runs. */
export const serverInstanceIds = pgSequence('server_instance_ids');

/**
 * The built-in test provider's own record of the intents it was asked for, as Stripe keeps its
 * own: after a crash, the server asks it what became of a call whose answer it never got.
 */
export const testProviderIntents = pgTable('test_provider_intents', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  paymentMethodId: text('payment_method_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  status: text('status').notNull(),
  createdAt: createdAt(),
});

/**
 * The refund a cancellation owes, written in the cancellation's transaction, so that a charge on a
 * cancelled shipment is never left without it; one per shipment, so never two. A server claims it
 * before calling the provider (as it claims owed e-mail), and the provider is called with the
 * same idempotency key on every try, so a try repeated after a crash refunds nothing twice.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .unique()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    /** The payment that succeeded, whose charge is refunded. */
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The provider's id of the refund, once made. */
    providerRefundId: text('provider_refund_id'),
    createdAt: createdAt(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The server process (serverInstanceIds) calling the provider now; null between tries. */
    claimedBy: integer('claimed_by'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** Tries begun; a claim is a compare-and-set on it. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  // What the servers look for every minute: the few refunds still owed.
  (t) => [
    index('refunds_owed_idx')
      .on(t.id)
      .where(sql`${t.refundedAt} is null`),
  ],
);

/** The built-in test provider's own record of the refunds it made, one per idempotency key. */
export const testProviderRefunds = pgTable('test_provider_refunds', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  intentId: text('intent_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  createdAt: createdAt(),
});

/** Provider webhook events already handled, so a replay changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Tries counted against the account calls' limits (failed logins per e-mail and per IP, ...), in
 * the database so that every server on it counts the same tries. A row is forgotten once expired.
 */
export const rateLimitTries = pgTable(
  'rate_limit_tries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Which limit: login-email, login-ip, ... */
    limitName: text('limit_name').notNull(),
    /** What it is counted for: an e-mail address, an IP address. */
    key: text('key').notNull(),
    /** When the try leaves the limit's window. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('rate_limit_tries_key_idx').on(t.limitName, t.key, t.expiresAt),
    index('rate_limit_tries_expires_idx').on(t.expiresAt),
  ],
);

/**
 * E-mails owed, written in the transaction of what owes them (a payment recorded owes its
 * receipt, a cancel its notice), so that one is owed exactly when that committed; a row stays
 * until it is sent. A kind is owed at most once per shipment, and per member for the e-mails members choose. A server claims a row before sending it, so that no two send
 * the same e-mail; a claim whose server is gone, or that is old, may be taken over.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', {
      enum: ['payment_receipt', 'cancellation_notice', 'invitation', ...NOTIFICATION_KINDS],
    }).notNull(),
    /** What it is about: a shipment (a receipt, a notice) or an invitation, one of the two. */
    shipmentId: integer('shipment_id').references(() => shipments.id, { onDelete: 'cascade' }),
    invitationId: integer('invitation_id').references(() => invitations.id, {
      onDelete: 'cascade',
    }),
    /** The member it goes to, for the e-mails each member chooses; null for the others. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The server process (serverInstanceIds) sending it now; null between tries. */
    claimedBy: integer('claimed_by'),
    /** When the latest try began: a claim's age, and the start of the wait before the next try. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** Tries begun; each claim counts one, so a claim taken is never taken again by mistake. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [
    check('mail_outbox_one_subject', sql`(${t.shipmentId} is null) <> (${t.invitationId} is null)`),
    // Owed once per shipment, and once per member for the e-mails members choose; an invitation
    // (no shipment) once per sending.
    uniqueIndex('mail_outbox_kind_shipment_idx')
      .on(t.kind, t.shipmentId)
      .where(sql`${t.userId} is null`),
    uniqueIndex('mail_outbox_kind_shipment_user_idx')
      .on(t.kind, t.shipmentId, t.userId)
      .where(sql`${t.userId} is not null`),
    // What the servers look for every minute: the few rows still owed among all those sent.
    index('mail_outbox_owed_idx')
      .on(t.id)
      .where(sql`${t.sentAt} is null`),
  ],
);

/**
 * An admin's invitation to join the company. Its link's token is stored only as a hash, made anew
 * each time the e-mail is sent (the outbox makes a message when it sends it), so a resent
 * invitation's earlier link is dead. Pending while neither accepted nor revoked nor expired; one
 * pending invitation per address and company.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    email: text('email').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invitations_token_idx').on(t.tokenHash),
    uniqueIndex('invitations_open_email_idx')
      .on(t.companyId, sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);

/**
 * Who did what, written in the transaction of the change it records; a trigger refuses any update
 * or delete, so the history is never rewritten. A shipment's events name it; the team's name the
 * member they concern.
 */
export const activity = pgTable(
  'activity',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    shipmentId: integer('shipment_id').references(() => shipments.id),
    memberId: integer('member_id').references(() => users.id),
    kind: text('kind', { enum: ACTIVITY_KINDS }).notNull(),
    /** What the summary needs beyond the kind: a card, an amount, a reason, a role. */
    details: jsonb('details').$type<ActivityDetails>().notNull().default({}),
    /** The fields a change changed, before and after. */
    changes: jsonb('changes').$type<ActivityChange[]>().notNull().default([]),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_company_idx').on(t.companyId, t.at.desc(), t.id.desc()),
    index('activity_shipment_idx')
      .on(t.shipmentId, t.at.desc(), t.id.desc())
      .where(sql`${t.shipmentId} is not null`),
    index('activity_actor_idx').on(t.companyId, t.actorId, t.at.desc(), t.id.desc()),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Loadline's own staff: dispatchers, outside any shipper company. */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    role: text('role', { enum: OPERATOR_ROLES }).notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    /** Null until they set it through the one-time link they were given. */
    passwordHash: text('password_hash'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operators_email_idx').on(sql`lower(${t.email})`)],
);

/** An operator's sessions and one-time password links, stored only as SHA-256 hashes. */
export const operatorTokens = pgTable(
  'operator_tokens',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['session', 'password'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operator_tokens_hash_idx').on(t.tokenHash)],
);

/**
 * The carriers Loadline's dispatchers cover loads with, and what the registry said at the last
 * check (FMCSA's, or the built-in test registry).
 */
export const carriers = pgTable(
  'carriers',
  {
    id: serial('id').primaryKey(),
    legalName: text('legal_name').notNull(),
    usdotNumber: text('usdot_number').notNull(),
    mcNumber: text('mc_number'),
    scac: text('scac'),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    equipment: text('equipment', { enum: ['dryVan', 'reefer'] })
      .array()
      .notNull(),
    insuranceExpiresOn: date('insurance_expires_on', { mode: 'string' }).notNull(),
    checkOutcome: text('check_outcome', { enum: CARRIER_CHECK_OUTCOMES }),
    checkReasons: text('check_reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    checkSource: text('check_source', { enum: ['fmcsa', 'test'] }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** When the registry last passed it: kept through a later check that could not reach it. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => operators.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('carriers_usdot_idx').on(t.usdotNumber)],
);

/**
 * A carrier and driver on a shipment. Reassigning or cancelling ends the live one, and its driver
 * link with it; one live assignment per shipment.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id),
    carrierId: integer('carrier_id')
      .notNull()
      .references(() => carriers.id),
    driverName: text('driver_name').notNull(),
    driverPhone: text('driver_phone').notNull(),
    truckNumber: text('truck_number').notNull(),
    trailerNumber: text('trailer_number').notNull(),
    /** The driver link's token, hashed. */
    tokenHash: text('token_hash').notNull(),
    assignedBy: integer('assigned_by')
      .notNull()
      .references(() => operators.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The newest position's time, for the board's "no position for 4 hours". */
    lastPositionAt: timestamp('last_position_at', { withTimezone: true }),
    /**
     * The driver link's calls, counted in windows on the assignment's own row: the count is kept
     * by the statement that opens the link, so a call costs no round trip of its own to limit.
     */
    callsWindowStartedAt: timestamp('calls_window_started_at', { withTimezone: true }),
    callsInWindow: integer('calls_in_window').notNull().default(0),
  },
  (t) => [
    uniqueIndex('assignments_token_idx').on(t.tokenHash),
    uniqueIndex('assignments_live_idx')
      .on(t.shipmentId)
      .where(sql`${t.endedAt} is null`),
  ],
);

/**
 * A load's history: every milestone, whoever entered it and whenever it arrived. A phone's retry
 * carries the same client id and is kept once.
 */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id),
    code: text('code', { enum: MILESTONES }).notNull(),
    /** When it happened, as the phone or the dispatcher said. */
    at: timestamp('at', { withTimezone: true }).notNull(),
    clientId: text('client_id'),
    cityId: integer('city_id').references(() => cities.id),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracyM: doublePrecision('accuracy_m'),
    note: text('note'),
    source: text('source', { enum: EVENT_SOURCES }).notNull(),
    /** The dispatcher who entered it by hand, or who assigned the carrier. */
    enteredBy: integer('entered_by').references(() => operators.id),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** An arrival reported far from its stop: kept, and flagged for the dispatcher. */
    farFromStop: boolean('far_from_stop').notNull().default(false),
  },
  (t) => [
    index('shipment_events_shipment_idx').on(t.shipmentId, t.at, t.id),
    uniqueIndex('shipment_events_client_idx')
      .on(t.shipmentId, t.clientId)
      .where(sql`${t.clientId} is not null`),
  ],
);

/**
 * The driver undoing a milestone: an event of its own, as append-only as the history it speaks
 * of. One per milestone: a milestone withdrawn once stays withdrawn.
 */
export const milestoneWithdrawals = pgTable(
  'milestone_withdrawals',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id),
    eventId: integer('event_id')
      .notNull()
      .references(() => shipmentEvents.id),
    /** The phone's id for the undo. */
    clientId: text('client_id').notNull(),
    /** When the driver undid it, as the phone said. */
    at: timestamp('at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('milestone_withdrawals_event_idx').on(t.eventId)],
);

/** Where the truck was: from the driver's phone, or a city a dispatcher entered. */
export const positions = pgTable(
  'positions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    accuracyM: doublePrecision('accuracy_m'),
    cityId: integer('city_id').references(() => cities.id),
    source: text('source', { enum: EVENT_SOURCES }).notNull(),
    enteredBy: integer('entered_by').references(() => operators.id),
    /** Implies a speed no truck makes since the position before it: kept, and flagged. */
    implausible: boolean('implausible').notNull().default(false),
  },
  // A batch sent again after a lost answer adds nothing: one position per moment.
  (t) => [uniqueIndex('positions_assignment_at_idx').on(t.assignmentId, t.at)],
);

/** The receiver's name and signature, and the photo of the signed bill of lading, if any. */
export const proofsOfDelivery = pgTable('proofs_of_delivery', {
  shipmentId: integer('shipment_id')
    .primaryKey()
    .references(() => shipments.id),
  assignmentId: integer('assignment_id')
    .notNull()
    .references(() => assignments.id),
  receiverName: text('receiver_name').notNull(),
  signaturePng: bytea('signature_png').notNull(),
  photo: bytea('photo'),
  photoType: text('photo_type', { enum: ['image/jpeg', 'image/png'] }),
  notes: text('notes'),
  /** The notes tell of over, short or damaged freight: "Delivered with exceptions". */
  withExceptions: boolean('with_exceptions').notNull().default(false),
  createdAt: createdAt(),
});

/** A shipment's tracking page for the shipper's own customer, /t/{token}: no sign-in. */
export const trackingLinks = pgTable(
  'tracking_links',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id),
    /** The link's token, hashed. */
    tokenHash: text('token_hash').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tracking_links_token_idx').on(t.tokenHash),
    uniqueIndex('tracking_links_live_idx')
      .on(t.shipmentId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/** The e-mails a member chose, by kind; a kind not chosen has the default scope. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    scope: text('scope', { enum: NOTIFICATION_SCOPES }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * Keys the servers share, made once by whichever server needs one first: the key that signs
 * quotes, so that a quote given by one server is booked on any.
 */
export const signingKeys = pgTable('signing_keys', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});

/**
 * The company's facility book: one row per facility, however many shipments it was saved on
 * (bookKey, facilityBook.ts). A shipment keeps its own copy of its facilities in its stops, so
 * that changing or deleting an entry changes no shipment.
 */
export const facilities = pgTable(
  'facilities',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    facilityName: text('facility_name').notNull(),
    facilityAddress: text('facility_address').notNull(),
    zipCode: text('zip_code').notNull(),
    schedulingPreference: text('scheduling_preference', { enum: SCHEDULING_PREFERENCES }).notNull(),
    contactName: text('contact_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email').notNull(),
    bookKey: text('book_key').notNull(),
    searchText: text('search_text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('facilities_company_key_idx').on(t.companyId, t.bookKey),
    index('facilities_company_name_idx').on(t.companyId, t.facilityName),
  ],
);
