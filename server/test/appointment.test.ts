import { MESSAGES } from '@domain/messages';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { ListResponse, Shipment } from '@domain/types';
import { markShipmentPaid } from '../services/invoices/markShipmentPaid';
import type { Caller } from './shipmentFixtures';
import {
  asDetail,
  book,
  callApi,
  FACILITY,
  laneCities,
  newShipper,
  patchShipment,
} from './shipmentFixtures';
import { moveTruck } from './truckFixtures';
import { fixture } from './fixture';
import { testServerFixture } from './testServerFixture';

const NOW = new Date('2026-06-15T15:00:00.000Z');
/** Chicago to Dallas takes two days: picked up on the 20th, delivered on the 22nd. */
const PICKUP = '2026-06-20';

const server = testServerFixture({ now: NOW });
const cities = fixture(() => laneCities(server));
const dana = fixture(() => newShipper(server));

const newShipment = () =>
  book(server, dana, {
    pickupCity: cities.chicago.id,
    dropoffCity: cities.dallas.id,
    pickupDate: PICKUP,
  });
const patch = (id: number, step: 'appointment' | 'finalizing', body: unknown, who: Caller = dana) =>
  patchShipment(server, who, id, step, body);
const read = async (id: number) =>
  (await callApi(server, dana, 'GET', `/shipper/shipments/${id}`)).json<Shipment>();
