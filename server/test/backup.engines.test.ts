import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { backupDatabase, restoreDatabase } from '../db/backup/backup';
import { openDatabase } from '../db/database';
import type { Db } from '../db/database';
import { postgresTemplate } from '../db/postgresTemplate';
import { scratchDatabase } from '../db/scratchDatabase';
import { bookShipment, call, pay, shipper } from './paymentFixtures';
import type { Shipper } from './paymentFixtures';
import { startTestServer } from './testServer';
import type { TestServer } from './testServer';

// Each test starts servers on two stores and copies a whole database between them.
jest.setTimeout(120_000);

/** The PostgreSQL server the tests run on; without one, the embedded database in a data folder. */
const serverUrl = process.env.DATABASE_URL ?? null;

type Store = { databaseUrl: string | null; dataDir: string };

const folders: string[] = [];
const drops: (() => Promise<void>)[] = [];
const folder = () => {
  const made = mkdtempSync(path.join(tmpdir(), 'loadline-backup-'));
  folders.push(made);
  return made;
};
afterAll(async () => {
  for (const drop of drops) await drop();
  for (const made of folders) rmSync(made, { recursive: true, force: true });
});

/** A store of the engine under test: with the places loaded, or empty. */
const newStore = async (prepared: boolean): Promise<Store> => {
  if (!serverUrl) return { databaseUrl: null, dataDir: folder() };
  const scratch = await scratchDatabase(
    serverUrl,
    'test',
    prepared ? await postgresTemplate(serverUrl) : undefined,
  );
  drops.push(scratch.drop);
  return { databaseUrl: scratch.url, dataDir: folder() };
};

const serverOn = (store: Store) =>
  startTestServer(
    {},
    {
      database: async () => ({
        ...(await openDatabase({ databaseUrl: store.databaseUrl, dataDir: store.dataDir })),
        url: store.databaseUrl,
      }),
    },
  );

/** A raw statement's rows: both drivers answer with them, though the generic Db type does not say. */
const rowsOf = async <Row>(db: Db, statement: SQL) =>
  ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;

/** How many rows each of the application's tables holds. */
const rowCounts = async (db: Db) => {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [counted] = await rowsOf<{ rows: number }>(
      db,
      sql`select count(*)::int as rows from ${sql.identifier(name)}`,
    );
    counts[name] = counted?.rows ?? 0;
  }
  return counts;
};

/** What a shipper reads of their account, shipments and invoices. */
const accountOf = async (server: TestServer, who: Shipper) => {
  const read = async (url: string) => {
    const response = await call(server, who, 'GET', url);
    expect([url, response.statusCode]).toEqual([url, 200]);
    return response.json<unknown>();
  };
  return {
    user: await read('/auth/user/'),
    company: await read('/company/'),
    shipments: await read('/shipper/shipments/'),
    invoices: await read('/invoices/'),
  };
};

describe(`a backup of ${serverUrl ? 'PostgreSQL' : 'the embedded database'}`, () => {
  it('restores into an empty store with every account, shipment, invoice and payment', async () => {
    const source = await newStore(true);
    const before = await serverOn(source);
    const { paying, booking, accounts, counts } = await (async () => {
      try {
        const payer = await shipper(before);
        const booker = await shipper(before);
        const paid = await bookShipment(before, payer);
        await call(before, payer, 'POST', '/payment-methods/', {
          payment_method_id: 'pm_card_visa',
        });
        expect((await pay(before, payer, paid.id)).statusCode).toBe(200);
        await bookShipment(before, booker, { finalize: false });
        return {
          paying: payer,
          booking: booker,
          accounts: [await accountOf(before, payer), await accountOf(before, booker)],
          counts: await rowCounts(before.db),
        };
      } finally {
        await before.close();
      }
    })();
    expect(counts).toEqual(
      expect.objectContaining({ users: 2, shipments: 2, invoices: 1, payments: 1 }),
    );

    const file = path.join(folder(), 'loadline.backup');
    await backupDatabase(source, file);
    const target = await newStore(false);
    await restoreDatabase(target, file);

    const after = await serverOn(target);
    try {
      expect([await accountOf(after, paying), await accountOf(after, booking)]).toEqual(accounts);
      expect(await rowCounts(after.db)).toEqual(counts);
    } finally {
      await after.close();
    }

    // Restored once, the store is no longer empty; nor does a second backup overwrite the first.
    await expect(restoreDatabase(target, file)).rejects.toThrow(
      /restored only into an empty (store|database), so that nothing is overwritten/,
    );
    await expect(backupDatabase(target, file)).rejects.toThrow(
      `${file} exists already: give the backup a new file name.`,
    );
  });

  it('refuses a file that is no backup, and a backup of the other database', async () => {
    const notBackup = path.join(folder(), 'notes.txt');
    writeFileSync(notBackup, 'Pickup at 9, dock 4.');
    const empty = await newStore(false);
    await expect(restoreDatabase(empty, notBackup)).rejects.toThrow(
      `${notBackup} is not a Loadline backup`,
    );
    await expect(restoreDatabase(empty, path.join(folder(), 'missing'))).rejects.toThrow(
      /There is no backup file at/,
    );

    const source = await newStore(true);
    const server = await serverOn(source);
    await server.close();
    const file = path.join(folder(), 'loadline.backup');
    await backupDatabase(source, file);
    const other: Store = serverUrl
      ? { databaseUrl: null, dataDir: folder() }
      : { databaseUrl: 'postgres://loadline@db.invalid/loadline', dataDir: folder() };
    await expect(restoreDatabase(other, file)).rejects.toThrow(
      serverUrl
        ? /is a backup of PostgreSQL \(DATABASE_URL\); it is restored with that set/
        : /is a backup of the embedded database \(DATA_DIR, with DATABASE_URL unset\)/,
    );
  });
});
