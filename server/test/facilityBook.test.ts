import type { BookFacility } from '@domain/facilityBook';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { ListResponse, Shipment } from '@domain/types';
import {
  book,
  callApi,
  FACILITY,
  FINAL_DETAILS,
  laneCities,
  newMember,
  newShipper,
  patchShipment,
} from './shipmentFixtures';
import type { Caller } from './shipmentFixtures';
import { testServerFixture } from './testServerFixture';

const NOW = new Date('2026-11-26T15:00:00.000Z');
const server = testServerFixture({ now: NOW });

let cities: Awaited<ReturnType<typeof laneCities>>;
beforeAll(async () => {
  cities = await laneCities(server);
});

const bookOf = async (who: Caller, search?: string) => {
  const query = search === undefined ? '' : `?search=${encodeURIComponent(search)}`;
  const response = await callApi(server, who, 'GET', `/shipper/facilities/${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<ListResponse<BookFacility>>().results;
};
const booked = (who: Caller) =>
  book(server, who, {
    pickupCity: cities.chicago.id,
    dropoffCity: cities.dallas.id,
    pickupDate: '2026-12-03',
  });
const DOCK = {
  ...FACILITY,
  facility_name: 'North Dock',
  facility_address: '1 Elm St',
  zip_code: '75201',
};

describe('the facility book', () => {
  it('keeps every facility saved on a shipment, once, brought up to date', async () => {
    const who = await newShipper(server);
    const first = await booked(who);
    await patchShipment(server, who, first.id, 'appointment', { pickup: FACILITY });
    const second = await booked(who);
    // The same facility, typed in another case and spacing, with a new contact.
    await patchShipment(server, who, second.id, 'appointment', {
      pickup: {
        ...FACILITY,
        facility_name: 'LAKESIDE  cold storage',
        contact_name: 'Robin Hale',
      },
    });
    await patchShipment(server, who, second.id, 'appointment', { dropoff: DOCK });
    expect(await bookOf(who)).toEqual([
      {
        id: expect.any(Number),
        ...FACILITY,
        facility_name: 'LAKESIDE  cold storage',
        contact_name: 'Robin Hale',
        city: { id: cities.chicago.id, name: 'Chicago', region_code: 'IL', country_code: 'US' },
        updated_at: NOW.toISOString(),
      },
      expect.objectContaining({ ...DOCK, city: expect.objectContaining({ name: 'Dallas' }) }),
    ]);
  });

  it('is searched by name, city or ZIP code, in any case and without accents', async () => {
    const who = await newShipper(server);
    const shipment = await booked(who);
    await patchShipment(server, who, shipment.id, 'appointment', { pickup: FACILITY });
    await patchShipment(server, who, shipment.id, 'appointment', { dropoff: DOCK });
    const names = async (search: string) =>
      (await bookOf(who, search)).map((entry) => entry.facility_name);
    expect(await names('lakeside')).toEqual(['Lakeside Cold Storage']);
    expect(await names('DALLAS')).toEqual(['North Dock']);
    expect(await names('6060')).toEqual(['Lakeside Cold Storage']);
    expect(await names('nórth')).toEqual(['North Dock']);
    expect(await names('tx')).toEqual(['North Dock']);
    expect(await names('nowhere')).toEqual([]);
    const tooLong = await callApi(
      server,
      who,
      'GET',
      `/shipper/facilities/?search=${'x'.repeat(101)}`,
    );
    expect(tooLong.statusCode).toBe(400);
  });

  it('takes a new entry, and the same one again as an update', async () => {
    const who = await newShipper(server);
    const added = await callApi(server, who, 'POST', '/shipper/facilities/', {
      ...DOCK,
      city: cities.dallas.id,
    });
    expect(added.statusCode).toBe(201);
    const again = await callApi(server, who, 'POST', '/shipper/facilities/', {
      ...DOCK,
      zip_code: ' 75201 ',
      email: 'gate@north.test',
      city: cities.dallas.id,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: added.json().id, email: 'gate@north.test' });
    expect(await bookOf(who)).toHaveLength(1);

    const unknown = await callApi(server, who, 'POST', '/shipper/facilities/', {
      ...DOCK,
      city: 999999999,
    });
    expect([unknown.statusCode, unknown.json()]).toEqual([
      400,
      { errors: { city: [SERVER_MESSAGES.unknownCity] } },
    ]);
    const missing = await callApi(server, who, 'POST', '/shipper/facilities/', {
      city: cities.dallas.id,
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(
      expect.arrayContaining(['facility_name', 'facility_address', 'zip_code', 'email']),
    );
  });

  it('makes one entry of the same facility saved many times at once', async () => {
    const who = await newShipper(server);
    const saves = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        callApi(server, who, 'POST', '/shipper/facilities/', {
          ...DOCK,
          contact_name: `Contact ${n}`,
          city: cities.dallas.id,
        }),
      ),
    );
    expect(saves.map((save) => save.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    expect(new Set(saves.map((save) => save.json().id)).size).toBe(1);
    expect(await bookOf(who)).toHaveLength(1);
  });

  it('changes and deletes an entry, and never a shipment booked with it', async () => {
    const who = await newShipper(server);
    const shipment = await booked(who);
    await patchShipment(server, who, shipment.id, 'appointment', { pickup: FACILITY });
    await patchShipment(server, who, shipment.id, 'appointment', { dropoff: DOCK });
    const entries = await bookOf(who);
    const lakeside = entries.find((entry) => entry.facility_name === FACILITY.facility_name);
    if (!lakeside) throw new Error('The pickup facility should be in the book.');
    const path = `/shipper/facilities/${lakeside.id}/`;

    const changed = await callApi(server, who, 'PATCH', path, {
      ...FACILITY,
      contact_name: 'Sam Ortiz',
      city: cities.chicago.id,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: lakeside.id, contact_name: 'Sam Ortiz' });
    const clash = await callApi(server, who, 'PATCH', path, { ...DOCK, city: cities.dallas.id });
    expect([clash.statusCode, clash.json()]).toEqual([
      409,
      { message: SERVER_MESSAGES.facilityInBook },
    ]);

    expect((await callApi(server, who, 'DELETE', path)).statusCode).toBe(204);
    expect((await callApi(server, who, 'GET', path)).statusCode).toBe(404);
    expect((await callApi(server, who, 'DELETE', path)).statusCode).toBe(404);
    const kept = await callApi(server, who, 'GET', `/shipper/shipments/${shipment.id}`);
    expect(kept.json<Shipment>().pickup).toMatchObject(FACILITY);
  });
});

describe('booking a shipment again', () => {
  const again = (who: Caller, id: number) =>
    callApi(server, who, 'POST', `/shipper/shipments/${id}/book-again/`);

  it('starts from its lane, its load and its facilities in the book, even once cancelled', async () => {
    const who = await newShipper(server);
    const shipment = await booked(who);
    expect((await again(who, shipment.id)).json()).toEqual({
      equipment: 'dryVan',
      pickup_location: cities.chicago.id,
      dropoff_location: cities.dallas.id,
      pickup_facility_id: null,
      dropoff_facility_id: null,
      driver_assist: false,
      commodity: null,
      packaging: null,
      packaging_type: null,
      weight: null,
    });
    await patchShipment(server, who, shipment.id, 'appointment', { pickup: FACILITY });
    await patchShipment(server, who, shipment.id, 'appointment', { dropoff: DOCK });
    await patchShipment(server, who, shipment.id, 'appointment', { driver_assist: true });
    await patchShipment(server, who, shipment.id, 'finalizing', FINAL_DETAILS);
    const cancelled = await callApi(
      server,
      who,
      'POST',
      `/shipper/shipments/${shipment.id}/cancel/`,
      {
        reason: 'plans_changed',
      },
    );
    expect(cancelled.json<Shipment>().status).toBe('cancelled');
    const book = await bookOf(who);
    const idOf = (name: string) => book.find((entry) => entry.facility_name === name)?.id;
    const answer = await again(who, shipment.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      equipment: 'dryVan',
      pickup_location: cities.chicago.id,
      dropoff_location: cities.dallas.id,
      pickup_facility_id: idOf(FACILITY.facility_name),
      dropoff_facility_id: idOf(DOCK.facility_name),
      driver_assist: true,
      commodity: FINAL_DETAILS.commodity,
      packaging: FINAL_DETAILS.packaging,
      packaging_type: FINAL_DETAILS.packaging_type,
      weight: FINAL_DETAILS.weight,
    });

    await callApi(
      server,
      who,
      'DELETE',
      `/shipper/facilities/${String(idOf(DOCK.facility_name))}/`,
    );
    expect((await again(who, shipment.id)).json()).toMatchObject({
      pickup_facility_id: idOf(FACILITY.facility_name),
      dropoff_facility_id: null,
    });
  });

  it('is for the roles that create shipments, and never of another company', async () => {
    const admin = await newShipper(server);
    const shipment = await booked(admin);
    for (const role of ['viewer', 'finance', 'booker'] as const) {
      const member = await newMember(server, admin, role);
      expect((await again(member, shipment.id)).statusCode).toBe(role === 'booker' ? 200 : 403);
    }
    const stranger = await newShipper(server);
    expect((await again(stranger, shipment.id)).statusCode).toBe(404);
    expect((await again(admin, 999999999)).statusCode).toBe(404);
  });
});

describe('the facility book by role, and with another company', () => {
  it('is read by every member and kept by those who change shipments', async () => {
    const admin = await newShipper(server);
    const added = await callApi(server, admin, 'POST', '/shipper/facilities/', {
      ...DOCK,
      city: cities.dallas.id,
    });
    const path = `/shipper/facilities/${added.json().id}/`;
    for (const role of ['viewer', 'finance', 'booker'] as const) {
      const member = await newMember(server, admin, role);
      expect(await bookOf(member)).toHaveLength(1);
      expect((await callApi(server, member, 'GET', path)).statusCode).toBe(200);
      const keeps = role === 'booker';
      const change = await callApi(server, member, 'PATCH', path, {
        ...DOCK,
        contact_name: `Changed by ${role}`,
        city: cities.dallas.id,
      });
      expect(change.statusCode).toBe(keeps ? 200 : 403);
      const post = await callApi(server, member, 'POST', '/shipper/facilities/', {
        ...FACILITY,
        city: cities.chicago.id,
      });
      expect(post.statusCode).toBe(keeps ? 201 : 403);
      if (!keeps) expect((await callApi(server, member, 'DELETE', path)).statusCode).toBe(403);
    }
  });

  it("answers another company's entries as missing, and lists none of them", async () => {
    const owner = await newShipper(server);
    const added = await callApi(server, owner, 'POST', '/shipper/facilities/', {
      ...DOCK,
      city: cities.dallas.id,
    });
    const path = `/shipper/facilities/${added.json().id}/`;
    const stranger = await newShipper(server);
    expect(await bookOf(stranger)).toEqual([]);
    expect((await callApi(server, stranger, 'GET', path)).statusCode).toBe(404);
    const patch = await callApi(server, stranger, 'PATCH', path, {
      ...DOCK,
      city: cities.dallas.id,
    });
    expect(patch.statusCode).toBe(404);
    expect((await callApi(server, stranger, 'DELETE', path)).statusCode).toBe(404);
    expect(await bookOf(owner)).toHaveLength(1);
  });
});
