import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { addDays, todayUtc } from '../../src/contract/dates';
import type { Invoice, ListResponse, Shipment } from '../../src/contract/types';
import { payments, regions, users } from '../db/schema';
import { hashPassword } from '../services/secrets';
import { issueToken } from '../services/tokens';
import type { TestServer } from './testServer';

export type Shipper = { userId: number; headers: { authorization: string } };

/**
 * A shipper written straight into the database and signed in, so that payment tests do not
 * depend on the sign-up flow: verified with shipping needs unless told otherwise.
 */
export const shipper = async (
  server: TestServer,
  { verified = true, shippingNeeds = true } = {},
): Promise<Shipper> => {
  const [region] = await server.db
    .select({ id: regions.id })
    .from(regions)
    .where(and(eq(regions.countryCode, 'US'), eq(regions.code, 'TX')))
    .limit(1);
  if (!region) throw new Error('Texas is not in the regions.');
  const [user] = await server.db
    .insert(users)
    .values({
      email: `payer-${randomBytes(6).toString('hex')}@example.com`,
      passwordHash: await hashPassword('Sturdy-Pass1'),
      firstName: 'Dana',
      lastName: 'Reyes',
      phoneNumber: '+15125550123',
      primaryShipsCountry: 'US',
      companyName: 'Reyes Produce',
      isEmailVerified: verified,
      ...(shippingNeeds
        ? {
            companyLocationId: region.id,
            modes: ['FTL'],
            averageFtl: '5-10',
            trailerTypes: ['dryVan'],
          }
        : {}),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('The user was not stored.');
  const token = await issueToken(server.db, user.id, 'session', server.clock.now());
  return { userId: user.id, headers: { authorization: `Token ${token}` } };
};

export const call = (
  server: TestServer,
  who: Shipper | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) => server.app.inject({ method, url: `/api${url}`, payload, headers: who?.headers ?? {} });

const cityId = async (server: TestServer, name: string): Promise<number> => {
  const response = await call(
    server,
    null,
    'GET',
    `/shipper/cities?name_prefix=${encodeURIComponent(name)}`,
  );
  const city = response
    .json<ListResponse<{ id: number; name: string }>>()
    .results.find((c) => c.name === name);
  if (!city) throw new Error(`No city named ${name}.`);
  return city.id;
};

const expectOk = async (response: Promise<{ statusCode: number; body: string }>, what: string) => {
  const { statusCode, body } = await response;
  if (statusCode >= 300) throw new Error(`${what} failed: ${statusCode} ${body}`);
  return JSON.parse(body) as Shipment;
};

/** A shipment booked through the API, with driver assist if asked, and finalized unless told not to. */
export const bookShipment = async (
  server: TestServer,
  who: Shipper,
  { finalize = true, driverAssist = false } = {},
): Promise<Shipment> => {
  const pickupDate = addDays(todayUtc(server.clock.now()), 7);
  const created = await expectOk(
    call(server, who, 'POST', '/shipper/shipments/', {
      equipment: 'dryVan',
      pickup: { city: await cityId(server, 'Dallas'), date: pickupDate },
      dropoff: { city: await cityId(server, 'Houston') },
    }),
    'Creating the shipment',
  );
  const id = created.id;
  if (driverAssist) {
    await expectOk(
      call(server, who, 'PATCH', `/shipper/shipments/${id}/appointment/`, { driver_assist: true }),
      'Driver assist',
    );
  }
  if (!finalize) return created;
  return expectOk(
    call(server, who, 'PATCH', `/shipper/shipments/${id}/finalizing/`, {
      pickup_number: 'P-100',
      pickup_notes: 'Dock 4',
      dropoff_number: 'D-200',
      dropoff_notes: 'Gate B',
    }),
    'Finalizing the shipment',
  );
};

export const readShipment = async (server: TestServer, who: Shipper, id: number) =>
  (await call(server, who, 'GET', `/shipper/shipments/${id}`)).json<Shipment>();

export const invoiceOf = async (server: TestServer, who: Shipper, shipmentId: number) =>
  (await call(server, who, 'GET', '/invoices/'))
    .json<ListResponse<Invoice>>()
    .results.find((i) => i.shipment_id === shipmentId);

/** Every payment attempt of a shipment, oldest first. */
export const attemptsOf = (server: TestServer, shipmentId: number) =>
  server.db.select().from(payments).where(eq(payments.shipmentId, shipmentId)).orderBy(payments.id);

export const pay = (
  server: TestServer,
  who: Shipper,
  shipmentId: number,
  paymentMethodId = 'pm_card_visa',
) =>
  call(server, who, 'POST', '/payments/create-intent/', {
    payment_method_id: paymentMethodId,
    shipment_id: shipmentId,
  });

export const confirm = (server: TestServer, who: Shipper, intentId: string, extra: object = {}) =>
  call(server, who, 'POST', '/payments/confirm/', { payment_intent_id: intentId, ...extra });

/** The answer to a payment that went through the test provider. */
export const succeeded = (intentId: unknown = expect.stringMatching(/^pi_test_\w+$/)) => ({
  requires_action: false,
  client_secret: expect.any(String),
  status: 'succeeded',
  payment: { stripe_payment_intent_id: intentId, status: 'succeeded' },
});

export const expectUnpaid = async (server: TestServer, who: Shipper, shipmentId: number) => {
  expect((await readShipment(server, who, shipmentId)).status).toBe('unfinished');
  expect(await invoiceOf(server, who, shipmentId)).toMatchObject({
    status: 'pending',
    paid_at: null,
  });
};
