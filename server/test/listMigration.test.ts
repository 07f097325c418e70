import { rmSync } from 'node:fs';
import { asc, sql } from 'drizzle-orm';
import { shipmentSearchText } from '@domain/shipmentSearch';
import { backfillSearchText } from '../db/backfillSearchText';
import { companies, shipments } from '../db/schema';
import { earlierMigrations, MIGRATIONS } from './earlierMigrations';
import { openEmptyDatabase } from './testDatabase';

describe('The migration to paged lists', () => {
  it("fills the new columns of shipments stored before it, and the shipper's version", async () => {
    const database = await openEmptyDatabase();
    const before = earlierMigrations(1);
    try {
      await database.migrate(before);
      await database.db.execute(sql`
        insert into cities (id, name, region_code, country_code, latitude, longitude, population, search_name)
        values (1, 'Montréal', 'QC', 'CA', 45.5, -73.6, 1600000, 'montreal'),
               (2, 'Dallas', 'TX', 'US', 32.8, -96.8, 1300000, 'dallas')`);
      await database.db.execute(sql`
        insert into users (id, email, password_hash, first_name, last_name, phone_number,
          primary_ships_country, company_name)
        values (1, 'old@example.com', 'x', 'Old', 'Shipper', '+13125550100', 'US', 'Old Co')`);
      await database.db.execute(sql`
        insert into shipments (id, user_id, equipment, miles, min_transit_time, base_price_cents,
          reference_number)
        values (1, 1, 'dryVan', 1800, 4, 400000, 'ÉCLAIR-7 Ⅻ'), (2, 1, 'reefer', 1800, 4, 450000, null)`);
      await database.db.execute(sql`
        insert into stops (shipment_id, kind, city_id, date)
        values (1, 'pickup', 1, '2026-06-20'), (1, 'dropoff', 2, '2026-06-24'),
               (2, 'pickup', 2, '2026-07-01'), (2, 'dropoff', 1, '2026-07-05')`);

      await database.migrate(MIGRATIONS);
      expect(
        await database.db.select({ version: companies.recordsVersion }).from(companies),
      ).toEqual([{ version: 0 }]);
      await backfillSearchText(database.db);

      const montreal = { name: 'Montréal', region_code: 'QC' };
      const dallas = { name: 'Dallas', region_code: 'TX' };
      expect(
        await database.db
          .select({
            id: shipments.id,
            pickupDate: shipments.pickupDate,
            dropoffDate: shipments.dropoffDate,
            searchText: shipments.searchText,
          })
          .from(shipments)
          .orderBy(asc(shipments.id)),
      ).toEqual([
        {
          id: 1,
          pickupDate: '2026-06-20',
          dropoffDate: '2026-06-24',
          searchText: shipmentSearchText(montreal, dallas, 'ÉCLAIR-7 Ⅻ'),
        },
        {
          id: 2,
          pickupDate: '2026-07-01',
          dropoffDate: '2026-07-05',
          searchText: shipmentSearchText(dallas, montreal, null),
        },
      ]);
      expect(shipmentSearchText(montreal, dallas, 'ÉCLAIR-7 Ⅻ')).toBe(
        'montreal, qc dallas, tx eclair-7 ⅻ',
      );
      // The search texts change what a search finds: the cached lists must be read again.
      expect(
        await database.db.select({ version: companies.recordsVersion }).from(companies),
      ).toEqual([{ version: 1 }]);
    } finally {
      await database.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
