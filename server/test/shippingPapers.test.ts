import { NOTES_MAX_LENGTH } from '@domain/constants';
import { formatUsd } from '@domain/invoiceDocumentSheet';
import { bolNumber, gs1CheckDigit, PAPER_MESSAGES } from '@domain/shippingPapers';
import type { Shipment } from '@domain/types';
import { newDispatcher } from './dispatchFixtures';
import { assign, CREW } from './driverFixtures';
import { carrierInput } from './dispatchFixtures';
import { fixture } from './fixture';
import { finalize, payByCard } from './listFixtures';
import { pdfFacts, pdfText } from './pdfText';
import {
  book,
  callApi,
  FACILITY,
  laneCities,
  newMember,
  newShipper,
  patchShipment,
  type Caller,
} from './shipmentFixtures';
import { testServerFixture } from './testServerFixture';

const NOW = new Date('2026-11-26T15:00:00.000Z');
const server = testServerFixture({ now: NOW });
const cities = fixture(() => laneCities(server));
const dispatcher = fixture(() => newDispatcher(server));

const DOCK = {
  ...FACILITY,
  facility_name: 'Trinity Crossdock',
  facility_address: '900 Commerce St',
  zip_code: '75202',
  scheduling_preference: 'to_be_scheduled' as const,
  contact_name: 'Sam Ortiz',
  phone_number: '+12145550188',
};

const paperOf = (who: Caller, id: number | string, paper: 'bill-of-lading' | 'load-confirmation') =>
  callApi(server, who, 'GET', `/shipper/shipments/${id}/${paper}/`);

const booked = async (who: Caller): Promise<Shipment> =>
  book(server, who, {
    pickupCity: cities.chicago.id,
    dropoffCity: cities.dallas.id,
    pickupDate: '2026-12-03',
  });

const withFacilities = async (who: Caller, id: number) => {
  await patchShipment(server, who, id, 'appointment', { pickup: FACILITY });
  await patchShipment(server, who, id, 'appointment', { dropoff: DOCK });
};

/** Booked, both facilities given, finalized and paid, then given a carrier and crew. */
const readyLoad = async () => {
  const who = await newShipper(server);
  const { id } = await booked(who);
  await withFacilities(who, id);
  await payByCard(server, who, id);
  await assign(server, id, dispatcher.operatorId);
  return { who, id };
};

const pdfOf = async (response: Awaited<ReturnType<typeof paperOf>>) => {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return response.rawPayload;
};

describe('the bill of lading number', () => {
  it("is 17 digits: Loadline's GS1 prefix, the shipment's serial and GS1's check digit", () => {
    // GS1's own examples: an SSCC and a GTIN-13, each with its check digit last.
    expect(gs1CheckDigit('10614141123456789')).toBe(7);
    expect(gs1CheckDigit('400638133393')).toBe(1);
    expect(bolNumber(16)).toBe('08600010000000160');
    expect(bolNumber(123)).toBe('08600010000001235');
    expect(bolNumber(999_999_999)).toBe('08600019999999998');
    expect(() => bolNumber(1_000_000_000)).toThrow(RangeError);
  });
});

