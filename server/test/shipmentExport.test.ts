import { milestoneRank, NOT_DISPATCHED } from '@domain/milestones';
import { deriveShipmentStatus } from '@domain/shipmentStatus';
import { sql } from 'drizzle-orm';
import { addDays } from '@domain/dates';
import { shipmentSearchText } from '@domain/shipmentSearch';
import type { Shipment, ShipmentStatus } from '@domain/types';
import { shipments, stops } from '../db/schema';
import { cityNamed } from '../services/places';
import type { CityPoint } from '../services/places';
import { EXPORT_BATCH_ROWS } from '../services/shipments/exportShipments';
import { finalize, payByCard, shipmentPage } from './listFixtures';
import type { Caller } from './shipmentFixtures';
import { book, callApi, newShipper, patchShipment } from './shipmentFixtures';
import { fixture } from './fixture';
import { testServerFixture } from './testServerFixture';

const NOW = new Date('2026-06-15T15:00:00.000Z');
const TODAY = '2026-06-15';
const MINUTE_MS = 60_000;

const server = testServerFixture({ now: NOW });
const city = fixture(async () => {
  const [chicago, dallas, houston, montreal, toronto] = await Promise.all([
    cityNamed(server.db, 'Chicago', 'IL'),
    cityNamed(server.db, 'Dallas', 'TX'),
    cityNamed(server.db, 'Houston', 'TX'),
    cityNamed(server.db, 'Montréal', 'QC'),
    cityNamed(server.db, 'Toronto', 'ON'),
  ]);
  return { chicago, dallas, houston, montreal, toronto };
});

const lane = (from: CityPoint, to: CityPoint, pickupDate: string, equipment = 'dryVan') => ({
  pickupCity: from.id,
  dropoffCity: to.id,
  pickupDate,
  equipment,
});

const HEADER =
  'Shipment ID,Status,Reference,Pickup city,Pickup state,Pickup date,Dropoff city,' +
  'Dropoff state,Dropoff date,Equipment,Total,Created,Booked by';
const STATUS_LABELS: Record<ShipmentStatus, string> = {
  unfinished: 'Unfinished',
  upcoming: 'Upcoming',
  inprogress: 'In Progress',
  past: 'Past',
  cancelled: 'Cancelled',
};
const EQUIPMENT_LABELS: Record<string, string> = { dryVan: 'Dry Van', reefer: 'Reefer' };

const exportCsv = (who: Caller | null, query = '') =>
  callApi(server, who, 'GET', `/shipper/shipments/export/${query}`);

/** The file's records, its cells unquoted, as a spreadsheet reads them. */
const parseCsv = (text: string): string[][] => {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (quoted && char === '"' && text[at + 1] === '"') {
      cell += '"';
      at += 1;
    } else if (char === '"') quoted = !quoted;
    else if (!quoted && char === ',') {
      record.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && text[at + 1] === '\n') {
      records.push([...record, cell]);
      record = [];
      cell = '';
      at += 1;
    } else cell += char;
  }
  if (cell !== '' || record.length) throw new Error('The file does not end with a line break.');
  return records;
};

