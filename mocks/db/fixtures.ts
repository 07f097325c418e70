import type {
  Equipment,
  Invoice,
  IsoDate,
  IsoDateTime,
  Shipment,
  ShipmentStatus,
  User,
} from '@domain/types';
import type { BookingStage } from './bookings';
import { book, daysFromToday } from './bookings';
import { ensureInvoice, findInvoiceFor, recordPayment, toInvoice } from './invoices';
import { issueEmailToken } from './outbox';
import { regionNamed } from './places';
import { createSession } from './sessions';
import { findShipment, toShipment, totalCents } from './shipments';
import { finalizeShipment } from './shipmentSteps';
import { db } from './store';
import { createUser, toUser } from './users';

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

/** A signed-in shipper: the user as the API returns it, and a session token. */
export const seedUser = (options: SeedUserOptions = {}): { user: User; token: string } => {
  const n = db.sequences.user + 1;
  const user = createUser({
    email: options.email ?? `shipper${n}@example.test`,
    password: options.password ?? 'Shipper123',
    first_name: options.first_name ?? 'Jordan',
    last_name: 'Reyes',
    phone_number: '+15125550142',
    company_name: options.company_name ?? 'Lone Star Provisions',
    primary_ships_country: 'US',
    is_email_verified: options.verified ?? true,
    shipping_needs:
      options.shippingNeeds === false
        ? null
        : {
            company_location: regionNamed('Texas').id,
            mode: ['FTL'],
            average_ftl: '5-10',
            trailer_type: ['dryVan'],
          },
  });
  if (!user.is_email_verified) issueEmailToken('verification', user.id);
  return { user: toUser(user), token: createSession(user.id) };
};

export type SeedShipmentOptions = {
  /** unfinished by default; any other status is paid, with dates that give that status. */
  status?: ShipmentStatus;
  /** City names from mocks/data/cities.ts. */
  from?: string;
  to?: string;
  equipment?: Equipment;
  pickupDate?: IsoDate;
  driverAssist?: boolean;
  /** For an unfinished shipment: facility info and final details saved, invoice pending. */
  finalized?: boolean;
  createdAt?: IsoDateTime;
};

/** Pickup dates that give each status, with the lane's transit time of a few days at most. */
const PICKUP_IN_DAYS: Record<ShipmentStatus, number> = {
  unfinished: 7,
  upcoming: 5,
  inprogress: 0,
  past: -30,
};

export const seedShipment = (userId: number, options: SeedShipmentOptions = {}): Shipment => {
  const status = options.status ?? 'unfinished';
  const stage: BookingStage =
    status !== 'unfinished' ? 'paid' : options.finalized ? 'finalized' : 'quoted';
  const shipment = book(userId, {
    from: options.from ?? 'Chicago',
    to: options.to ?? 'Dallas',
    equipment: options.equipment ?? 'dryVan',
    pickupDate: options.pickupDate ?? daysFromToday(PICKUP_IN_DAYS[status]),
    stage,
    driverAssist: options.driverAssist,
    createdAt: options.createdAt,
  });
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
  if (options.paid && !shipment.paid) recordPayment(shipment, totalCents(shipment));
  return toInvoice(invoice);
};
