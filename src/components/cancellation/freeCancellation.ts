import { freeCancellationDeadline } from '@domain/cancellationDeadline';
import { freeCancellationEndedText, freeCancellationText } from '@domain/cancellationTexts';
import { timeZoneOfRegion } from '@domain/timeZones';
import type { Shipment } from '@domain/types';

/**
 * Until when an upcoming shipment may be cancelled at no cost, on the pickup city's clock, or
 * when that ended; null for any other, whose cancellation is free (unpaid) or not allowed.
 */
export const freeCancellationNotice = ({ status, pickup }: Shipment, now: Date): string | null => {
  if (status !== 'upcoming') return null;
  const zone = timeZoneOfRegion(pickup.city.country_code, pickup.city.region_code);
  const freeUntil = freeCancellationDeadline(pickup.date, zone);
  return now.getTime() < Date.parse(freeUntil)
    ? freeCancellationText(freeUntil, zone)
    : freeCancellationEndedText(freeUntil, zone);
};
