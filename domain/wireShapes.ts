import { deriveShipmentStatus } from './shipmentStatus';
import { invoiceNumber, invoiceStatus } from './invoiceStatus';
import { centsToMoney } from './money';
import { driverAssistFeeCents, invoiceAmountCents, shipmentTotalCents } from './shipmentMoney';
import type { ShipmentPrice } from './shipmentMoney';
import type { Invoice, IsoDate, IsoDateTime, Shipment, Stop } from './types';

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
  > & { paid: boolean; pickup: Stop; dropoff: Stop };

/** The wire shape: status, fee and total are derived on every read, money as decimal strings. */
export const toShipment = (facts: ShipmentFacts, today: IsoDate): Shipment => ({
  id: facts.id,
  status: deriveShipmentStatus(facts.paid, facts.pickup.date, facts.dropoff.date, today),
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
  pickup: facts.pickup,
  dropoff: facts.dropoff,
  created_at: facts.created_at,
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
};

/** Until paid, the amount follows the shipment's total; once paid, it is what was charged. */
export const toInvoice = (facts: InvoiceFacts, today: IsoDate): Invoice => ({
  id: facts.id,
  invoice_number: invoiceNumber(facts.id),
  shipment_id: facts.shipmentId,
  created_at: facts.createdAt,
  total_amount: centsToMoney(invoiceAmountCents(facts.paidAmountCents, facts.price)),
  status: invoiceStatus(facts.paidAt !== null, facts.pickupDate, today),
  paid_at: facts.paidAt,
});
