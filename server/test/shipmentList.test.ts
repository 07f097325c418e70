import { addDays } from '@domain/dates';
import { foldForSearch } from '@domain/searchText';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { Shipment, ShipmentCounts } from '@domain/types';
import { cityNamed } from '../services/places';
import type { CityPoint } from '../services/places';
import { bookOn, finalize, payByCard, shipmentPage } from './listFixtures';
import type { Caller } from './shipmentFixtures';
import { asDetail, book, callApi, FACILITY, newShipper, patchShipment } from './shipmentFixtures';
import { startSecondServer } from './testServer';
import { fixture } from './fixture';
import { moveTruck } from './truckFixtures';
import { testServerFixture } from './testServerFixture';

const NOW = new Date('2026-06-15T15:00:00.000Z');
const TODAY = '2026-06-15';
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

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

const lane = (from: CityPoint, to: CityPoint, pickupDate = addDays(TODAY, 7)) => ({
  pickupCity: from.id,
  dropoffCity: to.id,
  pickupDate,
});

/** Books one after the other, a minute apart, as a shipper would: the last is the newest. */
const bookMany = async (who: Caller, count: number): Promise<Shipment[]> => {
  const booked: Shipment[] = [];
  for (let i = 0; i < count; i += 1) {
    server.clock.advance(MINUTE_MS);
    booked.push(await book(server, who, lane(city.chicago, city.dallas)));
  }
  return booked;
};

const ids = (shipments: Shipment[]) => shipments.map((shipment) => shipment.id);
const newestFirst = (shipments: Shipment[]) => ids(shipments).reverse();

describe('GET /api/shipper/shipments/ pages', () => {
  it('gives the newest shipments first, a page at a time, with the count of all', async () => {
    const riley = await newShipper(server);
    const booked = newestFirst(await bookMany(riley, 14));
    await bookMany(await newShipper(server), 2);

    const first = await shipmentPage(server, riley);
    expect(first).toMatchObject({ count: 14, page: 1, page_size: 12 });
    expect(first.counts).toEqual({
      all: 14,
      unfinished: 14,
      inprogress: 0,
      upcoming: 0,
      past: 0,
      cancelled: 0,
    });
    expect(ids(first.results)).toEqual(booked.slice(0, 12));
    const second = await shipmentPage(server, riley, '?page=2');
    expect(second).toMatchObject({ count: 14, page: 2, page_size: 12 });
    expect(ids(second.results)).toEqual(booked.slice(12));
    // The full shipment, as GET /shipper/shipments/:id gives it beside who moves it.
    const [newest] = first.results;
    if (!newest) throw new Error('The first page is empty.');
    expect((await callApi(server, riley, 'GET', `/shipper/shipments/${booked[0]}`)).json()).toEqual(
      asDetail(newest),
    );
  });

  it('takes a page size up to 100, and gives an empty page past the end with the true counts', async () => {
    const riley = await newShipper(server);
    const booked = newestFirst(await bookMany(riley, 7));
    const pages = await Promise.all(
      [1, 2, 3].map((page) => shipmentPage(server, riley, `?page=${page}&page_size=3`)),
    );
    expect(pages.map((page) => ids(page.results))).toEqual([
      booked.slice(0, 3),
      booked.slice(3, 6),
      booked.slice(6),
    ]);
    expect(ids((await shipmentPage(server, riley, '?page_size=100')).results)).toEqual(booked);
    const beyond = await shipmentPage(server, riley, '?page=4&page_size=3');
    expect(beyond).toMatchObject({ results: [], count: 7, page: 4, page_size: 3 });
    expect(beyond.counts.all).toBe(7);
  });
});