/** The records after the header; the file must begin with the byte order mark and the header. */
const rowsOf = (body: string): string[][] => {
  expect(body.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
  return parseCsv(body.slice(1)).slice(1);
};

const exportedIds = async (who: Caller, query = '') => {
  const response = await exportCsv(who, query);
  expect(response.statusCode).toBe(200);
  return rowsOf(response.body).map(([id]) => Number(id));
};

describe('GET /api/shipper/shipments/export/', () => {
  let riley: Caller;
  let stranger: Caller;
  let formula: Shipment;
  let quoted: Shipment;
  let upcoming: Shipment;
  let theirs: Shipment;
  beforeAll(async () => {
    server.clock.set(NOW);
    riley = await newShipper(server);
    // Paid, then its reference corrected, as may be done until pickup.
    upcoming = await book(server, riley, lane(city.houston, city.dallas, '2026-06-16'));
    await payByCard(server, riley, upcoming.id);
    upcoming = await finalize(server, riley, upcoming.id, { reference_number: '+1 555 0100' });
    server.clock.advance(MINUTE_MS);
    formula = await book(server, riley, lane(city.chicago, city.dallas, '2026-06-20'));
    formula = await finalize(server, riley, formula.id, {
      reference_number: '=HYPERLINK("http://x.test","Open")',
    });
    server.clock.advance(MINUTE_MS);
    quoted = await book(server, riley, lane(city.montreal, city.toronto, '2026-06-18', 'reefer'));
    await patchShipment(server, riley, quoted.id, 'appointment', { driver_assist: true });
    quoted = await finalize(server, riley, quoted.id, { reference_number: 'PO "7", rush' });
    stranger = await newShipper(server);
    theirs = await book(server, stranger, lane(city.chicago, city.dallas, '2026-06-20'));
  });

  it('answers a CSV download: a header, then each shipment of the list in its order', async () => {
    const response = await exportCsv(riley);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="shipments-2026-06-15.csv"',
    );
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const listed = (await shipmentPage(server, riley)).results;
    expect(rowsOf(response.body)).toEqual(
      listed.map((shipment) => [
        String(shipment.id),
        STATUS_LABELS[shipment.status],
        expect.any(String),
        shipment.pickup.city.name,
        shipment.pickup.city.region_code,
        shipment.pickup.date,
        shipment.dropoff.city.name,
        shipment.dropoff.city.region_code,
        shipment.dropoff.date,
        EQUIPMENT_LABELS[shipment.equipment],
        shipment.total_price,
        shipment.created_at,
        'Riley Stone',
      ]),
    );
  });

  it('writes each line as a spreadsheet reads it: quoted where needed, amounts plain', async () => {
    const lines = (await exportCsv(riley)).body.split('\r\n');
    expect(lines).toContain(
      `${quoted.id},Unfinished,"PO ""7"", rush",Montréal,QC,2026-06-18,Toronto,ON,` +
        `${quoted.dropoff.date},Reefer,${quoted.total_price},2026-06-15T15:02:00.000Z,Riley Stone`,
    );
    // Driver assist is in the total, written without a currency sign or thousands separator.
    expect(Number(quoted.total_price)).toBe(Number(quoted.base_price) + 150);
    expect(Number(quoted.total_price)).toBeGreaterThan(1000);
    const totals = rowsOf((await exportCsv(riley)).body).map((row) => row[10]);
    for (const total of totals) expect(total).toMatch(/^\d+\.\d{2}$/);
  });

  it('keeps typed text that looks like a formula from running as one', async () => {
    const references = Object.fromEntries(
      rowsOf((await exportCsv(riley)).body).map((row) => [Number(row[0]), row[2]]),
    );
    expect(references).toEqual({
      [formula.id]: `'=HYPERLINK("http://x.test","Open")`,
      [upcoming.id]: `'+1 555 0100`,
      [quoted.id]: 'PO "7", rush',
    });
    expect((await exportCsv(riley)).body).toContain(
      `,"'=HYPERLINK(""http://x.test"",""Open"")",Chicago,IL,`,
    );
  });

  it('exports what the list shows on all its pages: same tab, search, filters and order', async () => {
    for (const query of [
      '?ordering=total_price',
      '?ordering=-status',
      '?ordering=status&status=unfinished',
      '?status=upcoming',
      '?search=dallas&ordering=pickup_date',
      '?equipment=reefer',
      '?pickup_from=2026-06-15&pickup_to=2026-06-20&ordering=-dropoff_date',
      '?search=nowhere',
    ]) {
      const listed = (await shipmentPage(server, riley, `${query}&page_size=100`)).results;
      expect([query, await exportedIds(riley, query)]).toEqual([
        query,
        listed.map((shipment) => shipment.id),
      ]);
    }
  });

  it("never exports someone else's shipments", async () => {
    expect(await exportedIds(stranger)).toEqual([theirs.id]);
    for (const query of ['', '?search=chicago', '?ordering=status'])
      expect(await exportedIds(riley, query)).not.toContain(theirs.id);
  });

  it('has no pages: page and page_size are ignored, as any unknown parameter', async () => {
    const all = await exportedIds(riley);
    expect(all).toHaveLength(3);
    expect(await exportedIds(riley, '?page=2&page_size=1')).toEqual(all);
    expect(await exportedIds(riley, '?page=0&page_size=500&sort=id')).toEqual(all);
  });

  it('is the header alone for a shipper without shipments', async () => {
    const response = await exportCsv(await newShipper(server));
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(`\uFEFF${HEADER}\r\n`);
  });

  it('refuses bad values with field errors, as the list does', async () => {
    for (const query of [
      '?ordering=price&equipment=flatbed',
      '?pickup_from=2026-02-30&pickup_to=soon',
      '?pickup_from=2026-06-20&pickup_to=2026-06-19',
      '?status=open&search=' + 'x'.repeat(101),
      '?ordering=id&ordering=-id',
    ]) {
      const response = await exportCsv(riley, query);
      const list = await callApi(server, riley, 'GET', `/shipper/shipments/${query}`);
      expect([query, response.statusCode, response.headers['content-type']]).toEqual([
        query,
        400,
        'application/json; charset=utf-8',
      ]);
      expect(response.json()).toEqual(list.json());
    }
    expect((await exportCsv(riley, '?ordering=price')).json()).toEqual({
      errors: { ordering: [expect.stringMatching(/^Select a valid choice: id, -id, /)] },
    });
  });

  it('asks for a session and a verified shipper', async () => {
    expect((await exportCsv(null)).statusCode).toBe(401);
    expect((await exportCsv(await newShipper(server, { verified: false }))).statusCode).toBe(403);
  });

  it('answers an error in JSON, not a file, when the shipments cannot be read', async () => {
    await server.db.execute(sql`alter table stops rename to stops_away`);
    try {
      const response = await exportCsv(riley);
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json()).toEqual({ message: expect.any(String) });
      expect(response.headers['content-disposition']).toBeUndefined();
    } finally {
      await server.db.execute(sql`alter table stops_away rename to stops`);
    }
    expect((await exportCsv(riley)).statusCode).toBe(200);
  });
});

