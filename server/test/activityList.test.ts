import { eq } from 'drizzle-orm';
import type { CompanyActivity, CompanyActivityPage } from '@domain/activitySchemas';
import { addDays } from '@domain/dates';
import { refusalMessage } from '@domain/roles';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { Shipment } from '@domain/types';
import { activity, users } from '../db/schema';
import { EXPORT_BATCH_ROWS } from '../services/activity/exportActivity';
import { parseCsv } from './csv';
import {
  book,
  callApi,
  laneCities,
  newMember,
  newShipper,
  patchShipment,
} from './shipmentFixtures';
import type { Caller } from './shipmentFixtures';
import { fixture } from './fixture';
import { testServerFixture } from './testServerFixture';

const DAY_ONE = new Date('2026-06-10T09:00:00.000Z');
const DAY_TWO = new Date('2026-06-12T23:59:59.000Z');
const DAY_THREE = new Date('2026-06-14T00:00:00.000Z');
const HEADER = ['When', 'Member', 'Kind', 'Shipment', 'Summary', 'Changes'];

const server = testServerFixture({ now: DAY_ONE });
const cities = fixture(() => laneCities(server));

const list = (who: Caller, query = '') => callApi(server, who, 'GET', `/company/activity/${query}`);

const page = async (who: Caller, query = '') => {
  const response = await list(who, query);
  expect(response.statusCode).toBe(200);
  return response.json<CompanyActivityPage>();
};

const exported = async (who: Caller, query = '') => {
  const response = await callApi(server, who, 'GET', `/company/activity/export/${query}`);
  return { response, records: parseCsv(response.body.replace(/^\uFEFF/, '')) };
};

const kinds = (events: CompanyActivity[]) => events.map(({ kind }) => kind);

/**
 * A company whose admin Riley and booker did things on three days: the booker booked on the first
 * and turned driver assist on on the second, when Riley booked too and made the booker finance;
 * Riley cancelled on the third. Another company's work is beside it.
 */
const companyAtWork = async () => {
  server.clock.set(DAY_ONE);
  const admin = await newShipper(server);
  const booker = await newMember(server, admin, 'booker');
  const lane = (days: number) => ({
    pickupCity: cities.chicago.id,
    dropoffCity: cities.dallas.id,
    pickupDate: addDays('2026-06-15', days),
  });
  const first = await book(server, booker, lane(10));
  server.clock.set(DAY_TWO);
  const second: Shipment = await book(server, admin, lane(12));
  await patchShipment(server, booker, first.id, 'appointment', { driver_assist: true });
  const promoted = await callApi(server, admin, 'PATCH', `/company/members/${booker.userId}/`, {
    role: 'finance',
  });
  expect(promoted.statusCode).toBe(200);
  server.clock.set(DAY_THREE);
  const cancelled = await callApi(
    server,
    admin,
    'POST',
    `/shipper/shipments/${second.id}/cancel/`,
    {
      reason: 'other',
      reason_text: '=HYPERLINK("http://evil.test")',
    },
  );
  expect(cancelled.statusCode).toBe(200);
  const outsider = await newShipper(server);
  await book(server, outsider, lane(11));
  return { admin, booker, first, second };
};

describe('GET /api/company/activity/', () => {
  const work = fixture(companyAtWork);

  it("lists the company's events newest first, with the shipment or the member each is about", async () => {
    const { admin, booker, first, second } = work;
    const all = await page(admin);
    expect(all).toMatchObject({ count: 5, page: 1, page_size: 25 });
    expect(kinds(all.results)).toEqual([
      'shipment_cancelled',
      'role_changed',
      'driver_assist_on',
      'shipment_created',
      'shipment_created',
    ]);
    const [cancel, roleChange, , , booked] = all.results;
    expect(cancel).toEqual({
      id: expect.any(Number),
      at: DAY_THREE.toISOString(),
      actor: { id: admin.userId, first_name: 'Riley', last_name: 'Stone' },
      kind: 'shipment_cancelled',
      summary: 'Cancelled the shipment: Other (=HYPERLINK("http://evil.test"))',
      changes: [],
      shipment_id: second.id,
      member: null,
    });
    expect(roleChange).toMatchObject({
      shipment_id: null,
      member: { id: booker.userId, first_name: 'Booker', last_name: 'Member' },
      summary: 'Changed Booker Member’s role from Booker to Finance',
    });
    expect(booked).toMatchObject({
      at: DAY_ONE.toISOString(),
      actor: { id: booker.userId },
      shipment_id: first.id,
    });
  });

  it('filters by the member who did it, the kind, and the UTC days, both ends included', async () => {
    const { admin, booker } = work;
    expect(kinds((await page(admin, `?member=${booker.userId}`)).results)).toEqual([
      'driver_assist_on',
      'shipment_created',
    ]);
    const created = await page(admin, '?kind=shipment_created');
    expect(created.count).toBe(2);
    expect(kinds((await page(admin, '?date_from=2026-06-12&date_to=2026-06-12')).results)).toEqual([
      'role_changed',
      'driver_assist_on',
      'shipment_created',
    ]);
    expect((await page(admin, '?date_from=2026-06-13')).count).toBe(1);
    expect((await page(admin, '?date_to=2026-06-11')).count).toBe(1);
    expect(
      (await page(admin, `?member=${admin.userId}&kind=shipment_created&date_from=2026-06-12`))
        .count,
    ).toBe(1);
    // Another company's member names nobody here.
    expect((await page(admin, `?member=${admin.userId + 100000}`)).count).toBe(0);
  });

  it('refuses a reversed date range, an unknown kind and a malformed member', async () => {
    const reversed = await list(work.admin, '?date_from=2026-06-12&date_to=2026-06-11');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({
      errors: { date_to: [SERVER_MESSAGES.dateRangeReversed] },
    });
    expect((await list(work.admin, '?kind=lunch')).statusCode).toBe(400);
    expect((await list(work.admin, '?member=abc')).statusCode).toBe(400);
    expect((await list(work.admin, '?page_size=101')).statusCode).toBe(400);
  });

  it('pages as the invoice list does: every event once, the count on every page', async () => {
    const { admin } = work;
    const all = (await page(admin)).results.map(({ id }) => id);
    const pages = await Promise.all([1, 2, 3].map((n) => page(admin, `?page_size=2&page=${n}`)));
    expect(pages.map(({ count, page: n, page_size }) => [count, n, page_size])).toEqual([
      [5, 1, 2],
      [5, 2, 2],
      [5, 3, 2],
    ]);
    expect(pages.flatMap(({ results }) => results.map(({ id }) => id))).toEqual(all);
    expect((await page(admin, '?page_size=2&page=4')).results).toEqual([]);
  });

  it('is for admins only: every other role is refused, saying why', async () => {
    for (const role of ['booker', 'finance', 'viewer'] as const) {
      const member = await newMember(server, work.admin, role);
      for (const path of ['/company/activity/', '/company/activity/export/']) {
        const response = await callApi(server, member, 'GET', path);
        expect([role, path, response.statusCode, response.json()]).toEqual([
          role,
          path,
          403,
          { message: refusalMessage(role, 'readActivity') },
        ]);
      }
    }
  });
});

