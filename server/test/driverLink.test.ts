import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import type { DriverLoad } from '@domain/dispatchTypes';
import { DRIVER_LIMITS } from '../services/movement/driverAccess';
import { DRIVER_LINK_AFTER_DELIVERY_MS } from '@domain/milestones';
import {
  assign,
  assignedLoad,
  CREW,
  driverCall,
  event,
  loadOf,
  POD,
  sendEvent,
  sendPod,
  statusOf,
} from './driverFixtures';
import { call } from './paymentFixtures';
import { randomIp } from './signUp';
import { testServerFixture } from './testServerFixture';

const server = testServerFixture();

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** Every key of a JSON value, however deep. */
const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysOf)
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
      : [];

const linkDead = { message: DISPATCH_MESSAGES.linkDead };

describe('GET /api/driver/{token}/', () => {
  it('shows the load in full, the crew and what to report next, and never a price', async () => {
    const load = await assignedLoad(server);
    const response = await driverCall(server, load.token, 'GET');
    expect(response.statusCode).toBe(200);
    const answer = response.json<DriverLoad>();
    const { shipment } = load;
    expect(answer).toEqual({
      shipment_id: shipment.id,
      reference_number: shipment.reference_number,
      commodity: shipment.commodity,
      weight: shipment.weight,
      packaging: shipment.packaging,
      packaging_type: shipment.packaging_type,
      equipment: 'dryVan',
      driver_assist: false,
      temperature_f: null,
      temperature_mode: null,
      pickup: shipment.pickup,
      dropoff: shipment.dropoff,
      carrier_name: 'Prairie Line Transport LLC',
      driver_name: CREW.driver_name,
      truck_number: CREW.truck_number,
      trailer_number: CREW.trailer_number,
      milestones: [
        expect.objectContaining({ code: 'dispatched', source: 'dispatcher', city: null }),
      ],
      next_milestone: 'arrived_pickup',
      proof_of_delivery: false,
    });
    expect(answer.pickup).toMatchObject({ city: { name: 'Dallas' }, location_number: 'P-100' });
    expect(answer.dropoff).toMatchObject({ city: { name: 'Houston' }, additional_notes: 'Gate B' });
    expect(keysOf(answer).filter((key) => /price|fee|amount|cost|paid|invoice/i.test(key))).toEqual(
      [],
    );
    expect(response.body).not.toContain(shipment.total_price);
  });

  it('is a 404 with the reason for a token no link has', async () => {
    const response = await driverCall(server, 'not-a-token', 'GET');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(linkDead);
  });
});

describe('the milestones the driver reports', () => {
  it('move the shipper’s status: upcoming, in progress from the pickup, past with the proof', async () => {
    const load = await assignedLoad(server);
    expect(await statusOf(server, load)).toBe('upcoming');
    // Reported once the truck is in, each at the hour it happened.
    server.clock.advance(4 * HOUR_MS);
    const start = server.clock.now().getTime() - 3 * HOUR_MS;
    const steps = [
      ['arrived_pickup', 'inprogress', 'departed_pickup'],
      ['departed_pickup', 'inprogress', 'arrived_dropoff'],
      ['arrived_dropoff', 'inprogress', 'delivered'],
    ] as const;
    for (const [n, [code, status, next]] of steps.entries()) {
      const response = await sendEvent(
        server,
        load.token,
        event(code, new Date(start + n * HOUR_MS), { latitude: 32.8, longitude: -96.8 }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json<DriverLoad>()).toMatchObject({ next_milestone: next });
      expect(await statusOf(server, load)).toBe(status);
    }
    const delivered = await sendPod(server, load.token, POD);
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json<DriverLoad>()).toMatchObject({
      next_milestone: null,
      proof_of_delivery: true,
    });
    expect(await statusOf(server, load)).toBe('past');
    const shown = await call(server, load.who, 'GET', `/shipper/shipments/${load.shipment.id}`);
    expect(shown.json<{ milestones: { code: string; source: string }[] }>().milestones).toEqual(
      ['dispatched', 'arrived_pickup', 'departed_pickup', 'arrived_dropoff', 'delivered'].map(
        (code) =>
          expect.objectContaining({
            code,
            source: code === 'dispatched' ? 'dispatcher' : 'driver',
          }),
      ),
    );
  });

  it('answers a retry of the same event as the first time, and keeps it once', async () => {
    const load = await assignedLoad(server);
    const arrived = event('arrived_pickup', server.clock.now());
    const first = await sendEvent(server, load.token, arrived);
    const again = await sendEvent(server, load.token, arrived);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
    expect((await loadOf(server, load.token)).milestones.map(({ code }) => code)).toEqual([
      'dispatched',
      'arrived_pickup',
    ]);
  });

  it('refuses the delivery without its proof, and a time more than 5 minutes ahead', async () => {
    const load = await assignedLoad(server);
    const delivered = await sendEvent(server, load.token, event('delivered', server.clock.now()));
    expect(delivered.statusCode).toBe(400);
    expect(delivered.json()).toEqual({ message: DISPATCH_MESSAGES.deliveredWithPod });

    const ahead = (ms: number) => new Date(server.clock.now().getTime() + ms);
    const future = await sendEvent(
      server,
      load.token,
      event('arrived_pickup', ahead(6 * MINUTE_MS)),
    );
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ errors: { at: [DISPATCH_MESSAGES.eventTimeInFuture] } });
    const skewed = await sendEvent(
      server,
      load.token,
      event('arrived_pickup', ahead(4 * MINUTE_MS)),
    );
    expect(skewed.statusCode).toBe(200);
  });

  it('refuses a body that breaks the rules with messages per field', async () => {
    const load = await assignedLoad(server);
    const response = await sendEvent(server, load.token, {
      code: 'lunch',
      at: 'yesterday',
      latitude: 91,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: {
        id: [DISPATCH_MESSAGES.eventIdInvalid],
        code: [DISPATCH_MESSAGES.milestoneInvalid],
        at: [DISPATCH_MESSAGES.eventTimeInvalid],
        latitude: [DISPATCH_MESSAGES.latitudeInvalid],
      },
    });
    const half = await sendEvent(
      server,
      load.token,
      event('arrived_pickup', server.clock.now(), { latitude: 32.8 }),
    );
    expect(half.statusCode).toBe(400);
    expect(half.json()).toEqual({ errors: { longitude: [DISPATCH_MESSAGES.longitudeInvalid] } });
  });
});