describe('GET /api/shipper/shipments/ status tabs', () => {
  /** One shipment in each status on the 15th of June, each paid but the unfinished one. */
  const shipmentsInEveryStatus = async (who: Caller) => {
    const past = await bookOn(server, who, new Date('2026-05-01T12:00:00Z'), {
      ...lane(city.chicago, city.dallas, '2026-05-02'),
    });
    await payOn(who, past.id, new Date('2026-05-01T13:00:00Z'));
    await moveTruck(server, past.id, 'delivered');
    // Picked up yesterday: on the road today.
    const inprogress = await book(server, who, lane(city.chicago, city.dallas, '2026-06-14'));
    await payByCard(server, who, inprogress.id);
    await moveTruck(server, inprogress.id, 'departed_pickup');
    const upcoming = await book(server, who, lane(city.houston, city.dallas, '2026-06-20'));
    await payByCard(server, who, upcoming.id);
    const unfinished = await book(server, who, lane(city.dallas, city.chicago));
    return { past, inprogress, upcoming, unfinished };
  };

  const payOn = async (who: Caller, id: number, day: Date) => {
    server.clock.set(day);
    await payByCard(server, who, id);
    server.clock.set(NOW);
  };

  it('counts every tab, and lists the shipments of the chosen one', async () => {
    const riley = await newShipper(server);
    const byStatus = await shipmentsInEveryStatus(riley);
    const all = await shipmentPage(server, riley);
    expect(all.counts).toEqual({
      all: 4,
      unfinished: 1,
      inprogress: 1,
      upcoming: 1,
      past: 1,
      cancelled: 0,
    });
    for (const status of ['unfinished', 'inprogress', 'upcoming', 'past'] as const) {
      const page = await shipmentPage(server, riley, `?status=${status}`);
      expect(page.count).toBe(1);
      expect(page.counts).toEqual(all.counts);
      expect(page.results).toEqual([expect.objectContaining({ id: byStatus[status].id, status })]);
    }
    expect((await shipmentPage(server, riley, '?status=all')).count).toBe(4);
  });

  it('moves a shipment between tabs as its truck moves, never as the days pass alone', async () => {
    const riley = await newShipper(server);
    const shipment = await book(server, riley, lane(city.chicago, city.dallas, '2026-06-16'));
    await payByCard(server, riley, shipment.id);
    const countsOn = async (day: string): Promise<ShipmentCounts> => {
      server.clock.set(new Date(`${day}T12:00:00Z`));
      return (await shipmentPage(server, riley)).counts;
    };
    const zero = { all: 1, unfinished: 0, inprogress: 0, upcoming: 0, past: 0, cancelled: 0 };
    expect(await countsOn('2026-06-15')).toEqual({ ...zero, upcoming: 1 });
    // Covered, then pickup day with the truck not there yet: still upcoming.
    await moveTruck(server, shipment.id, 'dispatched');
    expect(await countsOn('2026-06-16')).toEqual({ ...zero, upcoming: 1 });
    await moveTruck(server, shipment.id, 'arrived_pickup');
    expect(await countsOn('2026-06-16')).toEqual({ ...zero, inprogress: 1 });
    expect(await countsOn(addDays(shipment.dropoff.date, 1))).toEqual({ ...zero, inprogress: 1 });
    await moveTruck(server, shipment.id, 'delivered');
    expect(await countsOn(addDays(shipment.dropoff.date, 1))).toEqual({ ...zero, past: 1 });
    expect((await shipmentPage(server, riley, '?status=past')).results).toEqual([
      expect.objectContaining({ id: shipment.id, status: 'past' }),
    ]);
  });
});

