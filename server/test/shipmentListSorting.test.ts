import type { Shipment, ShipmentPage } from '@domain/types';
import { cityNamed } from '../services/places';
import type { CityPoint } from '../services/places';
import { bookOn, finalize, payByCard, shipmentPage } from './listFixtures';
import type { Caller } from './shipmentFixtures';
import { book, callApi, newShipper, patchShipment } from './shipmentFixtures';
import { fixture } from './fixture';
import { moveTruck } from './truckFixtures';
import { testServerFixture } from './testServerFixture';

const NOW = new Date('2026-06-15T15:00:00.000Z');
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const server = testServerFixture({ now: NOW });
const city = fixture(async () => {
  const [chicago, dallas, houston] = await Promise.all([
    cityNamed(server.db, 'Chicago', 'IL'),
    cityNamed(server.db, 'Dallas', 'TX'),
    cityNamed(server.db, 'Houston', 'TX'),
  ]);
  return { chicago, dallas, houston };
});

const lane = (from: CityPoint, to: CityPoint, pickupDate: string, equipment = 'dryVan') => ({
  pickupCity: from.id,
  dropoffCity: to.id,
  pickupDate,
  equipment,
});

const ids = (shipments: Shipment[]) => shipments.map((shipment) => shipment.id);

/** The list's orders as a shipper reads them, written out here rather than taken from the code. */
const STATUS_ORDER = ['unfinished', 'upcoming', 'inprogress', 'past'];
const KEYS: Record<string, (shipment: Shipment) => number | string> = {
  id: (shipment) => shipment.id,
  created_at: (shipment) => shipment.created_at,
  pickup_date: (shipment) => shipment.pickup.date,
  dropoff_date: (shipment) => shipment.dropoff.date,
  total_price: (shipment) => Number(shipment.total_price),
  status: (shipment) => STATUS_ORDER.indexOf(shipment.status),
};
const sortedBy = (shipments: Shipment[], field: string, descending: boolean): number[] => {
  const key = KEYS[field];
  if (!key) throw new Error(`No key ${field}`);
  const sign = descending ? -1 : 1;
  const compare = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);
  return ids(
    [...shipments].sort((a, b) => sign * (compare(key(a), key(b)) || compare(a.id, b.id))),
  );
};

/** Every page of a list at this page size, one after the other. */
const allPages = async (who: Caller, query: string, pageSize: number): Promise<number[]> => {
  const found: number[] = [];
  for (let page = 1; ; page += 1) {
    const { results } = await shipmentPage(
      server,
      who,
      `?${query}&page=${page}&page_size=${pageSize}`,
    );
    if (!results.length) return found;
    found.push(...ids(results));
  }
};

/**
 * A shipper's shipments on the 15th of June, chosen so that every order has ties: two booked at
 * the same instant on the same lane and day (equal in every field but the id), and one of each
 * status. Someone else's shipments on the same lanes are never in the lists.
 */
