import { formatUsd } from '@domain/invoiceDocumentSheet';
import { addDays } from '@domain/dates';
import { refusalMessage } from '@domain/roles';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { ShipmentActivityList } from '@domain/activitySchemas';
import type { Shipment } from '@domain/types';
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
import { fixture } from './fixture';
import { testServerFixture } from './testServerFixture';

const NOW = new Date('2026-06-15T15:00:00.000Z');
const TODAY = '2026-06-15';

const server = testServerFixture({ now: NOW });
const cities = fixture(() => laneCities(server));

const history = (who: Caller, shipmentId: number | string) =>
  callApi(server, who, 'GET', `/shipper/shipments/${shipmentId}/activity/`);

const historyOf = async (who: Caller, shipmentId: number) => {
  const response = await history(who, shipmentId);
  expect(response.statusCode).toBe(200);
  return response.json<ShipmentActivityList>().results;
};

const bookChicagoDallas = (who: Caller) =>
  book(server, who, {
    pickupCity: cities.chicago.id,
    dropoffCity: cities.dallas.id,
    pickupDate: addDays(TODAY, 10),
  });

const expectOk = async (response: Promise<{ statusCode: number; body: string }>) => {
  const { statusCode, body } = await response;
  expect(`${statusCode} ${body}`).toMatch(/^20\d /);
};

const nameOf = (role: string) => ({ first_name: role, last_name: 'Member' });

