import { addDays, todayUtc } from '../dates';
import type { FinalizingRequest, IsoDate } from '../types';
import type { DemoBooking } from './demoBookings';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** When the shipper took each step of a demo booking, and the pickup date it asked for. */
export type DemoSteps = {
  bookedAt: Date;
  pickupDate: IsoDate;
  pickupFacilityAt: Date;
  dropoffFacilityAt: Date;
  driverAssistAt: Date;
  finalizedAt: Date;
  paidAt: Date;
};

/**
 * The steps of the sequence-th demo booking: booked on its day, an hour earlier than the booking
 * before it so that no two share a time, then a few minutes apart, as a shipper would take them.
 */
export const demoSteps = (booking: DemoBooking, sequence: number, now: Date): DemoSteps => {
  const bookedAt = new Date(
    now.getTime() - booking.bookedDaysAgo * DAY_MS - (sequence + 1) * HOUR_MS,
  );
  const after = (minutes: number) => new Date(bookedAt.getTime() + minutes * MINUTE_MS);
  return {
    bookedAt,
    pickupDate: addDays(todayUtc(now), booking.pickupInDays),
    pickupFacilityAt: after(4),
    dropoffFacilityAt: after(7),
    driverAssistAt: after(8),
    finalizedAt: after(12),
    paidAt: after(15),
  };
};

/** The final details of a demo booking; its numbers follow from the shipment's id. */
export const demoFinalDetails = (booking: DemoBooking, shipmentId: number): FinalizingRequest => {
  if (!booking.cargo)
    throw new Error(`The demo booking from ${booking.from.city} has no cargo to finalize.`);
  return {
    reference_number: `PO-${48210 + shipmentId}`,
    ...booking.cargo,
    pickup_number: `PU-${7300 + shipmentId}`,
    pickup_notes: 'Check in at the guard house with the pickup number; dock doors 4 to 9.',
    dropoff_number: `DL-${5100 + shipmentId}`,
    dropoff_notes: 'Call the receiver 30 minutes before arrival. Lumper paid by the consignee.',
  };
};