describe('GET /api/shipper/shipments/ ordering', () => {
  let riley: Caller;
  let mine: Shipment[];
  let twins: [Shipment, Shipment];
  let theirs: number[];
  beforeAll(async () => {
    server.clock.set(NOW);
    riley = await newShipper(server);
    const past = await bookOn(
      server,
      riley,
      new Date('2026-05-01T12:00:00Z'),
      lane(city.chicago, city.dallas, '2026-05-02'),
    );
    server.clock.set(new Date('2026-05-01T13:00:00Z'));
    await payByCard(server, riley, past.id);
    await moveTruck(server, past.id, 'delivered');
    server.clock.set(NOW);
    const rolling = await book(server, riley, lane(city.chicago, city.dallas, '2026-06-14'));
    await payByCard(server, riley, rolling.id);
    await moveTruck(server, rolling.id, 'departed_pickup');
    server.clock.advance(MINUTE_MS);
    const upcoming = await book(server, riley, lane(city.houston, city.dallas, '2026-06-25'));
    await payByCard(server, riley, upcoming.id);
    server.clock.advance(MINUTE_MS);
    const first = await book(server, riley, lane(city.chicago, city.dallas, '2026-06-20'));
    const second = await book(server, riley, lane(city.chicago, city.dallas, '2026-06-20'));
    twins = [first, second];
    server.clock.advance(MINUTE_MS);
    const reefer = await book(
      server,
      riley,
      lane(city.chicago, city.dallas, '2026-06-18', 'reefer'),
    );
    const assisted = (
      await patchShipment(server, riley, reefer.id, 'appointment', { driver_assist: true })
    ).json<Shipment>();
    server.clock.advance(MINUTE_MS);
    const back = await book(server, riley, lane(city.dallas, city.chicago, '2026-06-22', 'reefer'));
    const other = await newShipper(server);
    theirs = [
      (await book(server, other, lane(city.chicago, city.dallas, '2026-06-20'))).id,
      (await book(server, other, lane(city.houston, city.dallas, '2026-06-18', 'reefer'))).id,
    ];
    mine = (await shipmentPage(server, riley, '?page_size=100')).results;
    expect(ids(mine).sort()).toEqual(
      ids([past, rolling, upcoming, first, second, assisted, back]).sort(),
    );
    expect(mine.map((shipment) => shipment.status).sort()).toEqual([
      'inprogress',
      'past',
      'unfinished',
      'unfinished',
      'unfinished',
      'unfinished',
      'upcoming',
    ]);
  });

  const list = async (query: string) =>
    ids((await shipmentPage(server, riley, `?page_size=100&${query}`)).results);

  it.each(Object.keys(KEYS).flatMap((field) => [[field], [`-${field}`]]))(
    'sorts by %s, ties by id the same way, and pages through without a repeat or a gap',
    async (ordering) => {
      const field = ordering.replace(/^-/, '');
      const expected = sortedBy(mine, field, ordering.startsWith('-'));
      expect(await list(`ordering=${ordering}`)).toEqual(expected);
      for (const pageSize of [1, 2, 3])
        expect(await allPages(riley, `ordering=${ordering}`, pageSize)).toEqual(expected);
    },
  );

  it('breaks every tie by id, in the direction of the order', async () => {
    const [first, second] = twins;
    expect(first.created_at).toBe(second.created_at);
    expect(first.total_price).toBe(second.total_price);
    for (const field of ['created_at', 'pickup_date', 'dropoff_date', 'total_price', 'status']) {
      const ascending = await list(`ordering=${field}`);
      expect(ascending.indexOf(second.id) - ascending.indexOf(first.id)).toBe(1);
      const descending = await list(`ordering=-${field}`);
      expect(descending.indexOf(first.id) - descending.indexOf(second.id)).toBe(1);
    }
  });

  it('sorts by status in the order a shipment goes through them, within a tab too', async () => {
    const statuses = async (query: string) =>
      (await shipmentPage(server, riley, `?page_size=100&${query}`)).results.map(
        (shipment) => shipment.status,
      );
    expect(await statuses('ordering=status')).toEqual([
      'unfinished',
      'unfinished',
      'unfinished',
      'unfinished',
      'upcoming',
      'inprogress',
      'past',
    ]);
    expect(await statuses('ordering=-status')).toEqual([
      'past',
      'inprogress',
      'upcoming',
      'unfinished',
      'unfinished',
      'unfinished',
      'unfinished',
    ]);
    const unfinished = mine.filter((shipment) => shipment.status === 'unfinished');
    expect(await list('ordering=-status&status=unfinished')).toEqual(
      sortedBy(unfinished, 'id', true),
    );
  });

  it("sorts within the tab and the search, and never shows someone else's shipments", async () => {
    const unfinished = mine.filter((shipment) => shipment.status === 'unfinished');
    expect(await list('status=unfinished&ordering=pickup_date')).toEqual(
      sortedBy(unfinished, 'pickup_date', false),
    );
    const viaChicago = mine.filter((shipment) =>
      [shipment.pickup.city.name, shipment.dropoff.city.name].includes('Chicago'),
    );
    expect(await list('search=chicago&ordering=-total_price')).toEqual(
      sortedBy(viaChicago, 'total_price', true),
    );
    for (const ordering of Object.keys(KEYS))
      for (const query of [`ordering=${ordering}`, `ordering=-${ordering}&search=dallas`])
        expect((await list(query)).filter((id) => theirs.includes(id))).toEqual([]);
  });

  it('gives an empty page past the end of any order, with the true counts', async () => {
    for (const ordering of ['status', '-status', 'total_price']) {
      const beyond = await shipmentPage(server, riley, `?ordering=${ordering}&page=4&page_size=3`);
      expect(beyond).toMatchObject({ results: [], count: 7, page: 4, page_size: 3 });
      expect(beyond.counts).toEqual({
        all: 7,
        unfinished: 4,
        inprogress: 1,
        upcoming: 1,
        past: 1,
        cancelled: 0,
      });
    }
  });
});

