import { addDays, todayUtc } from '@domain/dates';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type {
  Invoice,
  ListResponse,
  Region,
  SavedPaymentMethod,
  SessionResponse,
  Shipment,
  User,
} from '@domain/types';
import { lastVerificationToken } from './db';
import { call, cityId, FACILITY, FINAL_DETAILS } from './testing/callApi';

// src/testing/setup.ts, the jest project's setup, starts the msw server with
// onUnhandledRequest: 'error' and calls resetDb() before each test.

describe('the mocked API', () => {
  it('books a shipment end to end: sign-up, verification, quote, booking and payment', async () => {
    const email = 'riley@coastal.test';
    const registered = await call<SessionResponse>('/auth/register/', {
      method: 'POST',
      body: {
        email,
        first_name: 'Riley',
        last_name: 'Shaw',
        phone_number: '+14155550123',
        password: 'Secret123',
        company_name: 'Coastal Produce',
        primary_ships_country: 'US',
      },
    });
    expect(registered.status).toBe(201);
    const { token } = registered.body;
    expect(registered.body.user).toMatchObject({ email, is_email_verified: false });

    // Not allowed to book before the onboarding is complete.
    expect((await call('/shipper/shipments/', { token })).status).toBe(403);

    const verified = await call('/auth/verify-email/', {
      method: 'POST',
      body: { token: lastVerificationToken(email) },
    });
    expect(verified.status).toBe(200);
    const reused = await call('/auth/verify-email/', {
      method: 'POST',
      body: { token: lastVerificationToken(email) },
    });
    expect(reused.body).toEqual({ errors: { token: [SERVER_MESSAGES.verificationLinkDead] } });

    const regions = await call<ListResponse<Region>>('/shipper/country-regions?search_term=quebe');
    const [quebec] = regions.body.results;
    expect(quebec).toMatchObject({ name: 'Québec', countryCode: 'CA' });
    const needs = await call<User>('/shipper/shipping-needs/', {
      method: 'POST',
      token,
      body: {
        company_location: quebec?.id,
        mode: ['FTL'],
        average_ftl: '1-5',
        trailer_type: ['reefer'],
      },
    });
    expect(needs.status).toBe(201);
    expect(needs.body.shipping_needs?.company_location.name).toBe('Québec');

    const [from, to] = [await cityId('Los Angeles'), await cityId('Phoenix')];
    const pickupDate = addDays(todayUtc(), 3);
    const created = await call<Shipment>('/shipper/shipments/', {
      method: 'POST',
      token,
      body: {
        equipment: 'reefer',
        pickup: { city: from, date: pickupDate },
        dropoff: { city: to, date: '1999-01-01' },
        total_price: '1.00',
      },
    });
    expect(created.status).toBe(201);
    const shipment = created.body;
    expect(shipment).toMatchObject({ status: 'unfinished', driver_assist_fee: '0.00' });
    expect(shipment.total_price).toBe(shipment.base_price);
    expect(shipment.dropoff.date).toBe(addDays(pickupDate, shipment.min_transit_time));

    const withAssist = await call<Shipment>(`/shipper/shipments/${shipment.id}/appointment/`, {
      method: 'PATCH',
      token,
      body: { driver_assist: true },
    });
    expect(withAssist.body.driver_assist_fee).toBe('150.00');
    const base = Number(shipment.base_price);
    expect(withAssist.body.total_price).toBe((base + 150).toFixed(2));
    const withFacility = await call<Shipment>(`/shipper/shipments/${shipment.id}/appointment/`, {
      method: 'PATCH',
      token,
      body: { pickup: FACILITY },
    });
    expect(withFacility.body.pickup.facility_name).toBe(FACILITY.facility_name);

    // Paying before finalizing is refused: there is no invoice yet.
    const early = await call('/payments/create-intent/', {
      method: 'POST',
      token,
      body: { payment_method_id: 'pm_card_visa', shipment_id: shipment.id },
    });
    expect(early).toEqual({ status: 400, body: { message: SERVER_MESSAGES.notFinalized } });

    const finalized = await call<Shipment>(`/shipper/shipments/${shipment.id}/finalizing/`, {
      method: 'PATCH',
      token,
      // A reefer holds a temperature.
      body: { ...FINAL_DETAILS, temperature_f: 34, temperature_mode: 'continuous' },
    });
    expect(finalized.body.pickup.location_number).toBe('PU-1');
    const pending = (await call<ListResponse<Invoice>>('/invoices/', { token })).body;
    expect(pending.results).toEqual([
      expect.objectContaining({ status: 'pending', total_amount: withAssist.body.total_price }),
    ]);

    const card = await call<SavedPaymentMethod>('/payment-methods/', {
      method: 'POST',
      token,
      body: { payment_method_id: 'pm_card_visa' },
    });
    expect(card).toMatchObject({ status: 201, body: { brand: 'visa', last4: '4242' } });
    const paid = await call('/payments/create-intent/', {
      method: 'POST',
      token,
      body: { payment_method_id: 'pm_card_visa', shipment_id: shipment.id },
    });
    expect(paid.body).toMatchObject({ requires_action: false, status: 'succeeded' });

    const invoices = (await call<ListResponse<Invoice>>('/invoices/', { token })).body;
    expect(invoices.results[0]).toMatchObject({ status: 'paid', shipment_id: shipment.id });
    expect(invoices.results[0]?.paid_at).toEqual(expect.any(String));
    const booked = await call<Shipment>(`/shipper/shipments/${shipment.id}`, { token });
    expect(booked.body.status).toBe('upcoming');
  });
});
