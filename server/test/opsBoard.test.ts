import { addDays } from '@domain/dates';
import { DISPATCH_STAGES, type DispatchStage, type OpsShipment } from '@domain/dispatchTypes';
import { validChoice } from '@domain/validChoice';
import { cityNamed } from '../services/places';
import { fixture } from './fixture';
import { assigned, paidShipment, recordEvent, verifiedCarrier, type Lane } from './opsFixtures';
import { newDispatcher } from './dispatchFixtures';
import { book, callApi, laneCities, newShipper } from './shipmentFixtures';
import { testServerFixture } from './testServerFixture';

// Summer: Chicago is on CDT (UTC-5), Los Angeles on PDT (UTC-7), Atlanta on EDT (UTC-4).
const NOW = new Date('2026-07-10T15:00:00.000Z');
const TODAY = '2026-07-10';
const HOUR_MS = 60 * 60 * 1000;

const server = testServerFixture({ now: NOW });
const dispatcher = fixture(() => newDispatcher(server));
const carrier = fixture(() => verifiedCarrier(server, dispatcher));
const cities = fixture(async () => ({
  ...(await laneCities(server)),
  losAngeles: await cityNamed(server.db, 'Los Angeles', 'CA'),
  atlanta: await cityNamed(server.db, 'Atlanta', 'GA'),
}));

const chicagoToDallas = (pickupDate: string): Lane => ({
  pickupCity: cities.chicago.id,
  dropoffCity: cities.dallas.id,
  pickupDate,
});

const board = async (stage?: DispatchStage): Promise<OpsShipment[]> => {
  const response = await callApi(
    server,
    dispatcher,
    'GET',
    stage ? `/ops/shipments/?stage=${stage}` : '/ops/shipments/',
  );
  expect(response.statusCode).toBe(200);
  return response.json<{ results: OpsShipment[] }>().results;
};

/** The shipments of the test on a stage of the board, in its order. */
const onStage = async (stage: DispatchStage, ids: number[]) =>
  (await board(stage)).filter(({ id }) => ids.includes(id)).map(({ id }) => id);

const rowOf = async (stage: DispatchStage, id: number) =>
  (await board(stage)).find((row) => row.id === id);

const event = async (id: number, code: string, at: Date, cityId?: number) => {
  const response = await recordEvent(server, dispatcher, id, {
    code,
    at: at.toISOString(),
    city_id: cityId ?? null,
  });
  expect(response.statusCode).toBe(200);
  return response.json<OpsShipment>();
};

const paid = async (lane: Lane) => (await paidShipment(server, lane)).shipment;

const covered = async (lane: Lane) => {
  const shipment = await paid(lane);
  await assigned(server, dispatcher, shipment.id, carrier.id);
  return shipment;
};

