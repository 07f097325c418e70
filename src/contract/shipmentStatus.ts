import type { IsoDate, ShipmentStatus } from './types';

/**
 * A shipment's status follows from payment and its dates: unfinished until paid; then upcoming
 * before pickup, in progress from pickup through dropoff, past after dropoff.
 */
export const deriveShipmentStatus = (
  paid: boolean,
  pickupDate: IsoDate,
  dropoffDate: IsoDate,
  today: IsoDate,
): ShipmentStatus => {
  if (!paid) return 'unfinished';
  if (today < pickupDate) return 'upcoming';
  if (today <= dropoffDate) return 'inprogress';
  return 'past';
};