describe('GET /api/shipper/shipments/{id}/bill-of-lading/', () => {
  it('is a one-page VICS bill of lading with every field the dock needs, fonts embedded', async () => {
    const { who, id } = await readyLoad();
    const response = await paperOf(who, id, 'bill-of-lading');
    const pdf = await pdfOf(response);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="BOL-${bolNumber(id)}.pdf"`,
    );
    const facts = await pdfFacts(pdf);
    expect(facts.pages).toBe(1);
    expect(facts.fonts.length).toBeGreaterThan(0);
    expect(facts.fonts.every(({ embedded }) => embedded)).toBe(true);

    const text = await pdfText(pdf);
    const carrier = carrierInput();
    for (const expected of [
      'Straight Bill of Lading',
      `Bill of lading number ${bolNumber(id)}`,
      // The dates and references in a row, labels over values.
      'Ship date Delivery date Shipment Reference number Pickup number Dropoff number Page',
      `Dec 3, 2026 Dec 5, 2026 #${id} PO-1001 PU-1 DL-2 1 of 1`,
      // Ship from and ship to: facility, address, city and ZIP, contact, phone, location number.
      'Lakeside Cold Storage',
      '2400 S Halsted St, Chicago, IL',
      'Chicago, IL 60608',
      'Contact Jordan Avery',
      'Phone +1 312 555 0199',
      'Location number PU-1',
      'Trinity Crossdock',
      'Dallas, TX 75202',
      'Contact Sam Ortiz',
      'Location number DL-2',
      // Billed to Loadline, prepaid.
      'Loadline Freight, Inc.',
      'Freight charges: Prepaid',
      // Special instructions.
      "Equipment: 53' Dry Van",
      'Driver assist: No',
      'Pickup: Dock 4',
      'Dropoff: Gate B',
      // The carrier block from the assignment, seal and PRO left to fill.
      `Carrier ${carrier.legal_name}`,
      `SCAC ${carrier.scac ?? ''}`,
      `USDOT ${carrier.usdot_number}`,
      `Truck ${CREW.truck_number}`,
      `Trailer ${CREW.trailer_number}`,
      'Seal numbers',
      'PRO number',
      // The freight, with its hazardous-materials column.
      'Handling units Package type Weight HM (X) Commodity description',
      '24 Pallets 42,000 lb Canned goods',
      'See 49 U.S.C. § 14706(c)(1)(A) and (B).',
      'SHIPPER SIGNATURE',
      'CARRIER SIGNATURE',
      'Pickup date',
    ])
      expect(text).toContain(expected);
  });

  it('stays one page with the longest notes and names, every word of them on it', async () => {
    const { who, id } = await readyLoad();
    const notes = (stop: string) =>
      `${stop} notes: ${'call the dock office on arrival and wait at the gate; '.repeat(20)}`
        .slice(0, NOTES_MAX_LENGTH - 4)
        .concat(' END');
    await finalize(server, who, id, {
      pickup_notes: notes('Pickup'),
      dropoff_notes: notes('Dropoff'),
      commodity: 'Frozen vegetables, mixed, in cartons of twelve pounds each, kept at zero degrees',
    });
    const pdf = await pdfOf(await paperOf(who, id, 'bill-of-lading'));
    expect((await pdfFacts(pdf)).pages).toBe(1);
    const text = await pdfText(pdf);
    expect(text.match(/ END/g)).toHaveLength(2);
    expect(text).toContain('SHIPPER SIGNATURE');
  });

  it('leaves the carrier block to fill by hand until a carrier is assigned', async () => {
    const who = await newShipper(server);
    const { id } = await booked(who);
    await withFacilities(who, id);
    await payByCard(server, who, id);
    const text = await pdfText(await pdfOf(await paperOf(who, id, 'bill-of-lading')));
    expect(text).toContain('Seal numbers PRO number');
    for (const assigned of [carrierInput().legal_name, CREW.truck_number, CREW.trailer_number])
      expect(text).not.toContain(assigned);
  });

  it('is a 409 listing what is missing until the shipment is paid and both facilities are given', async () => {
    const who = await newShipper(server);
    const { id } = await booked(who);
    const unpaid = await paperOf(who, id, 'bill-of-lading');
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toEqual({
      message:
        'The bill of lading needs the payment, the pickup facility, the dropoff facility first.',
      missing: ['The payment', 'The pickup facility', 'The dropoff facility'],
    });

    await patchShipment(server, who, id, 'appointment', { pickup: FACILITY });
    await payByCard(server, who, id);
    const halfway = await paperOf(who, id, 'bill-of-lading');
    expect(halfway.statusCode).toBe(409);
    expect(halfway.json()).toMatchObject({ missing: ['The dropoff facility'] });

    await patchShipment(server, who, id, 'appointment', { dropoff: DOCK });
    await pdfOf(await paperOf(who, id, 'bill-of-lading'));
  });
});