describe('GET /api/shipper/shipments/ filters', () => {
  let riley: Caller;
  let mine: Shipment[];
  let theirs: number[];
  beforeAll(async () => {
    server.clock.set(NOW);
    riley = await newShipper(server);
    const bookings = [
      lane(city.chicago, city.dallas, '2026-06-17'),
      lane(city.chicago, city.dallas, '2026-06-18', 'reefer'),
      lane(city.houston, city.dallas, '2026-06-19'),
      lane(city.houston, city.chicago, '2026-06-20', 'reefer'),
      lane(city.dallas, city.houston, '2026-06-21'),
    ];
    mine = [];
    for (const booking of bookings) {
      server.clock.advance(MINUTE_MS);
      mine.push(await book(server, riley, booking));
    }
    const [, reefer, , , dallas] = mine;
    if (!reefer || !dallas) throw new Error('Missing shipments.');
    await payByCard(server, riley, reefer.id);
    await finalize(server, riley, dallas.id, { reference_number: 'PO-DAL-5' });
    mine = (await shipmentPage(server, riley, '?page_size=100&ordering=pickup_date')).results;
    const other = await newShipper(server);
    theirs = [
      (await book(server, other, lane(city.chicago, city.dallas, '2026-06-18', 'reefer'))).id,
      (await book(server, other, lane(city.houston, city.dallas, '2026-06-19'))).id,
    ];
  });

  const page = (query: string) =>
    shipmentPage(server, riley, `?page_size=100&ordering=pickup_date&${query}`);
  const found = async (query: string) => ids((await page(query)).results);
  const pickedUp = (...dates: string[]) =>
    ids(mine.filter((shipment) => dates.includes(shipment.pickup.date)));

  it('by equipment', async () => {
    expect(await found('equipment=reefer')).toEqual(pickedUp('2026-06-18', '2026-06-20'));
    expect(await found('equipment=dryVan')).toEqual(
      pickedUp('2026-06-17', '2026-06-19', '2026-06-21'),
    );
  });

  it('by pickup dates, both ends included, each end alone or both', async () => {
    expect(await found('pickup_from=2026-06-18&pickup_to=2026-06-20')).toEqual(
      pickedUp('2026-06-18', '2026-06-19', '2026-06-20'),
    );
    expect(await found('pickup_from=2026-06-20')).toEqual(pickedUp('2026-06-20', '2026-06-21'));
    expect(await found('pickup_to=2026-06-17')).toEqual(pickedUp('2026-06-17'));
    expect(await found('pickup_from=2026-06-19&pickup_to=2026-06-19')).toEqual(
      pickedUp('2026-06-19'),
    );
    expect(await found('pickup_from=2026-07-01')).toEqual([]);
  });

  it('with the tab, the search and each other, counting the tabs among the matches', async () => {
    const reefers = await page('equipment=reefer');
    expect(reefers.counts).toEqual({
      all: 2,
      unfinished: 1,
      inprogress: 0,
      upcoming: 1,
      past: 0,
      cancelled: 0,
    });
    const unpaidReefers = await page('equipment=reefer&status=unfinished');
    expect(ids(unpaidReefers.results)).toEqual(pickedUp('2026-06-20'));
    expect(unpaidReefers.count).toBe(1);
    expect(unpaidReefers.counts).toEqual(reefers.counts);

    expect(await found('search=houston&equipment=dryVan')).toEqual(
      pickedUp('2026-06-19', '2026-06-21'),
    );
    expect(await found('search=po-dal&pickup_from=2026-06-21')).toEqual(pickedUp('2026-06-21'));
    expect(await found('search=po-dal&pickup_to=2026-06-20')).toEqual([]);
    const narrow = await page('equipment=dryVan&pickup_from=2026-06-18&pickup_to=2026-06-21');
    expect(ids(narrow.results)).toEqual(pickedUp('2026-06-19', '2026-06-21'));
    expect(narrow.counts).toEqual({
      all: 2,
      unfinished: 2,
      inprogress: 0,
      upcoming: 0,
      past: 0,
      cancelled: 0,
    });
    expect((await page('equipment=reefer&status=past')).results).toEqual([]);
  });

  it("never shows someone else's shipments, whatever the filter", async () => {
    for (const query of ['equipment=reefer', 'pickup_from=2026-06-18&pickup_to=2026-06-19'])
      expect((await found(query)).filter((id) => theirs.includes(id))).toEqual([]);
  });

  it('keeps its first page newest first, with the counts of all', async () => {
    const first = await shipmentPage(server, riley);
    expect(ids(first.results)).toEqual(sortedBy(mine, 'created_at', true));
    expect(first.counts.all).toBe(5);
  });
});