describe("GET /api/shipper/shipments/{id}/activity/: a shipment's history", () => {
  it('tells every step, newest first, with who took it, in one sentence, and the fields it changed', async () => {
    const admin = await newShipper(server);
    const booker = await newMember(server, admin, 'booker');
    const finance = await newMember(server, admin, 'finance');
    const shipment = await bookChicagoDallas(booker);
    const appointment = (body: object) =>
      patchShipment(server, booker, shipment.id, 'appointment', body);
    await expectOk(appointment({ pickup: FACILITY }));
    const moved = { ...FACILITY, zip_code: '60616', contact_name: 'Sam Ortiz' };
    await expectOk(appointment({ pickup: moved }));
    // The same details again change nothing, and record nothing.
    await expectOk(appointment({ pickup: moved }));
    await expectOk(appointment({ dropoff: { ...FACILITY, scheduling_preference: 'first_come' } }));
    await expectOk(appointment({ driver_assist: true }));
    await expectOk(appointment({ driver_assist: true }));
    await expectOk(appointment({ driver_assist: false }));

    const finalizing = (body: object) =>
      patchShipment(server, booker, shipment.id, 'finalizing', body);
    await expectOk(finalizing(FINAL_DETAILS));
    await expectOk(finalizing(FINAL_DETAILS));
    await expectOk(finalizing({ ...FINAL_DETAILS, reference_number: 'PO-2002', commodity: null }));

    const pay = (paymentMethodId: string) =>
      callApi(server, finance, 'POST', '/payments/create-intent/', {
        payment_method_id: paymentMethodId,
        shipment_id: shipment.id,
      });
    for (const card of ['pm_card_visa_chargeDeclined', 'pm_card_visa'])
      await expectOk(
        callApi(server, finance, 'POST', '/payment-methods/', { payment_method_id: card }),
      );
    const declined = await pay('pm_card_visa_chargeDeclined');
    expect(declined.json()).toEqual({ message: SERVER_MESSAGES.cardDeclined });
    await expectOk(pay('pm_card_visa'));
    const paid = (
      await callApi(server, admin, 'GET', `/shipper/shipments/${shipment.id}`)
    ).json<Shipment>();

    await expectOk(
      callApi(server, admin, 'POST', `/shipper/shipments/${shipment.id}/cancel/`, {
        reason: 'other',
        reason_text: 'The plant closed.',
      }),
    );

    // Told to a member who may see billing, who is told the card too.
    const events = await historyOf(finance, shipment.id);
    const total = formatUsd(paid.total_price);
    expect(events.map(({ kind, actor, summary }) => [kind, actor.first_name, summary])).toEqual([
      ['refund_made', 'Riley', `Refund of ${total} made with Visa ending in 4242`],
      ['shipment_cancelled', 'Riley', 'Cancelled the shipment: Other (The plant closed.)'],
      ['payment_made', 'Finance', `Paid ${total} with Visa ending in 4242`],
      ['payment_tried', 'Finance', `Tried to pay ${total} with Visa ending in 4242`],
      ['payment_failed', 'Finance', 'Payment failed: Your card was declined.'],
      [
        'payment_tried',
        'Finance',
        expect.stringMatching(new RegExp(`^Tried to pay \\${total} with Visa ending in \\d{4}$`)),
      ],
      ['details_changed', 'Booker', 'Changed the final details: Reference number, Commodity'],
      ['details_saved', 'Booker', 'Saved the final details'],
      ['driver_assist_off', 'Booker', 'Turned driver assist off'],
      ['driver_assist_on', 'Booker', 'Turned driver assist on'],
      ['facility_added', 'Booker', 'Added the dropoff facility info'],
      ['facility_changed', 'Booker', 'Changed the pickup facility info: Zip code, Contact name'],
      ['facility_added', 'Booker', 'Added the pickup facility info'],
      ['shipment_created', 'Booker', 'Booked the shipment Chicago, IL to Dallas, TX'],
    ]);
    const [first] = events;
    expect(first).toEqual({
      id: expect.any(Number),
      at: NOW.toISOString(),
      actor: { id: admin.userId, first_name: 'Riley', last_name: 'Stone' },
      kind: 'refund_made',
      summary: expect.any(String),
      changes: [],
    });
    const byKind = (kind: string) => events.filter((event) => event.kind === kind);
    expect(byKind('facility_changed')[0]?.changes).toEqual([
      { field: 'Zip code', before: '60608', after: '60616' },
      { field: 'Contact name', before: 'Jordan Avery', after: 'Sam Ortiz' },
    ]);
    expect(byKind('facility_added').at(-1)?.changes).toEqual([
      { field: 'Facility name', before: null, after: FACILITY.facility_name },
      { field: 'Address', before: null, after: FACILITY.facility_address },
      { field: 'Zip code', before: null, after: FACILITY.zip_code },
      { field: 'Scheduling', before: null, after: 'Appointment scheduled' },
      { field: 'Contact name', before: null, after: FACILITY.contact_name },
      { field: 'Phone number', before: null, after: FACILITY.phone_number },
      { field: 'Email', before: null, after: FACILITY.email },
    ]);
    expect(byKind('details_changed')[0]?.changes).toEqual([
      { field: 'Reference number', before: 'PO-1001', after: 'PO-2002' },
      { field: 'Commodity', before: 'Canned goods', after: null },
    ]);
    expect(byKind('details_saved')[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'Weight', before: null, after: '42' },
        { field: 'Dropoff number', before: null, after: 'DL-2' },
      ]),
    );
    expect(byKind('payment_made')[0]?.actor).toEqual({ id: finance.userId, ...nameOf('Finance') });
  });

  it('is read by every role of the company, and is a 404 to another company and for a malformed id', async () => {
    const admin = await newShipper(server);
    const shipment = await bookChicagoDallas(admin);
    for (const role of ['admin', 'booker', 'finance', 'viewer'] as const) {
      const member = role === 'admin' ? admin : await newMember(server, admin, role);
      expect((await historyOf(member, shipment.id)).map(({ kind }) => kind)).toEqual([
        'shipment_created',
      ]);
    }
    const outsider = await newShipper(server);
    expect((await history(outsider, shipment.id)).statusCode).toBe(404);
    expect((await history(admin, 'abc')).statusCode).toBe(404);
    expect((await history(admin, 2 ** 31 - 1)).statusCode).toBe(404);
    expect(
      (await callApi(server, null, 'GET', `/shipper/shipments/${shipment.id}/activity/`))
        .statusCode,
    ).toBe(401);
  });

  it('keeps a change refused, or one that changes nothing, out of the history', async () => {
    const admin = await newShipper(server);
    const viewer = await newMember(server, admin, 'viewer');
    const shipment = await bookChicagoDallas(admin);
    const refused = await patchShipment(server, viewer, shipment.id, 'appointment', {
      driver_assist: true,
    });
    expect(refused.json()).toEqual({ message: refusalMessage('viewer', 'changeShipments') });
    await expectOk(
      patchShipment(server, admin, shipment.id, 'appointment', { driver_assist: false }),
    );
    const invalid = await patchShipment(server, admin, shipment.id, 'finalizing', {
      ...FINAL_DETAILS,
      weight: 46,
    });
    expect(invalid.statusCode).toBe(400);
    expect((await historyOf(admin, shipment.id)).map(({ kind }) => kind)).toEqual([
      'shipment_created',
    ]);
  });
});
