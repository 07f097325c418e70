import { and, eq, inArray } from 'drizzle-orm';
import type { BookAgain } from '@domain/bookAgain';
import { facilityKey } from '@domain/facilityBook';
import type { Stop } from '@domain/types';
import type { Db } from '../../db/database';
import { facilities } from '../../db/schema';
import { findOwnShipmentRecord } from './shipmentRecords';

/** A stop's facility as the book keys it, or none when the stop has no facility yet. */
const keyOf = ({ facility_name, facility_address, zip_code }: Stop): string | null =>
  facility_name && facility_address && zip_code
    ? facilityKey({ facility_name, facility_address, zip_code })
    : null;

/**
 * What booking the company's shipment again starts with, whatever its status: its lane, its
 * load, and its facilities as they stand in the company's book.
 */
export const bookAgain = async (
  db: Db,
  companyId: number,
  shipmentId: number | string,
): Promise<BookAgain> => {
  const { shipment, pickup, dropoff } = await findOwnShipmentRecord(db, companyId, shipmentId);
  const keys = [keyOf(pickup), keyOf(dropoff)].filter((key): key is string => key !== null);
  const entries = keys.length
    ? await db
        .select({ id: facilities.id, bookKey: facilities.bookKey })
        .from(facilities)
        .where(and(eq(facilities.companyId, companyId), inArray(facilities.bookKey, keys)))
    : [];
  const entryOf = (stop: Stop) =>
    entries.find((entry) => entry.bookKey === keyOf(stop))?.id ?? null;
  return {
    equipment: shipment.equipment,
    pickup_location: pickup.city.id,
    dropoff_location: dropoff.city.id,
    pickup_facility_id: entryOf(pickup),
    dropoff_facility_id: entryOf(dropoff),
    driver_assist: shipment.driverAssist,
    commodity: shipment.commodity,
    packaging: shipment.packaging,
    packaging_type: shipment.packagingType,
    weight: shipment.weight,
  };
};
