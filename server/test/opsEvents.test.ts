import { eq } from 'drizzle-orm';
import { addDays } from '@domain/dates';
import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import type { OpsShipment } from '@domain/dispatchTypes';
import { MESSAGES } from '@domain/messages';
import { milestoneRank } from '@domain/milestones';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { Shipment } from '@domain/types';
import { positions, shipmentEvents, shipments } from '../db/schema';
import { fixture } from './fixture';
import { assigned, paidShipment, recordEvent, verifiedCarrier } from './opsFixtures';
import { newDispatcher } from './dispatchFixtures';
import { callApi, laneCities } from './shipmentFixtures';
import { testServerFixture } from './testServerFixture';

const NOW = new Date('2026-06-15T15:00:00.000Z');
const TODAY = '2026-06-15';
const MINUTE_MS = 60 * 1000;

const server = testServerFixture({ now: NOW });
const dispatcher = fixture(() => newDispatcher(server));
const carrier = fixture(() => verifiedCarrier(server, dispatcher));
const cities = fixture(() => laneCities(server));

const coveredShipment = async () => {
  const paid = await paidShipment(server, {
    pickupCity: cities.dallas.id,
    dropoffCity: cities.houston.id,
    pickupDate: addDays(TODAY, 1),
  });
  await assigned(server, dispatcher, paid.shipment.id, carrier.id);
  // The milestones reported come hours after the assignment.
  server.clock.set(LATER);
  return paid;
};

const LATER = new Date(NOW.getTime() + 5 * 60 * MINUTE_MS);
const minutesFromNow = (minutes: number) =>
  new Date(LATER.getTime() + minutes * MINUTE_MS).toISOString();

const progressOf = async (id: number) =>
  (
    await server.db
      .select({ progress: shipments.progress })
      .from(shipments)
      .where(eq(shipments.id, id))
  )[0]?.progress;