describe('GET /api/ops/shipments/', () => {
  it('puts each paid, live load on the stage it is at, and no other', async () => {
    const shipper = await newShipper(server);
    const lane = chicagoToDallas(addDays(TODAY, 7));
    const toCover = await paid(lane);
    const waiting = await covered(lane);
    const atPickup = await covered(lane);
    await event(atPickup.id, 'arrived_pickup', NOW);
    const done = await covered(lane);
    await event(done.id, 'delivered', NOW);
    const unpaid = await book(server, shipper, lane);
    const { shipment: cancelled } = await paidShipment(server, lane, shipper);
    await callApi(server, shipper, 'POST', `/shipper/shipments/${cancelled.id}/cancel/`, {
      reason: 'plans_changed',
    });
    const ids = [toCover, waiting, atPickup, done, unpaid, cancelled].map(({ id }) => id);

    const stages = Object.fromEntries(
      await Promise.all(DISPATCH_STAGES.map(async (stage) => [stage, await onStage(stage, ids)])),
    );
    expect(stages).toEqual({
      to_cover: [toCover.id],
      covered: [waiting.id],
      in_transit: [atPickup.id],
      delivered: [done.id],
      exceptions: [],
    });

    expect(await rowOf('to_cover', toCover.id)).toEqual({
      id: toCover.id,
      status: 'upcoming',
      equipment: 'dryVan',
      reference_number: 'PO-1001',
      commodity: 'Canned goods',
      weight: 42,
      driver_assist: false,
      temperature_f: null,
      temperature_mode: null,
      pickup: expect.objectContaining({ city: expect.objectContaining({ name: 'Chicago' }) }),
      dropoff: expect.objectContaining({ city: expect.objectContaining({ name: 'Dallas' }) }),
      company_name: 'Stone Provisions',
      assignment: null,
      milestones: [],
      last_position_at: null,
      exceptions: [],
    });
    expect(await rowOf('in_transit', atPickup.id)).toMatchObject({
      status: 'inprogress',
      assignment: { carrier: { id: carrier.id }, driver_name: 'Sam Rivera' },
      milestones: [{ code: 'dispatched' }, { code: 'arrived_pickup', source: 'dispatcher' }],
    });
    expect(await rowOf('delivered', done.id)).toMatchObject({ status: 'past' });
  });

  it('orders a stage by pickup time, the earlier zone first on a day; the delivered newest first', async () => {
    const later = await paid(chicagoToDallas(addDays(TODAY, 9)));
    const fromLosAngeles = await paid({
      pickupCity: cities.losAngeles.id,
      dropoffCity: cities.dallas.id,
      pickupDate: addDays(TODAY, 8),
    });
    const fromChicago = await paid(chicagoToDallas(addDays(TODAY, 8)));
    const fromAtlanta = await paid({
      pickupCity: cities.atlanta.id,
      dropoffCity: cities.chicago.id,
      pickupDate: addDays(TODAY, 8),
    });
    const ids = [later, fromLosAngeles, fromChicago, fromAtlanta].map(({ id }) => id);
    expect(await onStage('to_cover', ids)).toEqual([
      fromAtlanta.id,
      fromChicago.id,
      fromLosAngeles.id,
      later.id,
    ]);

    for (const id of ids) {
      await assigned(server, dispatcher, id, carrier.id);
      await event(id, 'delivered', NOW);
    }
    expect(await onStage('delivered', ids)).toEqual([
      later.id,
      fromLosAngeles.id,
      fromChicago.id,
      fromAtlanta.id,
    ]);
  });

  it('answers the loads to cover without a stage, and a 400 for an unknown stage', async () => {
    const shipment = await paid(chicagoToDallas(addDays(TODAY, 7)));
    expect((await board()).map(({ id }) => id)).toContain(shipment.id);
    const bad = await callApi(server, dispatcher, 'GET', '/ops/shipments/?stage=lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ errors: { stage: [validChoice(DISPATCH_STAGES)] } });
  });
});

describe('the exceptions', () => {
  // Picked up in Chicago on 13 July, whose day starts at 05:00 UTC.
  const PICKUP = addDays(TODAY, 3);
  const pickupDayStarts = new Date(`${PICKUP}T05:00:00.000Z`);

  it('flag a load without a carrier 24 hours before its pickup day starts there', async () => {
    const shipment = await paid(chicagoToDallas(PICKUP));
    server.clock.set(new Date(pickupDayStarts.getTime() - 24 * HOUR_MS - 1000));
    expect(await onStage('exceptions', [shipment.id])).toEqual([]);
    expect((await rowOf('to_cover', shipment.id))?.exceptions).toEqual([]);
    server.clock.advance(1000);
    expect(await rowOf('exceptions', shipment.id)).toMatchObject({ exceptions: ['not_covered'] });
    expect((await rowOf('to_cover', shipment.id))?.exceptions).toEqual(['not_covered']);
  });

  it('flag a truck not at the pickup by the end of the pickup day there', async () => {
    const shipment = await covered(chicagoToDallas(PICKUP));
    server.clock.set(new Date(pickupDayStarts.getTime() + 24 * HOUR_MS - 1000));
    expect(await onStage('exceptions', [shipment.id])).toEqual([]);
    server.clock.advance(1000);
    expect(await rowOf('exceptions', shipment.id)).toMatchObject({
      exceptions: ['no_arrival_at_pickup'],
    });
    expect((await rowOf('covered', shipment.id))?.exceptions).toEqual(['no_arrival_at_pickup']);
    await event(shipment.id, 'arrived_pickup', server.clock.now());
    expect(await onStage('exceptions', [shipment.id])).toEqual([]);
  });

  it('flag a load not delivered by the end of the drop-off day there', async () => {
    const shipment = await covered(chicagoToDallas(PICKUP));
    // Dallas keeps Central time too: its drop-off day ends at 05:00 UTC the day after.
    const dropoffDayEnds = new Date(`${addDays(shipment.dropoff.date, 1)}T05:00:00.000Z`);
    server.clock.set(new Date(dropoffDayEnds.getTime() - HOUR_MS));
    await event(shipment.id, 'arrived_pickup', new Date(pickupDayStarts.getTime() + 14 * HOUR_MS));
    await event(shipment.id, 'departed_pickup', new Date(pickupDayStarts.getTime() + 16 * HOUR_MS));
    await event(shipment.id, 'arrived_dropoff', server.clock.now(), cities.dallas.id);
    server.clock.advance(HOUR_MS - 1000);
    expect(await onStage('exceptions', [shipment.id])).toEqual([]);
    server.clock.advance(1000);
    expect(await rowOf('exceptions', shipment.id)).toMatchObject({ exceptions: ['not_delivered'] });
    expect((await rowOf('in_transit', shipment.id))?.exceptions).toEqual(['not_delivered']);
    await event(shipment.id, 'delivered', server.clock.now());
    expect(await onStage('exceptions', [shipment.id])).toEqual([]);
  });

  it('flag a truck on the road not seen for 4 hours, since its departure or its last position', async () => {
    const shipment = await covered(chicagoToDallas(PICKUP));
    const departed = new Date(pickupDayStarts.getTime() + 16 * HOUR_MS);
    server.clock.set(departed);
    await event(shipment.id, 'arrived_pickup', new Date(departed.getTime() - 2 * HOUR_MS));
    await event(shipment.id, 'departed_pickup', departed);
    server.clock.advance(4 * HOUR_MS - 1000);
    expect(await onStage('exceptions', [shipment.id])).toEqual([]);
    server.clock.advance(1000);
    expect(await rowOf('exceptions', shipment.id)).toMatchObject({
      exceptions: ['no_position'],
      last_position_at: null,
    });

    // A driver who called in from Dallas is seen there.
    const called = server.clock.now();
    const row = await event(shipment.id, 'arrived_dropoff', called, cities.dallas.id);
    expect(row).toMatchObject({ exceptions: [], last_position_at: called.toISOString() });
    server.clock.advance(4 * HOUR_MS);
    expect(await rowOf('exceptions', shipment.id)).toMatchObject({ exceptions: ['no_position'] });
  });
});
