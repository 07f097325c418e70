import { addDays } from './dates';
import type { IsoDate, IsoDateTime } from './types';
import { startOfDay } from './zonedTime';

/** Free cancellation ends this many days before the pickup date, as that earlier day begins. */
export const FREE_CANCELLATION_DAYS_BEFORE_PICKUP = 1;

/**
 * Until when a paid shipment may be cancelled at no cost: 24 hours before its pickup date begins
 * in the pickup city's time zone, read as the start of the day before on that city's clock. On
 * the day the clocks change the two readings part by an hour, and 24 elapsed hours would end
 * the free time at 1:00 AM, or at 11:00 PM two days before; the shipper is told "until 12:00
 * AM" of the day before pickup, always, and that is what holds.
 */
export const freeCancellationDeadline = (pickupDate: IsoDate, timeZone: string): IsoDateTime =>
  startOfDay(addDays(pickupDate, -FREE_CANCELLATION_DAYS_BEFORE_PICKUP), timeZone).toISOString();
