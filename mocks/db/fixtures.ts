import { priceHeldUntil } from '@domain/priceHolds';
import { addDays, todayUtc } from '@domain/dates';
import type { CancellationReason } from '@domain/cancellationReasons';
import type { Role } from '@domain/roles';
import { DEMO_FACILITIES } from '@domain/demo/demoFacilities';
import { DEMO_CARRIERS } from '@domain/demo/demoMovement';
import { MILESTONES, milestoneRank, type MilestoneCode } from '@domain/milestones';
import { shipmentTotalCents } from '@domain/shipmentMoney';
import type { StopWindow } from '@domain/stopWindows';
import type { TestPaymentMethodId } from '@domain/testPayments';
import { testCardFor } from '@domain/testPayments';
import type {
  Equipment,
  FacilityFields,
  Invoice,
  IsoDate,
  IsoDateTime,
  Shipment,
  ShipmentStatus,
  User,
} from '@domain/types';
import type { PendingInvitation } from '@domain/companySchemas';
import { cancelShipment } from './cancelShipment';
import { addMockCarrier, findMockCarrierByUsdot } from './carriers';
import { inviteMember, toPendingInvitation } from './invitations';
import { ensureInvoice, findInvoiceFor, recordPayment, toInvoice } from './invoices';
import { assignMockCarrier, recordMockMilestone } from './movement';
import { issueEmailToken, lastInvitationToken } from './outbox';
import { createPaymentIntent, savePaymentMethod } from './payments';
import { cityNamed, regionAt } from './places';
import { createSession } from './sessions';
import { createShipment, findShipment, toShipment } from './shipments';
import { finalizeShipment, setFacility } from './shipmentSteps';
import { db } from './store';
import type { ShipmentRecord, UserRecord } from './records';
import { createMember, createUser, findUser, toUser } from './users';

/* Test helpers: put the store in the state a test starts from, without going through the API. */

export type SeedUserOptions = {
  email?: string;
  password?: string;
  first_name?: string;
  company_name?: string;
  /** E-mail verified; true by default. An unverified account gets a verification e-mail. */
  verified?: boolean;
  /** Shipping needs stated; true by default. */
  shippingNeeds?: boolean;
};

type SeededSession = { user: User; token: string };

/** A member's own details: a new e-mail address each, unless one is given. */
const contactFields = (options: SeedUserOptions) => ({
  email: options.email ?? `shipper${db.sequences.user + 1}@example.test`,
  password: options.password ?? 'Shipper123',
  first_name: options.first_name ?? 'Jordan',
  last_name: 'Reyes',
  phone_number: '+15125550142',
  is_email_verified: options.verified ?? true,
});

const signedIn = (user: UserRecord): SeededSession => {
  if (!user.is_email_verified) issueEmailToken('verification', user.id);
  return { user: toUser(user), token: createSession(user.id) };
};

/** A signed-in shipper, admin of a company of its own: the user as the API returns it, and a token. */
export const seedUser = (options: SeedUserOptions = {}): SeededSession => {
  const user = createUser({
    ...contactFields(options),
    company_name: options.company_name ?? 'Lone Star Provisions',
    primary_ships_country: 'US',
    shipping_needs:
      options.shippingNeeds === false
        ? null
        : {
            company_location: regionAt('US', 'TX').id,
            mode: ['FTL'],
            average_ftl: '5-10',
            trailer_type: ['dryVan'],
          },
  });
  return signedIn(user);
};

export type SeedMemberOptions = Omit<SeedUserOptions, 'company_name' | 'shippingNeeds'>;

/**
 * Another signed-in member of a seeded user's company, with the role given: the company's
 * shipments, invoices and saved cards are theirs to see as far as the role allows.
 */
export const seedMember = (
  colleagueId: number,
  role: Role,
  options: SeedMemberOptions = {},
): SeededSession => {
  const colleague = findUser(colleagueId);
  if (!colleague) throw new Error(`No user ${colleagueId} to join.`);
  return signedIn(createMember(colleague, { ...contactFields(options), role }));
};

