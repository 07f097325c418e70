import { addDays, todayUtc } from '@domain/dates';
import { MESSAGES, tooLongMessage } from '@domain/messages';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { Caller } from './shipmentFixtures';
import {
  book,
  callApi,
  FACILITY,
  FINAL_DETAILS,
  laneCities,
  newShipper,
  patchShipment,
} from './shipmentFixtures';
import { randomIp, registration } from './signUp';
import { testServerFixture } from './testServerFixture';

const server = testServerFixture();
let shipper: Caller;
let dryVan: number;
let reefer: number;
beforeAll(async () => {
  shipper = await newShipper(server);
  const { chicago, dallas } = await laneCities(server);
  const lane = {
    pickupCity: chicago.id,
    dropoffCity: dallas.id,
    pickupDate: addDays(todayUtc(server.clock.now()), 7),
  };
  dryVan = (await book(server, shipper, lane)).id;
  reefer = (await book(server, shipper, { ...lane, equipment: 'reefer' })).id;
});

const finalize = (id: number, changes: Record<string, unknown>) =>
  patchShipment(server, shipper, id, 'finalizing', { ...FINAL_DETAILS, ...changes });

/** A body sent as JSON text, for numbers JavaScript cannot write (40 digits). */
const finalizeRaw = (id: number, weight: string) =>
  server.app.inject({
    method: 'PATCH',
    url: `/api/shipper/shipments/${id}/finalizing/`,
    headers: { ...shipper.headers, 'content-type': 'application/json' },
    payload: JSON.stringify(FINAL_DETAILS).replace('"weight":42', `"weight":${weight}`),
  });

const errors = (fields: Record<string, string[]>) => ({ errors: fields });

describe('a NUL character in any text', () => {
  it('is refused on its field at sign-up, before anything is stored', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      remoteAddress: randomIp(),
      payload: registration({ first_name: 'Da\u0000na', company_name: '\u0000' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      errors({
        first_name: [SERVER_MESSAGES.nulCharacter],
        company_name: [SERVER_MESSAGES.nulCharacter],
      }),
    );
  });

  it('is refused in facility and finalizing fields, payment ids and the query', async () => {
    const facility = await patchShipment(server, shipper, dryVan, 'appointment', {
      pickup: { ...FACILITY, facility_address: '1 Main St\u0000' },
    });
    expect(facility.statusCode).toBe(400);
    expect(facility.json()).toEqual(errors({ facility_address: [SERVER_MESSAGES.nulCharacter] }));

    const details = await finalize(dryVan, { pickup_notes: 'Dock\u00004' });
    expect(details.json()).toEqual(errors({ pickup_notes: [SERVER_MESSAGES.nulCharacter] }));

    const card = await callApi(server, shipper, 'POST', '/payment-methods/', {
      payment_method_id: 'pm_card_visa\u0000',
    });
    expect(card.statusCode).toBe(400);
    expect(card.json()).toEqual(errors({ payment_method_id: [SERVER_MESSAGES.nulCharacter] }));

    const search = await callApi(server, shipper, 'GET', '/shipper/shipments/?search=Chi%00');
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual(errors({ search: [SERVER_MESSAGES.nulCharacter] }));
  });
});

describe('a list or an object where text goes', () => {
  it('is refused on its field', async () => {
    const details = await finalize(dryVan, { reference_number: ['PO-1'], commodity: { a: 1 } });
    expect(details.statusCode).toBe(400);
    expect(details.json()).toEqual(
      errors({ reference_number: [MESSAGES.notText], commodity: [MESSAGES.notText] }),
    );

    const facility = await patchShipment(server, shipper, dryVan, 'appointment', {
      dropoff: { ...FACILITY, facility_name: ['Dock'], zip_code: {} },
    });
    expect(facility.statusCode).toBe(400);
    expect(facility.json()).toMatchObject(
      errors({ facility_name: [MESSAGES.notText], zip_code: [MESSAGES.notText] }),
    );

    const intent = await callApi(server, shipper, 'POST', '/payments/confirm/', {
      payment_intent_id: ['pi_1'],
    });
    expect(intent.statusCode).toBe(400);
    expect(intent.json()).toEqual(errors({ payment_intent_id: [MESSAGES.notText] }));
  });
});