describe("a reefer's papers", () => {
  it("carry the temperature it was booked with and the stops' windows", async () => {
    const who = await newShipper(server);
    const { id } = await book(server, who, {
      equipment: 'reefer',
      pickupCity: cities.chicago.id,
      dropoffCity: cities.dallas.id,
      pickupDate: '2026-12-03',
    });
    await patchShipment(server, who, id, 'appointment', {
      pickup: {
        ...FACILITY,
        appointment_date: '2026-12-03',
        window_start: '08:00',
        window_end: '11:30',
      },
    });
    await patchShipment(server, who, id, 'appointment', {
      dropoff: {
        ...DOCK,
        scheduling_preference: 'first_come',
        window_start: '06:00',
        window_end: '14:00',
      },
    });
    await payByCard(server, who, id, { temperature_f: -10, temperature_mode: 'continuous' });
    await assign(server, id, dispatcher.operatorId);

    const bol = await pdfOf(await paperOf(who, id, 'bill-of-lading'));
    expect((await pdfFacts(bol)).pages).toBe(1);
    const bolText = await pdfText(bol);
    expect(bolText).toContain("Equipment: 53' Reefer");
    expect(bolText).toContain('Temperature: -10 °F, continuous');
    expect(bolText).toContain('Pickup window: Thu, Dec 3, 08:00–11:30');
    expect(bolText).toContain('Dropoff window: Receiving 06:00–14:00');

    const confirmation = await pdfText(await pdfOf(await paperOf(who, id, 'load-confirmation')));
    expect(confirmation).toContain('Temperature -10 °F, continuous');
    expect(confirmation).toContain('Appointment Thu, Dec 3, 08:00–11:30');
    expect(confirmation).toContain('Appointment Receiving 06:00–14:00');
  });
});

describe('GET /api/shipper/shipments/{id}/load-confirmation/', () => {
  it('confirms the lane, facilities, dates, equipment, price paid, terms, references and carrier', async () => {
    const { who, id } = await readyLoad();
    const shipment = (await callApi(server, who, 'GET', `/shipper/shipments/${id}`)).json<{
      total_price: string;
      line_items: { label: string; amount: string }[];
    }>();
    const response = await paperOf(who, id, 'load-confirmation');
    const pdf = await pdfOf(response);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="load-confirmation-${id}.pdf"`,
    );
    expect((await pdfFacts(pdf)).fonts.every(({ embedded }) => embedded)).toBe(true);
    const text = await pdfText(pdf);
    for (const expected of [
      'Load confirmation',
      `Shipment #${id}`,
      `Bill of lading ${bolNumber(id)}`,
      'Confirmed on Nov 26, 2026',
      'Lane Chicago, IL to Dallas, TX',
      "Equipment 53' Dry Van",
      'Driver assist No',
      'Date Dec 3, 2026',
      'Facility Lakeside Cold Storage',
      'Appointment Appointment scheduled',
      'Contact Jordan Avery, +1 312 555 0199,',
      'Facility Trinity Crossdock',
      'Appointment To be scheduled',
      'Contact Sam Ortiz, +1 214 555 0188,',
      'Commodity Canned goods',
      'Reference number PO-1001',
      `Carrier ${carrierInput().legal_name}`,
      ...shipment.line_items.map(({ label, amount }) => `${label} ${formatUsd(amount)}`),
      `Total paid ${formatUsd(shipment.total_price)}`,
      'Free cancellation until Wed, Dec 2, 12:00 AM CST',
      'cancelling keeps a $150.00 late cancellation fee',
    ])
      expect(text).toContain(expected);
  });

  it('is a 409 until the shipment is paid', async () => {
    const who = await newShipper(server);
    const { id } = await booked(who);
    const response = await paperOf(who, id, 'load-confirmation');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'The load confirmation needs the payment first.',
      missing: ['The payment'],
    });
  });
});

describe('the shipping papers of a cancelled shipment, by role and of another company', () => {
  it('are refused for a cancelled shipment, with nothing to complete', async () => {
    const { who, id } = await readyLoad();
    const cancelled = await callApi(server, who, 'POST', `/shipper/shipments/${id}/cancel/`, {
      reason: 'plans_changed',
    });
    expect(cancelled.statusCode).toBe(200);
    for (const paper of ['bill-of-lading', 'load-confirmation'] as const) {
      const response = await paperOf(who, id, paper);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: PAPER_MESSAGES.cancelled, missing: [] });
    }
  });

  it('are for every member, and never of another company', async () => {
    const { who, id } = await readyLoad();
    for (const role of ['viewer', 'finance', 'booker'] as const) {
      const member = await newMember(server, who, role);
      for (const paper of ['bill-of-lading', 'load-confirmation'] as const)
        await pdfOf(await paperOf(member, id, paper));
    }
    const stranger = await newShipper(server);
    for (const paper of ['bill-of-lading', 'load-confirmation'] as const) {
      expect((await paperOf(stranger, id, paper)).statusCode).toBe(404);
      expect((await paperOf(who, 'abc', paper)).statusCode).toBe(404);
    }
  });
});