export type SeedShipmentOptions = {
  /**
   * unfinished by default; any other status is paid, with dates that fit it, and covered and moved
   * as far as it says: upcoming is not covered yet, in progress has left the pickup, past is
   * delivered.
   */
  status?: BookedStatus;
  /** City names; the largest city of the name among the mocks' cities. */
  from?: string;
  to?: string;
  equipment?: Equipment;
  pickupDate?: IsoDate;
  driverAssist?: boolean;
  /** For an unfinished shipment: facility info and final details saved, invoice pending. */
  finalized?: boolean;
  createdAt?: IsoDateTime;
  /** For a paid shipment: paid now with this saved test card, which must succeed. */
  card?: TestPaymentMethodId;
  /** The facilities' windows, beside their scheduling preferences (for a finalized shipment). */
  windows?: Partial<Record<'pickup' | 'dropoff', FacilityWindow>>;
};

type FacilityWindow = Pick<FacilityFields, 'scheduling_preference'> & Partial<StopWindow>;

/** The statuses booking leads to; cancelling is a step of its own. */
type BookedStatus = Exclude<ShipmentStatus, 'cancelled'>;

/** Pickup dates that fit each status, with the lane's transit time of a few days at most. */
const PICKUP_IN_DAYS: Record<BookedStatus, number> = {
  unfinished: 7,
  upcoming: 5,
  inprogress: 0,
  past: -30,
};

/** The milestone the truck of a paid shipment has reached for its status; upcoming is not covered. */
const REACHED: Record<'inprogress' | 'past', MilestoneCode> = {
  inprogress: 'departed_pickup',
  past: 'delivered',
};

const MILESTONE_GAP_MS = 10 * 60_000;

/**
 * The shipment covered by the demo's verified carrier, then moved up to the milestone as the
 * driver's phone reports it: ten minutes apart, the last one ten minutes ago, so that nothing is in
 * the future whatever the dates.
 */
const moveTo = (shipment: ShipmentRecord, reached: MilestoneCode): void => {
  const [verified] = DEMO_CARRIERS;
  if (!verified) throw new Error('The demo has no carrier.');
  const carrier = findMockCarrierByUsdot(verified.usdot_number) ?? addMockCarrier(verified);
  const codes = MILESTONES.filter((code) => milestoneRank(code) <= milestoneRank(reached));
  const atStep = (step: number) => new Date(Date.now() - (codes.length - step) * MILESTONE_GAP_MS);
  const assigned = assignMockCarrier(
    shipment.id,
    {
      carrier_id: carrier.id,
      driver_name: 'Jamie Cole',
      driver_phone: '+13125550123',
      truck_number: `T-${shipment.id + 100}`,
      trailer_number: `V-${shipment.id + 500}`,
    },
    atStep(0),
  );
  if ('refused' in assigned) throw new Error(assigned.refused);
  for (const [step, code] of codes.entries())
    if (step > 0)
      recordMockMilestone(shipment.id, {
        code,
        at: atStep(step).toISOString(),
        source: 'driver',
        clientId: `seed-${shipment.id}-${step}`,
      });
};

const HOUR_MS = 3_600_000;

const hoursAfter = (timestamp: IsoDateTime, hours: number): IsoDateTime =>
  new Date(Date.parse(timestamp) + hours * HOUR_MS).toISOString();

const facilityIn = (city: string): FacilityFields =>
  DEMO_FACILITIES[city] ?? {
    facility_name: `${city} Distribution Center`,
    facility_address: `1200 Commerce Way, ${city}`,
    zip_code: '75001',
    scheduling_preference: 'first_come',
    contact_name: 'Sam Rivera',
    phone_number: '+15555550100',
    email: 'dock@example.test',
  };