describe('a dead link', () => {
  it('is one the shipment was reassigned away from: the new link works', async () => {
    const load = await assignedLoad(server);
    const { token: newToken } = await assign(server, load.shipment.id, load.dispatcherId);
    for (const [method, path, body] of [
      ['GET', '', undefined],
      ['POST', 'events/', event('arrived_pickup', server.clock.now())],
      [
        'POST',
        'positions/',
        { positions: [{ at: server.clock.now().toISOString(), latitude: 1, longitude: 2 }] },
      ],
    ] as const) {
      const response = await driverCall(server, load.token, method, path, body);
      expect([path, response.statusCode, response.json()]).toEqual([path, 404, linkDead]);
    }
    expect((await sendPod(server, load.token, POD)).statusCode).toBe(404);
    expect((await loadOf(server, newToken)).next_milestone).toBe('arrived_pickup');
  });

  it('is one of a cancelled shipment', async () => {
    const load = await assignedLoad(server);
    const cancelled = await call(
      server,
      load.who,
      'POST',
      `/shipper/shipments/${load.shipment.id}/cancel/`,
      {
        reason: 'plans_changed',
      },
    );
    expect(cancelled.statusCode).toBe(200);
    const response = await driverCall(server, load.token, 'GET');
    expect([response.statusCode, response.json()]).toEqual([404, linkDead]);
  });
});

describe('the limits on driver calls', () => {
  it('refuse a link’s calls past the limit with Retry-After, whatever the address', async () => {
    const load = await assignedLoad(server);
    const { limit, windowMs } = DRIVER_LIMITS.perLink;
    for (let n = 0; n < limit; n += 1)
      expect((await driverCall(server, load.token, 'GET')).statusCode).toBe(200);
    const refused = await driverCall(server, load.token, 'GET');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(windowMs / 1000));
    expect(refused.json()).toEqual({ message: expect.stringMatching(/^Too many attempts/) });
    server.clock.advance(windowMs / 2);
    expect((await driverCall(server, load.token, 'GET')).headers['retry-after']).toBe(
      String(windowMs / 2000),
    );
    server.clock.advance(windowMs / 2);
    expect((await driverCall(server, load.token, 'GET')).statusCode).toBe(200);
    // Another link is counted on its own.
    expect((await driverCall(server, (await assignedLoad(server)).token, 'GET')).statusCode).toBe(
      200,
    );
  });

  it('refuse an address that keeps trying dead links', async () => {
    const ip = randomIp();
    const { limit } = DRIVER_LIMITS.deadLinksPerIp;
    for (let n = 0; n < limit; n += 1)
      expect((await driverCall(server, `guess-${n}`, 'GET', '', undefined, ip)).statusCode).toBe(
        404,
      );
    expect((await driverCall(server, 'guess-last', 'GET', '', undefined, ip)).statusCode).toBe(429);
    expect((await driverCall(server, 'guess-last', 'GET')).statusCode).toBe(404);
  });
});

describe('a delivered load’s link', () => {
  it('works for 72 hours after the delivery, then is dead', async () => {
    const load = await assignedLoad(server);
    expect((await sendPod(server, load.token, POD)).statusCode).toBe(200);
    server.clock.advance(DRIVER_LINK_AFTER_DELIVERY_MS - HOUR_MS);
    expect((await loadOf(server, load.token)).proof_of_delivery).toBe(true);
    server.clock.advance(2 * HOUR_MS);
    const response = await driverCall(server, load.token, 'GET');
    expect([response.statusCode, response.json()]).toEqual([404, linkDead]);
  });
});
