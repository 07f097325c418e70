import { DRIVER_ASSIST_FEE_CENTS } from '@domain/constants';
import type { shipments } from '../db/schema';

type Priced = Pick<typeof shipments.$inferSelect, 'basePriceCents' | 'driverAssist'>;

/** The driver-assist fee is flat, and only when driver assist is on. */
export const driverAssistFeeCents = (shipment: Priced): number =>
  shipment.driverAssist ? DRIVER_ASSIST_FEE_CENTS : 0;

/** What the shipper pays: the base price plus the driver-assist fee, in cents. */
export const totalCents = (shipment: Priced): number =>
  shipment.basePriceCents + driverAssistFeeCents(shipment);
