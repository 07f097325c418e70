import type { InvoicePage, Shipment, ShipmentPage } from '@domain/types';
import type { Caller } from './shipmentFixtures';
import { book, callApi, FINAL_DETAILS, patchShipment, REEFER_SETTING } from './shipmentFixtures';
import type { TestServer } from './testServer';

const get = async <T>(server: TestServer, who: Caller, url: string): Promise<T> => {
  const response = await callApi(server, who, 'GET', url);
  if (response.statusCode !== 200)
    throw new Error(`GET ${url} failed: ${response.statusCode} ${response.body}`);
  return response.json<T>();
};

export const shipmentPage = (server: TestServer, who: Caller, query = '') =>
  get<ShipmentPage>(server, who, `/shipper/shipments/${query}`);

export const invoicePage = (server: TestServer, who: Caller, query = '') =>
  get<InvoicePage>(server, who, `/invoices/${query}`);

type Lane = { pickupCity: number; dropoffCity: number; pickupDate: string; equipment?: string };

/** Books on another day of the test clock (a pickup in the past needs a booking back then). */
export const bookOn = async (
  server: TestServer,
  who: Caller,
  day: Date,
  lane: Lane,
): Promise<Shipment> => {
  const now = server.clock.now();
  server.clock.set(day);
  try {
    return await book(server, who, lane);
  } finally {
    server.clock.set(now);
  }
};

export const finalize = async (
  server: TestServer,
  who: Caller,
  id: number,
  details: Partial<typeof FINAL_DETAILS> = {},
): Promise<Shipment> => {
  // A reefer is finalized with the temperature it must hold, unless the test says otherwise.
  const { equipment } = await get<Shipment>(server, who, `/shipper/shipments/${id}`);
  const response = await patchShipment(server, who, id, 'finalizing', {
    ...FINAL_DETAILS,
    ...(equipment === 'reefer' ? REEFER_SETTING : {}),
    ...details,
  });
  if (response.statusCode !== 200)
    throw new Error(`Finalizing failed: ${response.statusCode} ${response.body}`);
  return response.json<Shipment>();
};

/** Finalizes the shipment (with `details` beside the usual ones) and pays it with the test provider's card that succeeds. */
export const payByCard = async (
  server: TestServer,
  who: Caller,
  id: number,
  details: Partial<typeof FINAL_DETAILS> = {},
): Promise<void> => {
  await finalize(server, who, id, details);
  const response = await callApi(server, who, 'POST', '/payments/create-intent/', {
    payment_method_id: 'pm_card_visa',
    shipment_id: id,
  });
  if (response.json<{ status?: string }>().status !== 'succeeded')
    throw new Error(`Payment failed: ${response.statusCode} ${response.body}`);
};