describe('GET /api/company/activity/export/', () => {
  const work = fixture(companyAtWork);

  it('writes the filtered events as CSV, named for the day (the clock is back on day one), with no cell a spreadsheet would run', async () => {
    const { admin, booker, first, second } = work;
    await server.db
      .update(users)
      .set({ firstName: '=SUM(A1:A9)' })
      .where(eq(users.id, booker.userId));
    const { response, records } = await exported(admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="activity-2026-06-10.csv"',
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    expect(records).toEqual([
      HEADER,
      [
        DAY_THREE.toISOString(),
        'Riley Stone',
        'Shipment cancelled',
        String(second.id),
        'Cancelled the shipment: Other (=HYPERLINK("http://evil.test"))',
        '',
      ],
      [
        DAY_TWO.toISOString(),
        'Riley Stone',
        'Role changed',
        '',
        'Changed Booker Member’s role from Booker to Finance',
        '',
      ],
      [
        DAY_TWO.toISOString(),
        "'=SUM(A1:A9) Member",
        'Driver assist on',
        String(first.id),
        'Turned driver assist on',
        '',
      ],
      [
        DAY_TWO.toISOString(),
        'Riley Stone',
        'Shipment booked',
        String(second.id),
        'Booked the shipment Chicago, IL to Dallas, TX',
        '',
      ],
      [
        DAY_ONE.toISOString(),
        "'=SUM(A1:A9) Member",
        'Shipment booked',
        String(first.id),
        'Booked the shipment Chicago, IL to Dallas, TX',
        '',
      ],
    ]);
    const filtered = await exported(admin, `?member=${booker.userId}&date_from=2026-06-11`);
    expect(filtered.records.map((record) => record[2])).toEqual(['Kind', 'Driver assist on']);
    const reversed = await exported(admin, '?date_from=2026-06-12&date_to=2026-06-11');
    expect(reversed.response.statusCode).toBe(400);
  });

  it('writes the changes, before and after, and all of a history longer than a batch', async () => {
    const admin = await newShipper(server);
    const shipment = await book(server, admin, {
      pickupCity: cities.chicago.id,
      dropoffCity: cities.dallas.id,
      pickupDate: '2026-06-25',
    });
    // Many events, some at one time: the export goes on after a batch by time, then by id.
    const at = (n: number) => new Date(DAY_ONE.getTime() - Math.floor(n / 3) * 60_000);
    await server.db.insert(activity).values(
      Array.from({ length: EXPORT_BATCH_ROWS + 5 }, (_, n) => ({
        companyId: admin.companyId,
        actorId: admin.userId,
        shipmentId: shipment.id,
        kind: 'details_changed' as const,
        at: at(n),
        changes: [
          { field: 'Reference number', before: `PO-${n}`, after: `=PO-${n + 1}` },
          { field: 'Commodity', before: null, after: 'Steel' },
        ],
      })),
    );
    const { records } = await exported(admin, '?kind=details_changed');
    expect(records).toHaveLength(EXPORT_BATCH_ROWS + 6);
    expect(records[1]?.[5]).toMatch(
      /^Reference number: PO-\d+ → =PO-\d+; Commodity: \(none\) → Steel$/,
    );
    const listed: number[] = [];
    for (let n = 1; n <= 11; n += 1)
      listed.push(
        ...(await page(admin, `?kind=details_changed&page_size=100&page=${n}`)).results.map(
          ({ changes }) => Number(changes[0]?.before?.slice(3)),
        ),
      );
    expect(
      records.slice(1).map((record) => Number(/PO-(\d+) →/.exec(record[5] ?? '')?.[1])),
    ).toEqual(listed);
    expect(new Set(listed).size).toBe(EXPORT_BATCH_ROWS + 5);
  });
});
