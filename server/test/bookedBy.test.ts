import { addDays, todayUtc } from '@domain/dates';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { Shipment, ShipmentPage } from '@domain/types';
import { parseCsv } from './csv';
import { book, callApi, laneCities, newMember, newShipper } from './shipmentFixtures';
import type { Caller } from './shipmentFixtures';
import { fixture } from './fixture';
import { testServerFixture } from './testServerFixture';

const server = testServerFixture();
const cities = fixture(() => laneCities(server));

const bookFor = (who: Caller) =>
  book(server, who, {
    pickupCity: cities.chicago.id,
    dropoffCity: cities.dallas.id,
    pickupDate: addDays(todayUtc(server.clock.now()), 5),
  });

const listed = async (who: Caller, query: string) => {
  const response = await callApi(server, who, 'GET', `/shipper/shipments/?status=all&${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<ShipmentPage>().results.map((shipment) => shipment.id);
};

describe('who booked a shipment', () => {
  it('is on every answer, and the list and the export filter by it, "me" being the caller', async () => {
    const admin = await newShipper(server);
    const booker = await newMember(server, admin, 'booker');
    const viewer = await newMember(server, admin, 'viewer');
    const mine = await bookFor(admin);
    const theirs = await bookFor(booker);
    expect(mine.booked_by).toEqual({ id: admin.userId, first_name: 'Riley', last_name: 'Stone' });
    const read = await callApi(server, viewer, 'GET', `/shipper/shipments/${theirs.id}`);
    expect(read.json<Shipment>().booked_by).toEqual({
      id: booker.userId,
      first_name: 'Booker',
      last_name: 'Member',
    });

    expect(await listed(admin, 'booked_by=me')).toEqual([mine.id]);
    expect(await listed(booker, 'booked_by=me')).toEqual([theirs.id]);
    expect(await listed(viewer, 'booked_by=me')).toEqual([]);
    expect(await listed(viewer, `booked_by=${booker.userId}`)).toEqual([theirs.id]);
    expect(await listed(viewer, '')).toEqual([theirs.id, mine.id]);
    const counts = await callApi(server, admin, 'GET', '/shipper/shipments/?booked_by=me');
    expect(counts.json<ShipmentPage>().counts.all).toBe(1);

    const outsider = await newShipper(server);
    expect(await listed(outsider, `booked_by=${booker.userId}`)).toEqual([]);

    const csv = await callApi(
      server,
      viewer,
      'GET',
      `/shipper/shipments/export/?booked_by=${booker.userId}`,
    );
    const [header = [], ...rows] = parseCsv(csv.body);
    const column = header.indexOf('Booked by');
    expect(column).toBeGreaterThan(-1);
    expect(rows.map((row) => [row[0], row[column]])).toEqual([
      [String(theirs.id), 'Booker Member'],
    ]);
  });

  it("stays the removed member's on their shipments, in the list and the export", async () => {
    const admin = await newShipper(server);
    const booker = await newMember(server, admin, 'booker');
    const theirs = await bookFor(booker);
    await bookFor(admin);
    expect(
      (await callApi(server, admin, 'DELETE', `/company/members/${booker.userId}/`)).statusCode,
    ).toBe(200);
    expect(await listed(admin, `booked_by=${booker.userId}`)).toEqual([theirs.id]);
    const csv = await callApi(
      server,
      admin,
      'GET',
      `/shipper/shipments/export/?booked_by=${booker.userId}`,
    );
    const [, ...rows] = parseCsv(csv.body);
    expect(rows.map((row) => row[0])).toEqual([String(theirs.id)]);
  });

  it('is refused on the export as on the list, and asked for a session', async () => {
    const admin = await newShipper(server);
    for (const value of ['2147483648', 'ME', '%20']) {
      for (const path of ['/shipper/shipments/', '/shipper/shipments/export/']) {
        const response = await callApi(server, admin, 'GET', `${path}?booked_by=${value}`);
        expect([path, value, response.statusCode, response.json()]).toEqual([
          path,
          value,
          400,
          { errors: { booked_by: [SERVER_MESSAGES.invalidBookedBy] } },
        ]);
      }
    }
    expect(
      (await callApi(server, null, 'GET', '/shipper/shipments/?booked_by=me')).statusCode,
    ).toBe(401);
  });

  it('is refused as a filter when it names no member', async () => {
    const admin = await newShipper(server);
    for (const value of ['someone', '0', '-1', '1.5']) {
      const response = await callApi(
        server,
        admin,
        'GET',
        `/shipper/shipments/?booked_by=${value}`,
      );
      expect([value, response.statusCode, response.json()]).toEqual([
        value,
        400,
        { errors: { booked_by: [SERVER_MESSAGES.invalidBookedBy] } },
      ]);
    }
  });
});
