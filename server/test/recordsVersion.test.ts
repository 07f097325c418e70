import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { companies } from '../db/schema';
import { openTestDatabase } from './testDatabase';

/**
 * Tables that belong to a company or a member but that no cached list, count or total reads. The
 * e-mails owed (mail_outbox) are read by the servers that send them, never by what a shipper
 * sees; the members' names in a list follow their ids, and never change. The history (activity)
 * and the invitations are read afresh on every request, so no cache needs to know they changed.
 * So are a load's assignments, events, their withdrawals and proof of delivery: what the lists
 * show of them is the shipment's progress, a column of the shipment's own row.
 */
const NOT_LISTED = [
  'activity',
  'assignments',
  'facilities',
  'invitations',
  'mail_outbox',
  'milestone_withdrawals',
  'notification_preferences',
  'payment_methods',
  'payments',
  'proofs_of_delivery',
  'refunds',
  'shipment_events',
  'tokens',
  'tracking_links',
  'users',
];

const WRITES = ['INSERT', 'UPDATE', 'DELETE'];

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`
    insert into cities (id, name, region_code, country_code, latitude, longitude, population, search_name)
    values (990001, 'Testville', 'TX', 'US', 32.8, -96.8, 1000, 'testville')
    on conflict (id) do nothing`);
  await database.db.execute(sql`
    insert into companies (id, name, primary_ships_country)
    values (990001, 'One Co', 'US'), (990002, 'Two Co', 'US')`);
  await database.db.execute(sql`
    insert into users (id, company_id, role, email, password_hash, first_name, last_name,
      phone_number)
    values (990001, 990001, 'admin', 'one@example.com', 'x', 'One', 'Shipper', '+13125550100'),
           (990002, 990002, 'admin', 'two@example.com', 'x', 'Two', 'Shipper', '+13125550101')`);
});

afterAll(() => database.close());

/** Both drivers answer a raw statement with its rows; the generic Db type does not say so. */
const rowsOf = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

const versionOf = async (companyId: number): Promise<number> => {
  const [row] = await database.db
    .select({ version: companies.recordsVersion })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) throw new Error(`No company ${companyId}`);
  return row.version;
};

/** How much a write raised each company's version. */
const raisedBy = async (write: string) => {
  const [one, two] = [await versionOf(990001), await versionOf(990002)];
  await database.db.execute(sql.raw(write));
  return { one: (await versionOf(990001)) - one, two: (await versionOf(990002)) - two };
};

describe("A company's records version", () => {
  it('is kept by a trigger on every write to every table of company records a list reads', async () => {
    const owned = await rowsOf<{ table_name: string }>(sql`
      select distinct table_name from information_schema.columns
      where table_schema = current_schema() and column_name in ('user_id', 'company_id', 'shipment_id')`);
    const triggered = await rowsOf<{ table_name: string; event: string }>(sql`
      select event_object_table as table_name, event_manipulation as event
      from information_schema.triggers
      where trigger_schema = current_schema() and action_statement like '%bump_records_version%'`);
    const untriggered = owned
      .map((row) => row.table_name)
      .filter((table) =>
        WRITES.some(
          (write) => !triggered.some((row) => row.table_name === table && row.event === write),
        ),
      )
      .sort();
    expect(untriggered).toEqual(NOT_LISTED);
  });

  it("goes up with any write to a shipment, its stops or its invoice, and only the owner's", async () => {
    expect(
      await raisedBy(`insert into shipments (id, company_id, user_id, equipment, miles, min_transit_time,
        base_price_cents, pickup_date, dropoff_date, price_held_until)
        values (990001, 990001, 990001, 'dryVan', 100, 1, 10000, '2026-06-15', '2026-06-16', '2026-06-02T00:00:00Z')`),
    ).toEqual({ one: 1, two: 0 });
    expect(
      await raisedBy(`insert into stops (shipment_id, kind, city_id, date)
        values (990001, 'pickup', 990001, '2026-06-15'), (990001, 'dropoff', 990001, '2026-06-16')`),
    ).toEqual({ one: 1, two: 0 });
    expect(
      await raisedBy(`update stops set facility_name = 'Dock 4' where shipment_id = 990001`),
    ).toEqual({ one: 1, two: 0 });
    expect(
      await raisedBy(
        `insert into invoices (id, shipment_id, company_id, user_id)
          values (990001, 990001, 990001, 990001)`,
      ),
    ).toEqual({ one: 1, two: 0 });
    expect(
      await raisedBy(`update invoices set paid_at = now(), paid_amount_cents = 10000
        where id = 990001`),
    ).toEqual({ one: 1, two: 0 });
    expect(await raisedBy(`update shipments set driver_assist = true where id = 990001`)).toEqual({
      one: 1,
      two: 0,
    });
    expect(await raisedBy(`delete from invoices where id = 990001`)).toEqual({ one: 1, two: 0 });
    expect(await raisedBy(`delete from stops where shipment_id = 990001`)).toEqual({
      one: 1,
      two: 0,
    });
    expect(await raisedBy(`delete from shipments where id = 990001`)).toEqual({ one: 1, two: 0 });
  });

  it('stays as it is when a write changes no row', async () => {
    expect(await raisedBy(`update shipments set driver_assist = true where id = -1`)).toEqual({
      one: 0,
      two: 0,
    });
  });
});
