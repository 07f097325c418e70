import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { Invoice, SessionResponse, Shipment, User } from '@domain/types';
import { baseUrl } from './environment';
import { verificationLink } from './outbox';

export const PASSWORD = 'Freight-2026';

export const uniqueEmail = (name: string) =>
  `${name}-${randomBytes(5).toString('hex')}@example.com`;

export const call = async <T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  token?: string,
  data?: unknown,
) => {
  const response = await request.fetch(`${baseUrl()}/api${url}`, {
    method,
    data: data === undefined ? undefined : JSON.stringify(data),
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Token ${token}` } : {}),
    },
  });
  if (!response.ok())
    throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
};

/**
 * A shipper ready to book, made through the API as the sign-up screens would: registered, e-mail
 * verified through the e-mailed link, shipping needs stated.
 */
export const createShipper = async (request: APIRequestContext, name = 'shipper') => {
  const email = uniqueEmail(name);
  const session = await call<SessionResponse>(request, 'POST', '/auth/register/', undefined, {
    email,
    first_name: 'Morgan',
    last_name: 'Diaz',
    phone_number: '+13125550177',
    password: PASSWORD,
    company_name: `${name[0]?.toUpperCase()}${name.slice(1)} Foods`,
    primary_ships_country: 'US',
  });
  const token = new URL(await verificationLink(email)).pathname.split('/').pop();
  await call(request, 'POST', '/auth/verify-email/', undefined, { token });
  const [texas] = (
    await call<{ results: { id: number }[] }>(
      request,
      'GET',
      '/shipper/country-regions?search_term=Texas',
    )
  ).results;
  const user = await call<User>(request, 'POST', '/shipper/shipping-needs/', session.token, {
    company_location: texas?.id,
    mode: ['FTL'],
    average_ftl: '5-10',
    trailer_type: ['dryVan'],
  });
  return { email, password: PASSWORD, token: session.token, user };
};

const cityId = async (request: APIRequestContext, name: string) => {
  const [city] = (
    await call<{ results: { id: number }[] }>(
      request,
      'GET',
      `/shipper/cities?name_prefix=${encodeURIComponent(name)}`,
    )
  ).results;
  if (!city) throw new Error(`No city ${name}`);
  return city.id;
};

/** A shipment booked and finalized through the API, ready for checkout, by default in 3 days. */
export const createFinalizedShipment = async (
  request: APIRequestContext,
  token: string,
  pickupDate = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
) => {
  const shipment = await call<Shipment>(request, 'POST', '/shipper/shipments/', token, {
    equipment: 'dryVan',
    pickup: { city: await cityId(request, 'Memphis'), date: pickupDate },
    dropoff: { city: await cityId(request, 'Atlanta'), date: pickupDate },
  });
  await call(request, 'PATCH', `/shipper/shipments/${shipment.id}/finalizing/`, token, {
    pickup_number: 'PU-1001',
    pickup_notes: 'Dock 4',
    dropoff_number: 'DO-2002',
    dropoff_notes: 'Call ahead',
  });
  return shipment;
};

/** Saves the test provider's Visa ending in 4242 to the shipper's account. */
export const saveVisa = (request: APIRequestContext, token: string) =>
  call(request, 'POST', '/payment-methods/', token, { payment_method_id: 'pm_card_visa' });

/** Pays for a shipment through the API with the test provider's Visa. */
export const payWithVisa = (request: APIRequestContext, token: string, id: number) =>
  call(request, 'POST', '/payments/create-intent/', token, {
    payment_method_id: 'pm_card_visa',
    shipment_id: id,
  });

export const getShipment = (request: APIRequestContext, token: string, id: number) =>
  call<Shipment>(request, 'GET', `/shipper/shipments/${id}`, token);

export const getInvoices = async (request: APIRequestContext, token: string) =>
  (await call<{ results: Invoice[] }>(request, 'GET', '/invoices/', token)).results;