describe('PATCH /api/shipper/shipments/:id/appointment/', () => {
  it("stores one stop's facility details, trimmed, and nothing sent beside them", async () => {
    const shipment = await newShipment();
    const response = await patch(shipment.id, 'appointment', {
      pickup: {
        ...FACILITY,
        facility_name: '  Lakeside Cold Storage ',
        location_number: 'X-1',
        date: '2030-01-01',
      },
      status: 'past',
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json<Shipment>();
    expect(updated.pickup).toEqual({ ...shipment.pickup, ...FACILITY });
    expect(updated.dropoff).toEqual(shipment.dropoff);
    expect(updated.status).toBe('unfinished');
    const dropoff = await patch(shipment.id, 'appointment', {
      dropoff: { ...FACILITY, scheduling_preference: 'to_be_scheduled' },
    });
    expect(dropoff.json<Shipment>().dropoff.scheduling_preference).toBe('to_be_scheduled');
    expect(await read(shipment.id)).toEqual(asDetail(dropoff.json()));
  });

  it('adds and removes driver assist, and the total follows', async () => {
    const shipment = await newShipment();
    const on = (await patch(shipment.id, 'appointment', { driver_assist: true })).json<Shipment>();
    const base = Number(shipment.base_price);
    expect(on).toMatchObject({
      driver_assist: true,
      driver_assist_fee: '150.00',
      total_price: (base + 150).toFixed(2),
    });
    const off = (
      await patch(shipment.id, 'appointment', { driver_assist: false })
    ).json<Shipment>();
    expect(off).toMatchObject({
      driver_assist: false,
      driver_assist_fee: '0.00',
      total_price: shipment.base_price,
    });
  });

  it('reports facility errors under the facility field names', async () => {
    const shipment = await newShipment();
    const empty = await patch(shipment.id, 'appointment', { pickup: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      errors: {
        facility_name: [MESSAGES.facilityNameRequired],
        facility_address: [MESSAGES.addressRequired],
        zip_code: [MESSAGES.zipRequired],
        scheduling_preference: [MESSAGES.schedulingPreferenceInvalid],
        contact_name: [MESSAGES.contactNameRequired],
        phone_number: [MESSAGES.phoneRequired],
        email: [MESSAGES.emailRequired],
      },
    });
    const wrong = await patch(shipment.id, 'appointment', {
      dropoff: {
        ...FACILITY,
        zip_code: '123',
        scheduling_preference: 'whenever',
        phone_number: '0123',
        email: 'dock',
      },
    });
    expect(wrong.json()).toEqual({
      errors: {
        zip_code: [MESSAGES.zipTooShort],
        scheduling_preference: [MESSAGES.schedulingPreferenceInvalid],
        phone_number: [MESSAGES.phoneInvalid],
        email: [MESSAGES.facilityEmailInvalid],
      },
    });
    expect(await read(shipment.id)).toEqual(asDetail(shipment));
  });

  it('takes exactly one change, of the right type', async () => {
    const shipment = await newShipment();
    const oneChange = { errors: { non_field_errors: [SERVER_MESSAGES.oneAppointmentChange] } };
    for (const body of [
      {},
      { pickup: FACILITY, driver_assist: true },
      { pickup: FACILITY, dropoff: FACILITY },
      { status: 'past' },
    ]) {
      const response = await patch(shipment.id, 'appointment', body);
      expect([response.statusCode, response.json()]).toEqual([400, oneChange]);
    }
    expect((await patch(shipment.id, 'appointment', { driver_assist: 'yes' })).json()).toEqual({
      errors: { driver_assist: [SERVER_MESSAGES.invalidBoolean] },
    });
    for (const pickup of ['Dock 4', null, [FACILITY]]) {
      expect((await patch(shipment.id, 'appointment', { pickup })).json()).toEqual({
        errors: { non_field_errors: [SERVER_MESSAGES.invalidBody] },
      });
    }
  });

  it('locks driver assist once paid, and every change once under way', async () => {
    const shipment = await newShipment();
    await markShipmentPaid(server.db, shipment.id, NOW);
    expect(await patch(shipment.id, 'appointment', { driver_assist: true })).toMatchObject({
      statusCode: 400,
    });
    expect((await patch(shipment.id, 'appointment', { driver_assist: true })).json()).toEqual({
      message: SERVER_MESSAGES.driverAssistLocked,
    });
    // Sending the value it already has changes nothing, so it is not refused.
    expect((await patch(shipment.id, 'appointment', { driver_assist: false })).statusCode).toBe(
      200,
    );
    const upcoming = await patch(shipment.id, 'appointment', { dropoff: FACILITY });
    expect(upcoming.json<Shipment>()).toMatchObject({ status: 'upcoming', dropoff: FACILITY });

    for (const reached of ['arrived_pickup', 'delivered'] as const) {
      await moveTruck(server, shipment.id, reached);
      for (const body of [
        { pickup: FACILITY },
        { driver_assist: false },
        { driver_assist: true },
      ]) {
        const response = await patch(shipment.id, 'appointment', body);
        expect([reached, response.statusCode, response.json()]).toEqual([
          reached,
          400,
          { message: SERVER_MESSAGES.shipmentLocked },
        ]);
      }
    }
  });

  it("answers 404 for another shipper's shipment, whatever the body", async () => {
    const shipment = await newShipment();
    const other = await newShipper(server);
    for (const body of [{ pickup: FACILITY }, { driver_assist: true }, {}, { pickup: {} }]) {
      const response = await patch(shipment.id, 'appointment', body, other);
      expect([response.statusCode, response.json()]).toEqual([404, { message: MESSAGES.notFound }]);
    }
    expect((await patch(987654321, 'appointment', { driver_assist: true })).statusCode).toBe(404);
    expect(await read(shipment.id)).toEqual(asDetail(shipment));
  });
});

describe('shipment status', () => {
  it('is unfinished until paid, then upcoming until the truck is at pickup, in progress until delivered, then past', async () => {
    const shipment = await newShipment();
    const statusAt = async (moment: string) => {
      server.clock.set(new Date(moment));
      return (await read(shipment.id)).status;
    };
    expect(await statusAt('2026-06-21T12:00:00.000Z')).toBe('unfinished');
    expect(await statusAt('2026-06-30T12:00:00.000Z')).toBe('unfinished');
    await markShipmentPaid(server.db, shipment.id, NOW);
    expect(await statusAt('2026-06-15T15:00:00.000Z')).toBe('upcoming');
    await moveTruck(server, shipment.id, 'dispatched');
    // The pickup day came, the truck did not: the calendar alone moves nothing.
    expect(await statusAt('2026-06-20T12:00:00.000Z')).toBe('upcoming');
    await moveTruck(server, shipment.id, 'arrived_pickup');
    expect(await statusAt('2026-06-20T12:30:00.000Z')).toBe('inprogress');
    await moveTruck(server, shipment.id, 'arrived_dropoff');
    expect(await statusAt('2026-06-30T12:00:00.000Z')).toBe('inprogress');
    await moveTruck(server, shipment.id, 'delivered');
    expect(await statusAt('2026-06-30T13:00:00.000Z')).toBe('past');
    const listed = (await callApi(server, dana, 'GET', '/shipper/shipments/')).json<
      ListResponse<Shipment>
    >();
    expect(listed.results.find((s) => s.id === shipment.id)?.status).toBe('past');
  });
});
