import { rmSync } from 'node:fs';
import { asc, sql } from 'drizzle-orm';
import { companies, invoices, paymentMethods, payments, shipments, users } from '../db/schema';
import { findAccount } from '../services/accounts/account';
import { earlierMigrations, MIGRATIONS } from './earlierMigrations';
import { openEmptyDatabase } from './testDatabase';

/** The migrations before companies: up to the cancellations. */
const BEFORE_COMPANIES = 9;

describe('The migration to companies', () => {
  it('makes each account the admin of a company of its own, losing nothing', async () => {
    const database = await openEmptyDatabase();
    const before = earlierMigrations(BEFORE_COMPANIES);
    try {
      await database.migrate(before);
      const { db } = database;
      await db.execute(sql`
        insert into cities (id, name, region_code, country_code, latitude, longitude, population, search_name)
        values (1, 'Chicago', 'IL', 'US', 41.9, -87.6, 2700000, 'chicago'),
               (2, 'Dallas', 'TX', 'US', 32.8, -96.8, 1300000, 'dallas')`);
      await db.execute(sql`
        insert into regions (id, name, code, country_code, search_name)
        values (1, 'Illinois', 'IL', 'US', 'illinois')`);
      await db.execute(sql`
        insert into users (id, email, password_hash, first_name, last_name, phone_number,
          primary_ships_country, company_name, is_email_verified, company_location_id, modes,
          average_ftl, trailer_types, records_version)
        values (7, 'dana@example.com', 'hash-7', 'Dana', 'Reyes', '+13125550100', 'US',
                'Northwind Foods', true, 1, '{FTL}', '5-10', '{dryVan,reefer}', 12),
               (9, 'sam@example.com', 'hash-9', 'Sam', 'Hill', '+13125550101', 'CA',
                'Hill Freight', false, null, null, null, null, 0)`);
      await db.execute(sql`
        insert into shipments (id, user_id, equipment, miles, min_transit_time, base_price_cents,
          pickup_date, dropoff_date, paid_at)
        values (1, 7, 'dryVan', 900, 2, 200000, '2026-06-20', '2026-06-22', now()),
               (2, 7, 'reefer', 900, 2, 250000, '2026-06-21', '2026-06-23', null),
               (3, 9, 'dryVan', 900, 2, 210000, '2026-06-22', '2026-06-24', null)`);
      await db.execute(sql`
        insert into stops (shipment_id, kind, city_id, date)
        values (1, 'pickup', 1, '2026-06-20'), (1, 'dropoff', 2, '2026-06-22')`);
      await db.execute(sql`
        insert into invoices (id, shipment_id, user_id, paid_amount_cents, paid_at)
        values (1, 1, 7, 200000, now()), (2, 3, 9, null, null)`);
      await db.execute(sql`
        insert into payment_methods (id, user_id, payment_method_id, brand, last4)
        values (1, 7, 'pm_card_visa', 'visa', '4242')`);
      await db.execute(sql`
        insert into payments (id, shipment_id, user_id, provider, payment_method_id, amount_cents,
          status, idempotency_key)
        values (1, 1, 7, 'test', 'pm_card_visa', 200000, 'succeeded', 'key-1')`);

      await database.migrate(MIGRATIONS);

      expect(
        await db
          .select({
            id: companies.id,
            name: companies.name,
            country: companies.primaryShipsCountry,
            location: companies.companyLocationId,
            modes: companies.modes,
            averageFtl: companies.averageFtl,
            trailerTypes: companies.trailerTypes,
          })
          .from(companies)
          .orderBy(asc(companies.id)),
      ).toEqual([
        {
          id: 7,
          name: 'Northwind Foods',
          country: 'US',
          location: 1,
          modes: ['FTL'],
          averageFtl: '5-10',
          trailerTypes: ['dryVan', 'reefer'],
        },
        {
          id: 9,
          name: 'Hill Freight',
          country: 'CA',
          location: null,
          modes: null,
          averageFtl: null,
          trailerTypes: null,
        },
      ]);
      expect(
        await db
          .select({
            id: users.id,
            companyId: users.companyId,
            role: users.role,
            email: users.email,
            passwordHash: users.passwordHash,
            verified: users.isEmailVerified,
          })
          .from(users)
          .orderBy(asc(users.id)),
      ).toEqual([
        {
          id: 7,
          companyId: 7,
          role: 'admin',
          email: 'dana@example.com',
          passwordHash: 'hash-7',
          verified: true,
        },
        {
          id: 9,
          companyId: 9,
          role: 'admin',
          email: 'sam@example.com',
          passwordHash: 'hash-9',
          verified: false,
        },
      ]);
      const owners = async (
        table: typeof shipments | typeof invoices | typeof paymentMethods | typeof payments,
      ) =>
        db
          .select({ id: table.id, companyId: table.companyId, userId: table.userId })
          .from(table)
          .orderBy(asc(table.id));
      expect(await owners(shipments)).toEqual([
        { id: 1, companyId: 7, userId: 7 },
        { id: 2, companyId: 7, userId: 7 },
        { id: 3, companyId: 9, userId: 9 },
      ]);
      expect(await owners(invoices)).toEqual([
        { id: 1, companyId: 7, userId: 7 },
        { id: 2, companyId: 9, userId: 9 },
      ]);
      expect(await owners(paymentMethods)).toEqual([{ id: 1, companyId: 7, userId: 7 }]);
      expect(await owners(payments)).toEqual([{ id: 1, companyId: 7, userId: 7 }]);

      // The account reads as before, now through its company, whose records' version never goes
      // below the account's (a cache keyed by it would keep stale values), and counts on.
      const migrated = await findAccount(db, 7);
      expect(migrated).toMatchObject({
        companyName: 'Northwind Foods',
        role: 'admin',
        companyLocationId: 1,
      });
      const version = migrated?.recordsVersion ?? 0;
      expect(version).toBeGreaterThanOrEqual(12);
      await db.execute(sql`update shipments set driver_assist = true where id = 2`);
      expect(await findAccount(db, 7)).toMatchObject({ recordsVersion: version + 1 });

      // A company founded after the migration takes the next free id.
      const [next] = await db
        .insert(companies)
        .values({ name: 'New Co', primaryShipsCountry: 'US' })
        .returning({ id: companies.id });
      expect(next?.id).toBe(10);
    } finally {
      await database.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
