import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { shipmentSearchText } from '@domain/shipmentSearch';
import type { Db } from './database';
import { cities, shipments, stops } from './schema';

const BATCH = 1000;

const pickup = alias(stops, 'pickup');
const dropoff = alias(stops, 'dropoff');
const pickupCity = alias(cities, 'pickup_city');
const dropoffCity = alias(cities, 'dropoff_city');

/**
 * Fills the search text of shipments stored before it existed. In code, not in the migration:
 * SQL has no case and accent folding equal to the app's (Unicode lower case, diacritics), and the
 * search must find exactly what it finds. Several servers may run it at once: they write the same.
 */
export const backfillSearchText = async (db: Db): Promise<void> => {
  for (;;) {
    const rows = await db
      .select({
        id: shipments.id,
        referenceNumber: shipments.referenceNumber,
        pickup: { name: pickupCity.name, region_code: pickupCity.regionCode },
        dropoff: { name: dropoffCity.name, region_code: dropoffCity.regionCode },
      })
      .from(shipments)
      .innerJoin(pickup, and(eq(pickup.shipmentId, shipments.id), eq(pickup.kind, 'pickup')))
      .innerJoin(pickupCity, eq(pickupCity.id, pickup.cityId))
      .innerJoin(dropoff, and(eq(dropoff.shipmentId, shipments.id), eq(dropoff.kind, 'dropoff')))
      .innerJoin(dropoffCity, eq(dropoffCity.id, dropoff.cityId))
      .where(isNull(shipments.searchText))
      .limit(BATCH);
    if (!rows.length) return;
    const values = rows.map(
      (row) =>
        sql`(${row.id}::integer, ${shipmentSearchText(row.pickup, row.dropoff, row.referenceNumber)}::text)`,
    );
    await db.execute(sql`
      update ${shipments} set search_text = folded.text
      from (values ${sql.join(values, sql`, `)}) as folded(id, text)
      where ${shipments.id} = folded.id`);
  }
};
