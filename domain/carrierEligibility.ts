import { EQUIPMENT_LABELS } from './constants';
import { DISPATCH_MESSAGES } from './dispatchMessages';
import type { Carrier } from './dispatchTypes';
import type { Progress } from './milestones';
import { PAST_FROM } from './shipmentStatus';
import type { Equipment, IsoDate } from './types';

/** A registry check older than this is made again before the carrier is assigned. */
export const CARRIER_CHECK_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Why this shipment may not be given a carrier, or null: only a paid one, neither cancelled nor
 * delivered.
 */
export const shipmentAssignmentRefusal = (shipment: {
  cancelled: boolean;
  paid: boolean;
  progress: Progress;
}): string | null => {
  if (shipment.cancelled) return DISPATCH_MESSAGES.shipmentCancelled;
  if (!shipment.paid) return DISPATCH_MESSAGES.notPaid;
  if (shipment.progress >= PAST_FROM) return DISPATCH_MESSAGES.shipmentDelivered;
  return null;
};

/**
 * Why this carrier may not haul a load on this trailer today, or null: only a carrier verified by
 * the registry, whose cargo insurance has not expired, and who runs the shipment's trailer.
 */
export const assignmentRefusal = (
  carrier: Pick<Carrier, 'verified' | 'check_outcome' | 'insurance_expires_on' | 'equipment'>,
  equipment: Equipment,
  today: IsoDate,
): string | null => {
  if (carrier.check_outcome === 'unreachable') return DISPATCH_MESSAGES.registryUnreachable;
  if (!carrier.verified) return DISPATCH_MESSAGES.carrierNotVerified;
  if (carrier.insurance_expires_on < today) return DISPATCH_MESSAGES.carrierInsuranceExpired;
  if (!carrier.equipment.includes(equipment))
    return DISPATCH_MESSAGES.carrierLacksEquipment(EQUIPMENT_LABELS[equipment].toLowerCase());
  return null;
};
