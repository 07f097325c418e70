import type { Progress } from './milestones';
import { deriveShipmentStatus } from './shipmentStatus';
import { timeZoneOfRegion } from './timeZones';
import { localDate } from './zonedTime';
import { invoiceNumber, invoiceStatus } from './invoiceStatus';
import { centsToMoney } from './money';
import { driverAssistFeeCents, invoiceAmountCents, shipmentTotalCents } from './shipmentMoney';
import type { ShipmentPrice } from './shipmentMoney';
import type {
  CancellationReason,
  EtaState,
  Invoice,
  IsoDate,
  IsoDateTime,
  Shipment,
  ShipmentCancellation,
  Stop,
} from './types';

/** A cancellation as it is kept: when, why, and what was kept and given back of the charge. */
export type StoredCancellation = {
  cancelledAt: IsoDateTime;
  reason: CancellationReason;
  reasonText: string | null;
  feeCents: number;
  refundCents: number;
};

const NOT_CANCELLED: ShipmentCancellation = {
  cancelled_at: null,
  cancellation_reason: null,
  cancellation_reason_text: null,
  cancellation_fee: null,
  refunded_amount: null,
};

/** The wire's cancellation fields, all null for a shipment that was not cancelled. */
export const toShipmentCancellation = (
  cancellation: StoredCancellation | null,
): ShipmentCancellation =>
  cancellation
    ? {
        cancelled_at: cancellation.cancelledAt,
        cancellation_reason: cancellation.reason,
        cancellation_reason_text: cancellation.reasonText,
        cancellation_fee: centsToMoney(cancellation.feeCents),
        refunded_amount: centsToMoney(cancellation.refundCents),
      }
    : NOT_CANCELLED;

/** What a shipment's answer follows from, however it is stored. */
export type ShipmentFacts = ShipmentPrice &
  Pick<
    Shipment,
    | 'id'
    | 'equipment'
    | 'miles'
    | 'min_transit_time'
    | 'reference_number'
    | 'weight'
    | 'commodity'
    | 'packaging'
    | 'packaging_type'
    | 'created_at'
    | 'booked_by'
    | 'temperature_f'
    | 'temperature_mode'
  > & {
    paid: boolean;
    /** How far the truck has gone (milestones.ts). */
    progress: Progress;
    pickup: Stop;
    dropoff: Stop;
    cancellation: StoredCancellation | null;
    /** How the arrival estimate stands now (eta.ts), and when it puts the truck there. */
    etaState: EtaState | null;
    etaAt: IsoDateTime | null;
    /** The live assignment's carrier, by name. */
    carrierName: string | null;
    /** When the truck was at the pickup, by the report that stands (milestones.ts). */
    pickedUpAt: IsoDateTime | null;
  };

/** The wire shape: status, fee and total are derived on every read, money as decimal strings. */
export const toShipment = (facts: ShipmentFacts): Shipment => ({
  id: facts.id,
  status: deriveShipmentStatus({
    paid: facts.paid,
    cancelled: facts.cancellation !== null,
    progress: facts.progress,
  }),
  equipment: facts.equipment,
  base_price: centsToMoney(facts.basePriceCents),
  driver_assist: facts.driverAssist,
  driver_assist_fee: centsToMoney(driverAssistFeeCents(facts)),
  total_price: centsToMoney(shipmentTotalCents(facts)),
  miles: facts.miles,
  min_transit_time: facts.min_transit_time,
  reference_number: facts.reference_number,
  weight: facts.weight,
  commodity: facts.commodity,
  packaging: facts.packaging,
  packaging_type: facts.packaging_type,
  temperature_f: facts.temperature_f,
  temperature_mode: facts.temperature_mode,
  pickup: facts.pickup,
  dropoff: facts.dropoff,
  created_at: facts.created_at,
  booked_by: facts.booked_by,
  eta_state: facts.etaState,
  eta_at: facts.etaAt,
  carrier_name: facts.carrierName,
  picked_up_on:
    facts.pickedUpAt &&
    localDate(
      timeZoneOfRegion(facts.pickup.city.country_code, facts.pickup.city.region_code),
      new Date(facts.pickedUpAt),
    ),
  ...toShipmentCancellation(facts.cancellation),
});

/** What an invoice's answer follows from: its own record, its shipment's price and pickup date. */
export type InvoiceFacts = {
  id: number;
  shipmentId: number;
  createdAt: IsoDateTime;
  paidAt: IsoDateTime | null;
  paidAmountCents: number | null;
  price: ShipmentPrice;
  pickupDate: IsoDate;
  /** Whether its shipment was cancelled, and what that gives back of the payment. */
  cancelled: boolean;
  refundCents: number | null;
  /** When the card provider made the refund. */
  refundedAt: IsoDateTime | null;
};

/** Until paid, the amount follows the shipment's total; once paid, it is what was charged. */
export const toInvoice = (facts: InvoiceFacts, today: IsoDate): Invoice => ({
  id: facts.id,
  invoice_number: invoiceNumber(facts.id),
  shipment_id: facts.shipmentId,
  created_at: facts.createdAt,
  total_amount: centsToMoney(invoiceAmountCents(facts.paidAmountCents, facts.price)),
  status: invoiceStatus(facts, today),
  paid_at: facts.paidAt,
  refunded_amount:
    facts.refundCents !== null && facts.refundCents > 0 ? centsToMoney(facts.refundCents) : null,
  refunded_at: facts.refundedAt,
});