/** A shipment taken through the booking steps as a shipper would, up to the given status. */
export const seedShipment = (userId: number, options: SeedShipmentOptions = {}): Shipment => {
  const status = options.status ?? 'unfinished';
  const [from, to] = [options.from ?? 'Chicago', options.to ?? 'Dallas'];
  const equipment = options.equipment ?? 'dryVan';
  // In the past, so that the steps after creation are not stamped in the future.
  const createdAt = options.createdAt ?? hoursAfter(new Date().toISOString(), -3);
  const shipment = createShipment({
    userId,
    equipment,
    pickupCity: cityNamed(from),
    dropoffCity: cityNamed(to),
    pickupDate: options.pickupDate ?? addDays(todayUtc(), PICKUP_IN_DAYS[status]),
    createdAt,
  });
  shipment.driverAssist = options.driverAssist ?? false;
  if (status === 'unfinished' && !options.finalized) return toShipment(shipment);
  // Before the final details, as a shipper takes the steps: the history reads in that order.
  const { windows = {} } = options;
  const pickup = { ...facilityIn(from), ...windows.pickup };
  const dropoff = { ...facilityIn(to), ...windows.dropoff };
  setFacility(shipment, 'pickup', pickup, userId, hoursAfter(createdAt, 0.5));
  setFacility(shipment, 'dropoff', dropoff, userId, hoursAfter(createdAt, 0.5));
  finalizeShipment(
    shipment,
    {
      reference_number: `PO-${shipment.id + 37000}`,
      weight: equipment === 'reefer' ? 38 : 42,
      commodity: 'Packaged foods',
      packaging: 24,
      packaging_type: 'Pallets',
      pickup_number: `PU-${shipment.id}`,
      pickup_notes: 'Check in at the guard house with the pickup number.',
      dropoff_number: `DL-${shipment.id}`,
      dropoff_notes: 'Call the receiver 30 minutes before arrival.',
      ...(equipment === 'reefer' ? { temperature_f: 34, temperature_mode: 'continuous' } : {}),
    },
    hoursAfter(createdAt, 1),
  );
  if (status === 'unfinished') return toShipment(shipment);
  const card = options.card && testCardFor(options.card);
  if (options.card && card) {
    savePaymentMethod(userId, options.card, card);
    // Paid now at the price booked then, as if paid in time: the seeded history has no lapse.
    shipment.priceHeldUntil = priceHeldUntil(new Date()).toISOString();
    const paid = createPaymentIntent(userId, shipment, options.card);
    if ('refused' in paid || 'priceChanged' in paid || paid.status !== 'succeeded')
      throw new Error(`The test card ${options.card} did not pay shipment ${shipment.id}.`);
  } else recordPayment(shipment, shipmentTotalCents(shipment), hoursAfter(createdAt, 2));
  if (status !== 'upcoming') moveTo(shipment, REACHED[status]);
  return toShipment(shipment);
};

/**
 * The invoice of a shipment, finalizing it first if needed; paid: true also pays it. An unpaid
 * invoice whose pickup date has passed reads as overdue.
 */
export const seedInvoice = (shipmentId: number, options: { paid?: boolean } = {}): Invoice => {
  const shipment = findShipment(shipmentId);
  if (!shipment) throw new Error(`No shipment ${shipmentId} to invoice.`);
  if (!findInvoiceFor(shipment.id))
    finalizeShipment(shipment, {
      pickup_number: `PU-${shipment.id}`,
      pickup_notes: 'Gate 2.',
      dropoff_number: `DL-${shipment.id}`,
      dropoff_notes: 'Dock 7.',
    });
  const invoice = ensureInvoice(shipment);
  if (options.paid && !shipment.paid) recordPayment(shipment, shipmentTotalCents(shipment));
  return toInvoice(invoice);
};

/** The shipment cancelled now, as the API cancels it: at what its quote says, with its effects. */
export const seedCancellation = (
  shipmentId: number,
  reason: CancellationReason,
  reasonText: string | null = null,
): Shipment => {
  const shipment = findShipment(shipmentId);
  if (!shipment) throw new Error(`No shipment ${shipmentId} to cancel.`);
  const cancelled = cancelShipment(shipment, { reason, reason_text: reasonText });
  if ('refused' in cancelled) throw new Error(cancelled.refused);
  return toShipment(shipment);
};

/**
 * An invitation from a member to their company, e-mailed as the API sends it: the invitation as
 * the team page lists it, and the token of the link in the e-mail.
 */
export const seedInvitation = (
  inviterId: number,
  email: string,
  role: Role = 'booker',
): { invitation: PendingInvitation; token: string } => {
  const inviter = findUser(inviterId);
  if (!inviter) throw new Error(`No user ${inviterId} to invite from.`);
  const invited = inviteMember(inviter, { email, role });
  if ('refused' in invited) throw new Error(`The invitation of ${email} was refused.`);
  return { invitation: toPendingInvitation(invited), token: lastInvitationToken(email) };
};
