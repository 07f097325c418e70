import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PublicTracking } from '@domain/publicTrackingTypes';
import { TRACKING_LINK_AFTER_DELIVERY_MS, TRACKING_LINK_MESSAGES } from '@domain/trackingLinks';
import type { ShipmentTracking, TrackingPosition } from '@domain/trackingTypes';
import { markShipmentPaid } from '../services/invoices/markShipmentPaid';
import { cityNamed } from '../services/places';
import { PUBLIC_TRACKING_LIMITS } from '../services/trackingLinks/publicTracking';
import { newDispatcher } from './dispatchFixtures';
import { assign, CREW, driverCall, event, POD, sendEvent, sendPod } from './driverFixtures';
import { png } from './pngImages';
import { fixture } from './fixture';
import {
  book,
  callApi,
  FACILITY,
  FINAL_DETAILS,
  laneCities,
  newShipper,
  patchShipment,
} from './shipmentFixtures';
import { randomIp } from './signUp';
import { publicCall, shared, tokenOf } from './trackingLinkFixtures';
import { testServerFixture } from './testServerFixture';

const NOW = new Date('2026-06-15T15:00:00.000Z');
const MINUTE_MS = 60 * 1000;

/** A built app of the page alone: the tracking page's own HTML, as the build writes it. */
let dist: string | undefined;
const builtPage = () => {
  dist = mkdtempSync(path.join(tmpdir(), 'loadline-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(
    path.join(dist, 'tracking.html'),
    readFileSync(path.resolve(__dirname, '../../src/publicTracking/tracking.html')),
  );
  return dist;
};
afterAll(() => dist && rmSync(dist, { recursive: true, force: true }));

const server = testServerFixture({ now: NOW, env: () => ({ DIST_DIR: builtPage() }) });
const places = fixture(async () => ({
  ...(await laneCities(server)),
  denver: await cityNamed(server.db, 'Denver', 'CO'),
  omaha: await cityNamed(server.db, 'Omaha', 'NE'),
}));
const dispatcher = fixture(() => newDispatcher(server));

const DROPOFF_FACILITY = {
  ...FACILITY,
  facility_name: 'Front Range Distribution',
  facility_address: '4700 Holly St, Denver, CO',
  zip_code: '80216',
  contact_name: 'Casey Moreno',
  phone_number: '+17205550188',
  email: 'receiving@frontrange.test',
};

const at = (iso: string) => server.clock.set(new Date(iso));

const report = async (token: string, code: string, when: string) => {
  at(when);
  const response = await sendEvent(server, token, event(code, new Date(when)));
  if (response.statusCode !== 200) throw new Error(`${code}: ${response.body}`);
};

/**
 * A paid load from Chicago to Denver with both facilities and their contacts, its reference and
 * freight, carried by a driver with a phone: everything the customer must not see.
 */
const fullLoad = async () => {
  const who = await newShipper(server);
  const booked = await book(server, who, {
    pickupCity: places.chicago.id,
    dropoffCity: places.denver.id,
    pickupDate: '2026-06-22',
  });
  for (const change of [{ pickup: FACILITY }, { dropoff: DROPOFF_FACILITY }])
    expect((await patchShipment(server, who, booked.id, 'appointment', change)).statusCode).toBe(
      200,
    );
  expect(
    (await patchShipment(server, who, booked.id, 'finalizing', FINAL_DETAILS)).statusCode,
  ).toBe(200);
  await markShipmentPaid(server.db, booked.id, server.clock.now());
  const { token } = await assign(server, booked.id, dispatcher.operatorId);
  return { who, id: booked.id, price: booked.total_price, driverToken: token };
};

/** The trail of a truck that left Chicago for Denver and was last seen by Omaha. */
const TRAIL: TrackingPosition[] = [
  { at: '2026-06-22T22:00:00.000Z', latitude: 41.5317, longitude: -93.6473 },
  { at: '2026-06-23T02:00:00.000Z', latitude: 41.27, longitude: -95.96 },
];

const inTransit = async () => {
  const load = await fullLoad();
  await report(load.driverToken, 'arrived_pickup', '2026-06-22T14:00:00.000Z');
  await report(load.driverToken, 'departed_pickup', '2026-06-22T16:00:00.000Z');
  at('2026-06-23T02:10:00.000Z');
  const sent = await driverCall(server, load.driverToken, 'POST', 'positions/', {
    positions: TRAIL,
  });
  expect(sent.statusCode).toBe(200);
  return load;
};

/** Every key of a JSON value with where it stands ("milestones[].city.name"), each once. */
const keyPaths = (value: unknown, at = ''): string[] => {
  if (Array.isArray(value)) return value.flatMap((item) => keyPaths(item, `${at}[]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const here = at ? `${at}.${key}` : key;
    return [here, ...keyPaths(inner, here)];
  });
};
const everyKey = (value: unknown) => [...new Set(keyPaths(value))].sort();

const CITY_KEYS = ['id', 'name', 'region_code', 'country_code'];
const under = (at: string, keys: string[]) => keys.map((key) => `${at}.${key}`);

/** All the public answer may hold: coordinates are cities' (the stops', the trail's), never the truck's. */
const PUBLIC_KEYS = [
  'status',
  'milestones',
  ...under('milestones[]', ['code', 'label', 'time_zone', 'city', 'planned_at', 'at']),
  ...under('milestones[].city', CITY_KEYS),
  'eta',
  ...under('eta', ['at', 'time_zone', 'state', 'explanation']),
  'last_seen',
  ...under('last_seen', ['near_city', 'at']),
  ...under('last_seen.near_city', CITY_KEYS),
  'trail',
  ...under('trail[]', ['at', 'latitude', 'longitude']),
  ...['pickup', 'dropoff'].flatMap((stop) => [
    stop,
    ...under(stop, ['city', 'time_zone', 'latitude', 'longitude']),
    ...under(`${stop}.city`, CITY_KEYS),
  ]),
  'expires_at',
].sort();

describe('GET /api/public/tracking/{token}/', () => {
  it('shows the customer the status, milestones, estimate, stops and the city near the truck, and nothing private', async () => {
    const load = await inTransit();
    const link = await shared(server, load.who, load.id);
    const response = await publicCall(server, tokenOf(link));
    expect(response.statusCode).toBe(200);
    const page = response.json<PublicTracking>();

    // Checked by listing every key: nothing else is in the answer, however deep.
    expect(everyKey(page)).toEqual(PUBLIC_KEYS);
    const tracking = (
      await callApi(server, load.who, 'GET', `/shipper/shipments/${load.id}/tracking/`)
    ).json<ShipmentTracking>();
    expect(page).toEqual({
      status: 'inprogress',
      milestones: tracking.milestones.map(({ code, label, time_zone, city, planned_at, at }) => ({
        code,
        label,
        time_zone,
        city,
        planned_at,
        at,
      })),
      eta: tracking.eta,
      last_seen: {
        near_city: {
          id: places.omaha.id,
          name: 'Omaha',
          region_code: 'NE',
          country_code: 'US',
        },
        at: TRAIL[1]?.at,
      },
      // Each report placed at the city nearest it: the last by Omaha, as last seen.
      trail: [
        expect.objectContaining({ at: TRAIL[0]?.at }),
        { at: TRAIL[1]?.at, latitude: places.omaha.latitude, longitude: places.omaha.longitude },
      ],
      pickup: tracking.pickup,
      dropoff: tracking.dropoff,
      expires_at: null,
    });
    expect(page.eta).toMatchObject({ state: 'on_time', time_zone: 'America/Denver' });
    // Nor any value of them anywhere: price, reference, facility and contact, crew, the trail.
    for (const secret of [
      load.price,
      FINAL_DETAILS.reference_number,
      FINAL_DETAILS.commodity,
      FACILITY.facility_name,
      FACILITY.facility_address,
      FACILITY.contact_name,
      FACILITY.phone_number,
      FACILITY.email,
      ...Object.values(DROPOFF_FACILITY),
      'Prairie Line',
      CREW.driver_name,
      'Luis',
      CREW.driver_phone,
      CREW.truck_number,
      CREW.trailer_number,
      ...TRAIL.flatMap(({ latitude, longitude }) => [String(latitude), String(longitude)]),
    ])
      expect([secret, response.body.includes(String(secret))]).toEqual([secret, false]);
  });

  it('shows the delivery without the proof, and dies 30 days after it', async () => {
    const load = await inTransit();
    const link = await shared(server, load.who, load.id);
    await report(load.driverToken, 'arrived_dropoff', '2026-06-24T15:00:00.000Z');
    at('2026-06-24T16:30:00.000Z');
    const delivered = await sendPod(server, load.driverToken, [
      ...POD,
      { name: 'photo', file: png(), filename: 'bol.png', type: 'image/png' },
      { name: 'at', value: '2026-06-24T16:20:00.000Z' },
    ]);
    expect(delivered.statusCode).toBe(200);
    const expiresAt = new Date(
      Date.parse('2026-06-24T16:20:00.000Z') + TRACKING_LINK_AFTER_DELIVERY_MS,
    ).toISOString();

    const response = await publicCall(server, tokenOf(link));
    const page = response.json<PublicTracking>();
    expect(everyKey(page)).toEqual(PUBLIC_KEYS.filter((key) => !key.startsWith('eta.')));
    expect(page).toMatchObject({ status: 'past', eta: null, expires_at: expiresAt });
    expect(page.milestones[4]).toMatchObject({ code: 'delivered', at: '2026-06-24T16:20:00.000Z' });
    expect(response.body).not.toContain('Ann Lee');

    server.clock.set(new Date(Date.parse(expiresAt) - MINUTE_MS));
    expect((await publicCall(server, tokenOf(link))).statusCode).toBe(200);
    server.clock.set(new Date(Date.parse(expiresAt) + MINUTE_MS));
    const dead = await publicCall(server, tokenOf(link));
    expect([dead.statusCode, dead.json()]).toEqual([
      404,
      { message: TRACKING_LINK_MESSAGES.linkDead },
    ]);
  });

  it('is kept from caches and search engines', async () => {
    const load = await fullLoad();
    const link = await shared(server, load.who, load.id);
    for (const token of [tokenOf(link), 'no-such-link']) {
      const response = await publicCall(server, token);
      expect([response.headers['cache-control'], response.headers['x-robots-tag']]).toEqual([
        'no-store',
        'noindex',
      ]);
    }
  });
});

describe('the limits on the public page', () => {
  it('refuse an address past 60 calls a minute with Retry-After, and let it in again', async () => {
    const load = await fullLoad();
    const token = tokenOf(await shared(server, load.who, load.id));
    const ip = randomIp();
    const { limit, windowMs } = PUBLIC_TRACKING_LIMITS.perIp;
    for (let n = 0; n < limit; n += 1)
      expect((await publicCall(server, token, ip)).statusCode).toBe(200);
    const refused = await publicCall(server, token, ip);
    expect([refused.statusCode, refused.headers['retry-after']]).toEqual([
      429,
      String(windowMs / 1000),
    ]);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/^Too many attempts/) });
    expect((await publicCall(server, token)).statusCode).toBe(200);
    server.clock.advance(windowMs);
    expect((await publicCall(server, token, ip)).statusCode).toBe(200);
  });

  it('refuse an address that keeps trying dead links', async () => {
    const ip = randomIp();
    const { limit } = PUBLIC_TRACKING_LIMITS.deadLinksPerIp;
    for (let n = 0; n < limit; n += 1)
      expect((await publicCall(server, `guess-${n}`, ip)).statusCode).toBe(404);
    expect((await publicCall(server, 'guess-last', ip)).statusCode).toBe(429);
    expect((await publicCall(server, 'guess-last')).statusCode).toBe(404);
  });
});

describe('the page at /t/{token}', () => {
  it('is the tracking page, never cached, and told to search engines to leave out', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/t/some-token' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
    expect(response.body).toContain('<title>Track your shipment · Loadline</title>');
    const app = await server.app.inject({ method: 'GET', url: '/dashboard' });
    expect([app.body, app.headers['x-robots-tag']]).toEqual([
      '<!doctype html><div id="root"></div>',
      undefined,
    ]);
  });
});