describe('GET /api/shipper/shipments/ search', () => {
  /** The dashboard's filter as the app applied it before the server searched: the reference. */
  const matchedBefore = (shipment: Shipment, search: string): boolean => {
    const { id, reference_number, pickup, dropoff } = shipment;
    const text = foldForSearch(
      [
        `${pickup.city.name}, ${pickup.city.region_code}`,
        `${dropoff.city.name}, ${dropoff.city.region_code}`,
        reference_number ?? '',
        `#${id}`,
      ].join(' '),
    );
    return foldForSearch(search)
      .split(/\s+/)
      .filter(Boolean)
      .every((word) => text.includes(word));
  };

  let riley: Caller;
  let shipments: Shipment[];
  beforeAll(async () => {
    riley = await newShipper(server);
    const lanes: [CityPoint, CityPoint, string | null][] = [
      [city.chicago, city.dallas, 'PO-1001'],
      [city.montreal, city.toronto, null],
      [city.houston, city.chicago, 'Ref_50%'],
      [city.dallas, city.montreal, 'Éclair 7'],
      [city.toronto, city.houston, 'po-2002'],
    ];
    shipments = [];
    for (const [from, to, reference] of lanes) {
      server.clock.advance(MINUTE_MS);
      const booked = await book(server, riley, lane(from, to));
      shipments.push(
        reference
          ? await finalize(server, riley, booked.id, { reference_number: reference })
          : booked,
      );
    }
    shipments.reverse();
    // Someone else's shipment on the same lane is never found.
    await book(server, await newShipper(server), lane(city.chicago, city.dallas));
  });

  const search = (text: string) =>
    shipmentPage(server, riley, `?search=${encodeURIComponent(text)}`);

  it.each([
    'tx',
    'TX',
    'montreal',
    'MONTRÉAL',
    'chicago tx',
    'chicago, il',
    'dal mon',
    'po-',
    'PO-1001',
    'eclair',
    'ÉCLAIR 7',
    'ref_50%',
    '50%',
    '_',
    '%',
    '#',
    '  ',
    'anchorage',
    'o, on ch',
  ])('finds what the dashboard found for %j', async (text) => {
    const page = await search(text);
    const expected = shipments.filter((shipment) => matchedBefore(shipment, text));
    expect(ids(page.results)).toEqual(ids(expected));
    expect(page.count).toBe(expected.length);
    expect(page.counts.all).toBe(expected.length);
  });

  it('finds a shipment by its ID, with or without #', async () => {
    const [shipment] = shipments;
    if (!shipment) throw new Error('No shipments.');
    expect(ids((await search(`#${shipment.id}`)).results)).toEqual([shipment.id]);
    expect(ids((await search(String(shipment.id))).results)).toContain(shipment.id);
  });

  it('counts the tabs among the matches, and filters them by tab', async () => {
    const page = await shipmentPage(server, riley, '?search=tx&status=past');
    expect(page).toMatchObject({ results: [], count: 0 });
    expect(page.counts).toEqual({
      all: 4,
      unfinished: 4,
      inprogress: 0,
      upcoming: 0,
      past: 0,
      cancelled: 0,
    });
  });

  it('finds a shipment by a reference number given or changed later', async () => {
    const [, second] = shipments;
    if (!second) throw new Error('No shipments.');
    await finalize(server, riley, second.id, { reference_number: 'BOL-88' });
    expect(ids((await search('bol-88')).results)).toEqual([second.id]);
    await finalize(server, riley, second.id, { reference_number: '' });
    expect((await search('bol-88')).results).toEqual([]);
  });

  it('refuses a word with a NUL character, as every text of a request', async () => {
    const response = await callApi(server, riley, 'GET', '/shipper/shipments/?search=tx%00');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { search: [SERVER_MESSAGES.nulCharacter] } });
  });
});