describe('GET /api/shipper/shipments/export/ of many shipments', () => {
  type Stored = {
    id: number;
    createdMicros: number;
    totalCents: number;
    pickupDate: string;
    dropoffDate: string;
    status: ShipmentStatus;
  };
  const STATUS_ORDER: ShipmentStatus[] = ['unfinished', 'upcoming', 'inprogress', 'past'];
  const COUNT = Math.round(EXPORT_BATCH_ROWS * 2.5);

  let riley: Caller;
  let stored: Stored[];
  /**
   * Written straight into the database, many at a time, with many equal keys: ten prices, forty
   * pickup days, and seven creation instants a microsecond apart, finer than a JavaScript date.
   */
  beforeAll(async () => {
    server.clock.set(NOW);
    riley = await newShipper(server);
    const searchText = shipmentSearchText(city.chicago, city.dallas, null);
    stored = [];
    for (let first = 0; first < COUNT; first += 500) {
      const made = Array.from({ length: Math.min(500, COUNT - first) }, (_, index) => {
        const n = first + index;
        const pickupDate = addDays(TODAY, (n % 40) - 20);
        const paid = n % 2 === 1;
        // Each truck where its dates would have it: rolling between its stops' days, then delivered.
        const dropoffDate = addDays(pickupDate, 2);
        const progress =
          pickupDate > TODAY
            ? NOT_DISPATCHED
            : milestoneRank(dropoffDate >= TODAY ? 'departed_pickup' : 'delivered');
        return {
          n,
          paid,
          progress,
          pickupDate,
          dropoffDate,
          basePriceCents: 150_000 + (n % 10) * 1_000,
          driverAssist: n % 3 === 0,
          createdMicros: n % 7,
        };
      });
      const rows = await server.db
        .insert(shipments)
        .values(
          made.map((shipment) => ({
            companyId: riley.companyId,
            userId: riley.userId,
            equipment: 'dryVan' as const,
            miles: 900,
            minTransitTime: 2,
            basePriceCents: shipment.basePriceCents,
            priceHeldUntil: new Date('2026-06-02T00:00:00Z'),
            driverAssist: shipment.driverAssist,
            paidAt: shipment.paid ? new Date('2026-05-01T00:00:00Z') : null,
            progress: shipment.progress,
            pickupDate: shipment.pickupDate,
            dropoffDate: shipment.dropoffDate,
            searchText,
            createdAt: sql`timestamptz '2026-06-01T00:00:00Z' + ${shipment.createdMicros} * interval '1 microsecond'`,
          })),
        )
        .returning({ id: shipments.id });
      await server.db.insert(stops).values(
        rows.flatMap(({ id }, index) => {
          const shipment = made[index];
          if (!shipment) throw new Error('A row was stored for no shipment.');
          return [
            {
              shipmentId: id,
              kind: 'pickup' as const,
              cityId: city.chicago.id,
              date: shipment.pickupDate,
            },
            {
              shipmentId: id,
              kind: 'dropoff' as const,
              cityId: city.dallas.id,
              date: shipment.dropoffDate,
            },
          ];
        }),
      );
      rows.forEach(({ id }, index) => {
        const shipment = made[index];
        if (!shipment) return;
        const status = deriveShipmentStatus({
          paid: shipment.paid,
          cancelled: false,
          progress: shipment.progress,
        });
        stored.push({
          id,
          createdMicros: shipment.createdMicros,
          totalCents: shipment.basePriceCents + (shipment.driverAssist ? 15_000 : 0),
          pickupDate: shipment.pickupDate,
          dropoffDate: shipment.dropoffDate,
          status,
        });
      });
    }
  });

  const KEYS: Record<string, (shipment: Stored) => number | string> = {
    id: (shipment) => shipment.id,
    created_at: (shipment) => shipment.createdMicros,
    pickup_date: (shipment) => shipment.pickupDate,
    dropoff_date: (shipment) => shipment.dropoffDate,
    total_price: (shipment) => shipment.totalCents,
    status: (shipment) => STATUS_ORDER.indexOf(shipment.status),
  };
  const expected = (ordering: string, only: (shipment: Stored) => boolean = () => true) => {
    const descending = ordering.startsWith('-');
    const key = KEYS[ordering.replace(/^-/, '')];
    if (!key) throw new Error(`No key for ${ordering}.`);
    const compare = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);
    return stored
      .filter(only)
      .sort((a, b) => (descending ? -1 : 1) * (compare(key(a), key(b)) || compare(a.id, b.id)))
      .map((shipment) => shipment.id);
  };

  it.each(['-created_at', 'created_at', 'total_price', '-pickup_date', 'status', '-status'])(
    'writes every one once, across batches, in the order %s',
    async (ordering) => {
      const ids = await exportedIds(riley, `?ordering=${ordering}`);
      expect(ids).toHaveLength(COUNT);
      expect(ids).toEqual(expected(ordering));
    },
  );

  it('within a tab and a pickup range too', async () => {
    const inRange = (shipment: Stored) =>
      shipment.pickupDate >= addDays(TODAY, -10) && shipment.pickupDate <= TODAY;
    expect(
      await exportedIds(
        riley,
        `?status=past&pickup_from=${addDays(TODAY, -10)}&pickup_to=${TODAY}&ordering=-total_price`,
      ),
    ).toEqual(
      expected('-total_price', (shipment) => shipment.status === 'past' && inRange(shipment)),
    );
  });
});
