import { DRIVER_ASSIST_FEE_CENTS } from './constants';

/** What a shipment's price follows from. */
export type ShipmentPrice = { basePriceCents: number; driverAssist: boolean };

/** The driver-assist fee is flat, and only when driver assist is on. */
export const driverAssistFeeCents = ({ driverAssist }: Pick<ShipmentPrice, 'driverAssist'>) =>
  driverAssist ? DRIVER_ASSIST_FEE_CENTS : 0;

/** What the shipper pays: the base price plus the driver-assist fee, in cents. */
export const shipmentTotalCents = (price: ShipmentPrice): number =>
  price.basePriceCents + driverAssistFeeCents(price);

/** Until paid, an invoice amounts to its shipment's total; once paid, to what was charged. */
export const invoiceAmountCents = (paidAmountCents: number | null, price: ShipmentPrice): number =>
  paidAmountCents ?? shipmentTotalCents(price);