describe('weight and packaging count', () => {
  it("take at most the trailer's weight, in thousands of pounds", async () => {
    expect((await finalize(dryVan, { weight: 45 })).json()).toMatchObject({ weight: 45 });
    expect((await finalize(dryVan, { weight: 46 })).json()).toEqual(
      errors({ weight: [MESSAGES.weightTooHighDryVan] }),
    );
    const cold = { temperature_f: 34, temperature_mode: 'continuous' };
    expect((await finalize(reefer, { weight: 43, ...cold })).json()).toMatchObject({ weight: 43 });
    expect((await finalize(reefer, { weight: '44' })).json()).toEqual(
      errors({ weight: [MESSAGES.weightTooHighReefer] }),
    );
    expect(MESSAGES.weightTooHighDryVan).toBe(
      'Weight must be at most 45 (45,000 lbs) for a dry van',
    );
    expect(MESSAGES.weightTooHighReefer).toBe(
      'Weight must be at most 43 (43,000 lbs) for a reefer',
    );
  });

  it.each(['2147483648', '9007199254740993', '1e308', '1'.repeat(40), '"99999999999"'])(
    'refuse a weight of %s with the limit, not a failure',
    async (weight) => {
      const response = await finalizeRaw(dryVan, weight);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errors({ weight: [MESSAGES.weightTooHighDryVan] }));
    },
  );

  it('take at most 10,000 pieces', async () => {
    expect((await finalize(dryVan, { packaging: 10_000 })).json()).toMatchObject({
      packaging: 10_000,
    });
    for (const packaging of [10_001, 2_147_483_648, 1e308]) {
      const response = await finalize(dryVan, { packaging });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errors({ packaging: [MESSAGES.packagingTooMany] }));
    }
    expect(MESSAGES.packagingTooMany).toBe('Packaging count must be at most 10,000');
  });
});

describe('free text', () => {
  it('has a length limit on every field, with its own message', async () => {
    const details = await finalize(dryVan, {
      reference_number: 'R'.repeat(51),
      commodity: 'C'.repeat(101),
      packaging_type: 'P'.repeat(101),
      pickup_number: 'N'.repeat(51),
      dropoff_notes: 'n'.repeat(1001),
    });
    expect(details.json()).toEqual(
      errors({
        reference_number: [tooLongMessage(50)],
        commodity: [tooLongMessage(100)],
        packaging_type: [tooLongMessage(100)],
        pickup_number: [tooLongMessage(50)],
        dropoff_notes: [tooLongMessage(1000)],
      }),
    );
    // Up to the limit is fine, spaces around the text not counted.
    const longest = await finalize(dryVan, { dropoff_notes: ` ${'n'.repeat(1000)} ` });
    expect(longest.statusCode).toBe(200);

    const facility = await patchShipment(server, shipper, dryVan, 'appointment', {
      pickup: {
        ...FACILITY,
        facility_name: 'F'.repeat(201),
        facility_address: 'A'.repeat(301),
        zip_code: '1'.repeat(11),
        contact_name: 'C'.repeat(101),
        email: `${'e'.repeat(250)}@x.test`,
      },
    });
    expect(facility.json()).toMatchObject(
      errors({
        facility_name: [tooLongMessage(200)],
        facility_address: [tooLongMessage(300)],
        zip_code: [tooLongMessage(10)],
        contact_name: [tooLongMessage(100)],
        email: expect.arrayContaining([tooLongMessage(254)]) as string[],
      }),
    );

    const card = await callApi(server, shipper, 'POST', '/payment-methods/', {
      payment_method_id: 'p'.repeat(256),
    });
    expect(card.json()).toEqual(errors({ payment_method_id: [tooLongMessage(255)] }));
  });
});

describe('the month of the invoice list', () => {
  it.each(['0000-01-01T00:00:00Z', '9999-12-31T23:59:59-05:00', '1969-12-01T00:00:00Z'])(
    'is refused outside the years 1970 to 9999: %s',
    async (monthStart) => {
      const response = await callApi(
        server,
        shipper,
        'GET',
        `/invoices/?month_start=${encodeURIComponent(monthStart)}`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(
        errors({ month_start: [SERVER_MESSAGES.monthStartOutOfRange] }),
      );
    },
  );
});

describe('an address the router cannot read', () => {
  it('answers in the API error shape', async () => {
    const badEncoding = await callApi(server, shipper, 'GET', '/shipper/shipments/%E2%82');
    expect(badEncoding.statusCode).toBe(400);
    expect(badEncoding.json()).toEqual({ message: SERVER_MESSAGES.badUrl });
    const longId = await callApi(server, shipper, 'GET', `/shipper/shipments/${'9'.repeat(200)}`);
    expect(longId.statusCode).toBe(414);
    expect(longId.json()).toEqual({ message: SERVER_MESSAGES.urlTooLong });
  });
});