describe('GET /api/shipper/shipments/ sorted and filtered stays right', () => {
  it('follows a change of driver assist, a payment and the truck', async () => {
    server.clock.set(NOW);
    const riley = await newShipper(server);
    // Two Thursdays, both far enough out to cost the same.
    const first = await book(server, riley, lane(city.houston, city.dallas, '2026-06-18'));
    const second = await book(server, riley, lane(city.houston, city.dallas, '2026-06-25'));
    const order = async (query: string) =>
      ids((await shipmentPage(server, riley, `?${query}`)).results);
    expect(first.total_price).toBe(second.total_price);
    expect(await order('ordering=total_price')).toEqual([first.id, second.id]);
    await patchShipment(server, riley, first.id, 'appointment', { driver_assist: true });
    expect(await order('ordering=total_price')).toEqual([second.id, first.id]);

    expect(await order('ordering=status')).toEqual([first.id, second.id]);
    await payByCard(server, riley, first.id);
    expect(await order('ordering=status')).toEqual([second.id, first.id]);
    expect(await order('ordering=status&status=upcoming')).toEqual([first.id]);
    expect(await order('ordering=-status&equipment=dryVan&pickup_to=2026-06-18')).toEqual([
      first.id,
    ]);
    await payByCard(server, riley, second.id);
    expect(await order('ordering=status')).toEqual([first.id, second.id]);
    server.clock.advance(DAY_MS);
    // The days alone move nothing: the first is on the road once its truck is at pickup.
    expect(await order('ordering=status')).toEqual([first.id, second.id]);
    await moveTruck(server, first.id, 'arrived_pickup');
    expect(await order('ordering=status')).toEqual([second.id, first.id]);
    expect(await order('ordering=-status')).toEqual([first.id, second.id]);
  });
});

describe('GET /api/shipper/shipments/ refuses', () => {
  let riley: Caller;
  beforeAll(async () => {
    riley = await newShipper(server);
  });
  const get = (query: string) => callApi(server, riley, 'GET', `/shipper/shipments/${query}`);
  const orderings =
    'id, -id, created_at, -created_at, pickup_date, -pickup_date, dropoff_date, ' +
    '-dropoff_date, total_price, -total_price, status, -status';

  it.each([
    ['?ordering=price', { ordering: [`Select a valid choice: ${orderings}.`] }],
    ['?ordering=--id', { ordering: [`Select a valid choice: ${orderings}.`] }],
    ['?ordering=ID', { ordering: [`Select a valid choice: ${orderings}.`] }],
    ['?equipment=flatbed', { equipment: ['Select a valid choice: dryVan, reefer.'] }],
    ['?pickup_from=2026-02-30', { pickup_from: ['Enter a valid date (YYYY-MM-DD).'] }],
    ['?pickup_to=tomorrow', { pickup_to: ['Enter a valid date (YYYY-MM-DD).'] }],
    ['?pickup_from=2026-06-15T00:00:00Z', { pickup_from: ['Enter a valid date (YYYY-MM-DD).'] }],
    [
      '?pickup_from=2026-06-20&pickup_to=2026-06-19',
      { pickup_to: ['The end of the date range cannot be before its start.'] },
    ],
    ['?ordering=id&ordering=-id', { ordering: ['Must be a string.'] }],
  ])('%s', async (query, errors) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors });
  });

  it('every bad value at once', async () => {
    const response = await get('?ordering=x&equipment=x&pickup_from=x&pickup_to=y&status=x');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual([
      'equipment',
      'ordering',
      'pickup_from',
      'pickup_to',
      'status',
    ]);
  });

  it('takes empty values as their defaults', async () => {
    const response = await get('?ordering=&equipment=&pickup_from=&pickup_to=');
    expect(response.statusCode).toBe(200);
    expect(response.json<ShipmentPage>()).toMatchObject({ count: 0, page: 1, page_size: 12 });
  });
});
