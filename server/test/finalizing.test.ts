import { eq } from 'drizzle-orm';
import { MESSAGES } from '@domain/messages';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { ListResponse, Shipment } from '@domain/types';
import { invoices } from '../db/schema';
import { markShipmentPaid } from '../services/invoices/markShipmentPaid';
import type { Caller } from './shipmentFixtures';
import {
  book,
  callApi,
  FINAL_DETAILS,
  laneCities,
  newShipper,
  patchShipment,
} from './shipmentFixtures';
import { fixture } from './fixture';
import { moveTruck } from './truckFixtures';
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
const invoiceCount = async (shipmentId: number) =>
  (await server.db.select().from(invoices).where(eq(invoices.shipmentId, shipmentId))).length;
describe('PATCH /api/shipper/shipments/:id/finalizing/', () => {
  it('saves the final details into the shipment and its stops, and issues the invoice', async () => {
    const shipment = await newShipment();
    expect(await invoiceCount(shipment.id)).toBe(0);
    const response = await patch(shipment.id, 'finalizing', {
      ...FINAL_DETAILS,
      weight: '42',
      status: 'past',
      base_price: '1.00',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...shipment,
      reference_number: 'PO-1001',
      weight: 42,
      commodity: 'Canned goods',
      packaging: 24,
      packaging_type: 'Pallets',
      pickup: { ...shipment.pickup, location_number: 'PU-1', additional_notes: 'Dock 4' },
      dropoff: { ...shipment.dropoff, location_number: 'DL-2', additional_notes: 'Gate B' },
    });
    expect(await invoiceCount(shipment.id)).toBe(1);
  });

  it('keeps details left out, clears blank ones, and never issues a second invoice', async () => {
    const shipment = await newShipment();
    await patch(shipment.id, 'finalizing', FINAL_DETAILS);
    const again = await patch(shipment.id, 'finalizing', {
      pickup_number: 'PU-9',
      pickup_notes: 'Dock 9',
      dropoff_number: 'DL-9',
      dropoff_notes: 'Gate C',
      commodity: '',
      packaging: null,
    });
    expect(again.json()).toMatchObject({
      reference_number: 'PO-1001',
      weight: 42,
      commodity: null,
      packaging: null,
      packaging_type: 'Pallets',
      pickup: { location_number: 'PU-9', additional_notes: 'Dock 9' },
    });
    expect(await invoiceCount(shipment.id)).toBe(1);
  });

  it('issues one invoice when two finalizing requests arrive at once', async () => {
    const shipment = await newShipment();
    const answers = await Promise.all([
      patch(shipment.id, 'finalizing', FINAL_DETAILS),
      patch(shipment.id, 'finalizing', { ...FINAL_DETAILS, reference_number: 'PO-2002' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await invoiceCount(shipment.id)).toBe(1);
    const listed = (await callApi(server, dana, 'GET', '/invoices/')).json<
      ListResponse<{ shipment_id: number }>
    >();
    expect(listed.results.filter((invoice) => invoice.shipment_id === shipment.id)).toHaveLength(1);
  });

  it('reports each field with the form messages', async () => {
    const shipment = await newShipment();
    const empty = await patch(shipment.id, 'finalizing', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      errors: {
        pickup_number: [MESSAGES.blank],
        pickup_notes: [MESSAGES.blank],
        dropoff_number: [MESSAGES.blank],
        dropoff_notes: [MESSAGES.blank],
      },
    });
    const wrong = await patch(shipment.id, 'finalizing', {
      ...FINAL_DETAILS,
      pickup_notes: '   ',
      weight: -1,
      packaging: 'many',
    });
    expect(wrong.json()).toEqual({
      errors: {
        pickup_notes: [MESSAGES.blank],
        weight: [MESSAGES.positiveInteger],
        packaging: [MESSAGES.positiveInteger],
      },
    });
    expect(
      (await patch(shipment.id, 'finalizing', { ...FINAL_DETAILS, weight: 1.5 })).json(),
    ).toEqual({
      errors: { weight: [MESSAGES.positiveInteger] },
    });
    expect(await invoiceCount(shipment.id)).toBe(0);
  });

  it('is allowed while upcoming, refused once under way, and 404 for another shipper', async () => {
    const shipment = await newShipment();
    await markShipmentPaid(server.db, shipment.id, NOW);
    const upcoming = await patch(shipment.id, 'finalizing', FINAL_DETAILS);
    expect(upcoming.json()).toMatchObject({ status: 'upcoming', reference_number: 'PO-1001' });
    expect(await invoiceCount(shipment.id)).toBe(1);

    const other = await newShipper(server);
    for (const body of [FINAL_DETAILS, {}]) {
      const response = await patch(shipment.id, 'finalizing', body, other);
      expect([response.statusCode, response.json()]).toEqual([404, { message: MESSAGES.notFound }]);
    }
    await moveTruck(server, shipment.id, 'arrived_pickup');
    const rolling = await patch(shipment.id, 'finalizing', {
      ...FINAL_DETAILS,
      reference_number: 'PO-LATE',
    });
    expect([rolling.statusCode, rolling.json()]).toEqual([
      400,
      { message: SERVER_MESSAGES.shipmentLocked },
    ]);
    expect((await read(shipment.id)).reference_number).toBe('PO-1001');
  });
});
