import { addDays, todayUtc } from '@domain/dates';
import type { City, ListResponse, PaymentResult, SessionResponse, Shipment } from '@domain/types';
import { DEMO_ACCOUNT } from '../demo/seedDemo';
import type { ServerProcess } from './serverProcess';

/** The demo shipper's session on a server process. */
export const signIn = async (server: ServerProcess) => {
  const { body } = await server.api<SessionResponse>('POST', '/auth/login/', DEMO_ACCOUNT);
  if (!('token' in body)) throw new Error('The demo shipper could not sign in.');
  return body.token;
};

const cityId = async (server: ServerProcess, name: string) => {
  const { body } = await server.api<ListResponse<City>>(
    'GET',
    `/shipper/cities?name_prefix=${name}`,
  );
  const city = body.results.find((found) => found.name === name);
  if (!city) throw new Error(`No city named ${name}.`);
  return city.id;
};

/** A shipment booked and finalized through the API, ready to pay. */
export const bookShipment = async (server: ServerProcess, token: string) => {
  const created = await server.api<Shipment>(
    'POST',
    '/shipper/shipments/',
    {
      equipment: 'reefer',
      pickup: {
        city: await cityId(server, 'Dallas'),
        date: addDays(todayUtc(new Date()), 9),
      },
      dropoff: { city: await cityId(server, 'Houston') },
    },
    token,
  );
  const id = created.body.id;
  const finalizing = {
    pickup_number: 'P1',
    pickup_notes: 'Dock',
    dropoff_number: 'D1',
    dropoff_notes: 'Gate',
    temperature_f: 34,
    temperature_mode: 'continuous',
  };
  await server.api('PATCH', `/shipper/shipments/${id}/finalizing/`, finalizing, token);
  return created.body;
};

export const pay = (server: ServerProcess, token: string, shipmentId: number) =>
  server.api<PaymentResult | { message: string }>(
    'POST',
    '/payments/create-intent/',
    { payment_method_id: 'pm_card_visa', shipment_id: shipmentId },
    token,
  );
