import { eq } from 'drizzle-orm';
import { addDays, todayUtc } from '@domain/dates';
import type { Invoice, ListResponse, Shipment } from '@domain/types';
import { payments, testProviderIntents } from '../db/schema';
import type { PaymentProvider } from '../payments/paymentProvider';
import { callApi, newShipper } from './shipmentFixtures';
import type { Caller } from './shipmentFixtures';
import type { TestServer } from './testServer';

/** A verified shipper with a session, written straight into the database. */
export type Shipper = Caller;
export const shipper = newShipper;
export const call = callApi;

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
  (await call(server, who, 'GET', `/invoices/?shipment_id=${shipmentId}`))
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

/** Holds the provider's next charge until the test lets it go, and says when it is held. */
export const chargeHold = () => {
  let held: { reached: () => void; release: Promise<void> } | null = null;
  return {
    wrap: (provider: PaymentProvider): PaymentProvider => ({
      ...provider,
      createIntent: async (request) => {
        const hold = held;
        held = null;
        if (hold) {
          hold.reached();
          await hold.release;
        }
        return provider.createIntent(request);
      },
    }),
    /** Holds the next charge; resolves once it is held, with the function that lets it go. */
    next: () =>
      new Promise<() => void>((reached) => {
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        held = { reached: () => reached(release), release: released };
      }),
  };
};

/** The intents the provider recorded for the shipment's attempts, from its own record. */
export const providerIntents = (server: TestServer, shipmentId: number) =>
  server.db
    .select({ amount: testProviderIntents.amountCents, status: testProviderIntents.status })
    .from(testProviderIntents)
    .innerJoin(payments, eq(payments.intentId, testProviderIntents.id))
    .where(eq(payments.shipmentId, shipmentId));

/** What the provider charged for the shipment, in cents. */
export const succeededCharges = async (server: TestServer, shipmentId: number) =>
  (await providerIntents(server, shipmentId))
    .filter((intent) => intent.status === 'succeeded')
    .map((intent) => intent.amount);
