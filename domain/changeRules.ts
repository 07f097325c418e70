import { SERVER_MESSAGES } from './serverMessages';
import { isUnderway } from './shipmentStatus';
import type { ShipmentStatus } from './types';

/** Why nothing about the shipment may change any more, or null while it may. */
const closedReason = (status: ShipmentStatus): string | null => {
  if (status === 'cancelled') return SERVER_MESSAGES.shipmentCancelled;
  return isUnderway(status) ? SERVER_MESSAGES.shipmentLocked : null;
};

/**
 * Why the shipment's details (facilities, final details) may not change now, or null when they
 * may: they stay open after payment, until the truck is rolling or the shipment is cancelled.
 */
export const detailsLockedReason = (status: ShipmentStatus): string | null => closedReason(status);

/**
 * Why driver assist may not change now, or null when it may: its fee is part of the charge, so
 * never once paid nor while a payment is under way.
 */
export const driverAssistLockedReason = (
  status: ShipmentStatus,
  paymentInFlight: boolean,
): string | null => {
  const closed = closedReason(status);
  if (closed) return closed;
  if (status !== 'unfinished') return SERVER_MESSAGES.driverAssistLocked;
  if (paymentInFlight) return SERVER_MESSAGES.driverAssistPaymentInProgress;
  return null;
};

/**
 * A card authorised for one amount is charged only if the shipment still costs that: otherwise the
 * authorisation is dropped and a new payment takes the new total.
 */
export const authorisationStillDue = (authorisedCents: number, totalCents: number): boolean =>
  authorisedCents === totalCents;

/** Whether the details may change now: the app offers the edit only then. */
export const detailsChangeable = (status: ShipmentStatus): boolean =>
  detailsLockedReason(status) === null;

/** Whether driver assist may change now, as far as the shipment itself tells. */
export const driverAssistChangeable = (status: ShipmentStatus): boolean =>
  driverAssistLockedReason(status, false) === null;