describe('POST /api/ops/shipments/{id}/events/', () => {
  it("records a milestone a driver called in, as the dispatcher's, and moves the status", async () => {
    const { shipment, shipper } = await coveredShipment();
    const response = await recordEvent(server, dispatcher, shipment.id, {
      code: 'arrived_pickup',
      at: minutesFromNow(-30),
      note: '  Called from the gate.  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<OpsShipment>()).toMatchObject({
      id: shipment.id,
      status: 'inprogress',
      milestones: [
        { code: 'dispatched' },
        {
          code: 'arrived_pickup',
          edi_code: 'X3',
          label: 'Arrived at pickup',
          at: minutesFromNow(-30),
          time_zone: 'America/Chicago',
          city: { id: cities.dallas.id, name: 'Dallas' },
          source: 'dispatcher',
        },
      ],
      last_position_at: null,
    });
    const [stored] = await server.db
      .select({ note: shipmentEvents.note, enteredBy: shipmentEvents.enteredBy })
      .from(shipmentEvents)
      .where(eq(shipmentEvents.code, 'arrived_pickup'))
      .orderBy(shipmentEvents.id);
    expect(stored).toEqual({ note: 'Called from the gate.', enteredBy: dispatcher.operatorId });
    const read = await callApi(server, shipper, 'GET', `/shipper/shipments/${shipment.id}`);
    expect(read.json<Shipment>().status).toBe('inprogress');
  });

  it('keeps a city named as a position there, for a truck without a smartphone', async () => {
    const { shipment } = await coveredShipment();
    const at = minutesFromNow(-5);
    const response = await recordEvent(server, dispatcher, shipment.id, {
      code: 'departed_pickup',
      at,
      city_id: cities.chicago.id,
    });
    expect(response.json<OpsShipment>()).toMatchObject({
      last_position_at: at,
      milestones: [{ code: 'dispatched' }, { code: 'departed_pickup', city: { name: 'Chicago' } }],
    });
    const kept = await server.db
      .select({ latitude: positions.latitude, source: positions.source, cityId: positions.cityId })
      .from(positions)
      .where(eq(positions.cityId, cities.chicago.id));
    expect(kept).toEqual([
      { latitude: cities.chicago.latitude, source: 'dispatcher', cityId: cities.chicago.id },
    ]);
  });

  it('records a delivery without a proof of delivery', async () => {
    const { shipment, shipper } = await coveredShipment();
    const response = await recordEvent(server, dispatcher, shipment.id, {
      code: 'delivered',
      at: minutesFromNow(0),
    });
    expect(response.json<OpsShipment>().status).toBe('past');
    const read = await callApi(server, shipper, 'GET', `/shipper/shipments/${shipment.id}`);
    expect(read.json<Shipment>().status).toBe('past');
  });

  it('leaves a load delivered without a proof with none for its shipper to download', async () => {
    const { shipment, shipper } = await coveredShipment();
    await recordEvent(server, dispatcher, shipment.id, {
      code: 'delivered',
      at: minutesFromNow(0),
    });
    const pod = await callApi(server, shipper, 'GET', `/shipper/shipments/${shipment.id}/pod/`);
    expect([pod.statusCode, pod.json()]).toEqual([404, { message: MESSAGES.notFound }]);
  });

  it('keeps a milestone that comes late in the history, and never moves the load back', async () => {
    const { shipment } = await coveredShipment();
    await recordEvent(server, dispatcher, shipment.id, {
      code: 'arrived_dropoff',
      at: minutesFromNow(-10),
    });
    const late = await recordEvent(server, dispatcher, shipment.id, {
      code: 'departed_pickup',
      at: minutesFromNow(-120),
    });
    expect(late.statusCode).toBe(200);
    expect(late.json<OpsShipment>().milestones.map(({ code }) => code)).toEqual([
      'dispatched',
      'departed_pickup',
      'arrived_dropoff',
    ]);
    expect(await progressOf(shipment.id)).toBe(milestoneRank('arrived_dropoff'));
  });

  it('takes a time up to 5 minutes ahead of its clock, not later', async () => {
    const { shipment } = await coveredShipment();
    const ahead = await recordEvent(server, dispatcher, shipment.id, {
      code: 'arrived_pickup',
      at: minutesFromNow(5),
    });
    expect(ahead.statusCode).toBe(200);
    const future = await recordEvent(server, dispatcher, shipment.id, {
      code: 'departed_pickup',
      at: new Date(LATER.getTime() + 5 * MINUTE_MS + 1000).toISOString(),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ errors: { at: [DISPATCH_MESSAGES.eventTimeInFuture] } });
  });

  it('refuses a shipment without a carrier, and says what is wrong with a body', async () => {
    const { shipment } = await paidShipment(server, {
      pickupCity: cities.dallas.id,
      dropoffCity: cities.houston.id,
      pickupDate: addDays(TODAY, 1),
    });
    const uncovered = await recordEvent(server, dispatcher, shipment.id, {
      code: 'arrived_pickup',
      at: NOW.toISOString(),
    });
    expect(uncovered.statusCode).toBe(409);
    expect(uncovered.json()).toEqual({ message: DISPATCH_MESSAGES.notDispatched });

    const { shipment: covered } = await coveredShipment();
    const bad = await recordEvent(server, dispatcher, covered.id, {
      code: 'dispatched',
      at: 'yesterday',
      city_id: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      errors: {
        code: [DISPATCH_MESSAGES.milestoneInvalid],
        at: [DISPATCH_MESSAGES.eventTimeInvalid],
        city_id: [MESSAGES.selectOption],
      },
    });
    const nowhere = await recordEvent(server, dispatcher, covered.id, {
      code: 'arrived_pickup',
      at: NOW.toISOString(),
      city_id: 2147483647,
    });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json()).toEqual({ errors: { city_id: [SERVER_MESSAGES.unknownCity] } });
    expect(await progressOf(covered.id)).toBe(milestoneRank('dispatched'));
  });

  it('is a 404 for a shipment that does not exist', async () => {
    const response = await recordEvent(server, dispatcher, 2147483647, {
      code: 'arrived_pickup',
      at: NOW.toISOString(),
    });
    expect(response.statusCode).toBe(404);
  });
});
