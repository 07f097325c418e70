import { centsToMoney } from '@domain/money';
import type { Shipment } from '@domain/types';
import { driverAssistFeeCents, totalCents } from '../shipmentMoney';
import type { ShipmentRecord } from './shipmentRecords';
import { shipmentStatus } from './shipmentStatus';

/** The wire shape: status, fee and total are derived on every read, money as decimal strings. */
export const toShipment = (record: ShipmentRecord, now: Date): Shipment => {
  const { shipment } = record;
  return {
    id: shipment.id,
    status: shipmentStatus(record, now),
    equipment: shipment.equipment,
    base_price: centsToMoney(shipment.basePriceCents),
    driver_assist: shipment.driverAssist,
    driver_assist_fee: centsToMoney(driverAssistFeeCents(shipment)),
    total_price: centsToMoney(totalCents(shipment)),
    miles: shipment.miles,
    min_transit_time: shipment.minTransitTime,
    reference_number: shipment.referenceNumber,
    weight: shipment.weight,
    commodity: shipment.commodity,
    packaging: shipment.packaging,
    packaging_type: shipment.packagingType,
    pickup: record.pickup,
    dropoff: record.dropoff,
    created_at: shipment.createdAt.toISOString(),
  };
};