describe('GET /api/shipper/shipments/ stays right', () => {
  it('its counts follow a create, a finalize with a reference, a payment and the truck', async () => {
    const riley = await newShipper(server);
    const tomorrow = addDays(TODAY, 1);
    const counts = async (query = '') => (await shipmentPage(server, riley, query)).counts;
    const none = { all: 0, unfinished: 0, inprogress: 0, upcoming: 0, past: 0, cancelled: 0 };
    expect(await counts()).toEqual(none);
    expect(await counts('?search=po-9')).toEqual(none);

    const shipment = await book(server, riley, lane(city.chicago, city.dallas, tomorrow));
    expect(await counts()).toEqual({ ...none, all: 1, unfinished: 1 });
    await finalize(server, riley, shipment.id, { reference_number: 'PO-9' });
    expect(await counts('?search=po-9')).toEqual({ ...none, all: 1, unfinished: 1 });
    await payByCard(server, riley, shipment.id);
    expect(await counts()).toEqual({ ...none, all: 1, upcoming: 1 });
    server.clock.advance(DAY_MS);
    expect(await counts()).toEqual({ ...none, all: 1, upcoming: 1 });
    await moveTruck(server, shipment.id, 'arrived_pickup');
    expect(await counts()).toEqual({ ...none, all: 1, inprogress: 1 });
  });

  it('shows the shipment as it is after an appointment change, in the page and the status tab', async () => {
    const riley = await newShipper(server);
    const shipment = await book(server, riley, lane(city.chicago, city.dallas));
    for (const query of ['', '?status=unfinished'])
      expect((await shipmentPage(server, riley, query)).results).toEqual([shipment]);
    const changed = await patchShipment(server, riley, shipment.id, 'appointment', {
      pickup: FACILITY,
    });
    for (const query of ['', '?status=unfinished'])
      expect((await shipmentPage(server, riley, query)).results).toEqual([changed.json()]);
  });

  it('its counts follow a change made by another server process on the same database', async () => {
    const viaOther = await startSecondServer(server);
    try {
      const riley = await newShipper(server);
      expect((await shipmentPage(server, riley)).counts.all).toBe(0);
      await book(viaOther, riley, lane(city.chicago, city.dallas));
      expect((await shipmentPage(server, riley)).counts.all).toBe(1);
      const [shipment] = (await shipmentPage(server, riley)).results;
      if (!shipment) throw new Error('No shipment.');
      await payByCard(viaOther, riley, shipment.id);
      expect((await shipmentPage(server, riley)).counts).toMatchObject({
        unfinished: 0,
        upcoming: 1,
      });
    } finally {
      await viaOther.close();
    }
  });
});

describe('GET /api/shipper/shipments/ refuses', () => {
  let riley: Caller;
  beforeAll(async () => {
    riley = await newShipper(server);
  });
  const get = (query: string) => callApi(server, riley, 'GET', `/shipper/shipments/${query}`);

  it.each([
    ['?page=0', { page: ['Enter a positive whole number'] }],
    ['?page=abc', { page: ['Enter a positive whole number'] }],
    ['?page=1.5', { page: ['Enter a positive whole number'] }],
    ['?page=1e3', { page: ['Enter a positive whole number'] }],
    ['?page_size=0', { page_size: ['Enter a positive whole number'] }],
    ['?page_size=101', { page_size: ['Ensure this value is less than or equal to 100.'] }],
    [
      '?status=open',
      {
        status: ['Select a valid choice: all, unfinished, inprogress, upcoming, past, cancelled.'],
      },
    ],
    [
      `?search=${'x'.repeat(101)}`,
      { search: ['Ensure this field has no more than 100 characters.'] },
    ],
    ['?page=1&page=2', { page: ['Must be a string.'] }],
  ])('%s', async (query, errors) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors });
  });

  it('every bad value at once', async () => {
    const response = await get('?page=-1&page_size=500&status=x');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual([
      'page',
      'page_size',
      'status',
    ]);
  });

  it('takes empty values as their defaults, and ignores unknown parameters', async () => {
    const response = await get('?page=&page_size=&status=&search=&sort=id');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ page: 1, page_size: 12 });
  });

  it('asks for a session and a verified shipper', async () => {
    expect((await callApi(server, null, 'GET', '/shipper/shipments/')).statusCode).toBe(401);
    const unverified = await newShipper(server, { verified: false });
    expect(
      (await callApi(server, unverified, 'GET', '/shipper/shipments/?page=0')).statusCode,
    ).toBe(403);
  });
});
