import { addDays, todayUtc } from '@domain/dates';
import { MESSAGES } from '@domain/messages';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type {
  City,
  FieldErrorsBody,
  Invoice,
  ListResponse,
  SessionResponse,
  Shipment,
} from '@domain/types';
import { DEMO_ACCOUNT, seedShipment, seedUser } from './db';
import { call, cityId, FACILITY, FINAL_DETAILS } from './testing/callApi';

describe('the mocked booking rules', () => {
  it('finds cities by prefix, largest first, ignoring case and accents', async () => {
    const { body } = await call<ListResponse<City>>('/shipper/cities?name_prefix=MONTR');
    expect(body.results.map((city) => city.name)).toEqual(['Montréal']);
    const san = (await call<ListResponse<City>>('/shipper/cities?name_prefix=san')).body;
    expect(san.results[0]?.name).toBe('San Antonio');
    expect((await call('/shipper/cities?name_prefix=')).body).toEqual({ results: [] });
  });

  it('keeps booking dates and changes within the rules', async () => {
    const { user, token } = seedUser();
    const lane = {
      pickup: { city: await cityId('Chicago') },
      dropoff: { city: await cityId('Dallas') },
    };
    const book = (date: string) =>
      call<FieldErrorsBody>('/shipper/shipments/', {
        method: 'POST',
        token,
        body: { equipment: 'dryVan', ...lane, pickup: { ...lane.pickup, date } },
      });
    expect((await book(addDays(todayUtc(), -2))).body).toEqual({
      errors: { date: [SERVER_MESSAGES.pickupDateTooEarly] },
    });
    expect((await book(addDays(todayUtc(), -1))).status).toBe(201);

    const patch = (id: number, step: string, body: unknown) =>
      call<FieldErrorsBody>(`/shipper/shipments/${id}/${step}/`, { method: 'PATCH', token, body });
    const open = seedShipment(user.id);
    const invalid = await patch(open.id, 'appointment', {
      dropoff: { ...FACILITY, zip_code: '1' },
    });
    expect(invalid.body).toEqual({ errors: { zip_code: [MESSAGES.zipTooShort] } });
    const twoAtOnce = await patch(open.id, 'appointment', {
      pickup: FACILITY,
      driver_assist: true,
    });
    expect(twoAtOnce.body).toEqual({
      errors: { non_field_errors: [SERVER_MESSAGES.oneAppointmentChange] },
    });

    const upcoming = seedShipment(user.id, { status: 'upcoming' });
    expect(await patch(upcoming.id, 'appointment', { driver_assist: true })).toEqual({
      status: 400,
      body: { message: SERVER_MESSAGES.driverAssistLocked },
    });
    expect((await patch(upcoming.id, 'finalizing', FINAL_DETAILS)).status).toBe(200);
    const rolling = seedShipment(user.id, { status: 'inprogress' });
    expect(rolling.status).toBe('inprogress');
    expect(await patch(rolling.id, 'appointment', { pickup: FACILITY })).toEqual({
      status: 400,
      body: { message: SERVER_MESSAGES.shipmentLocked },
    });
  });

  it('seeds the demo shipper with shipments in every status and invoices of every status', async () => {
    const { body } = await call<SessionResponse>('/auth/login/', {
      method: 'POST',
      body: DEMO_ACCOUNT,
    });
    const { token } = body;
    const shipments = (await call<ListResponse<Shipment>>('/shipper/shipments/', { token })).body;
    const statuses = new Set(shipments.results.map((shipment) => shipment.status));
    expect(statuses).toEqual(new Set(['unfinished', 'upcoming', 'inprogress', 'past']));
    const invoices = (await call<ListResponse<Invoice>>('/invoices/', { token })).body;
    const invoiceStatuses = new Set(invoices.results.map((invoice) => invoice.status));
    expect(invoiceStatuses).toEqual(new Set(['paid', 'pending', 'overdue']));
  });
});
