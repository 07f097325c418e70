import type { APIRequestContext } from '@playwright/test';
import type { AssignedShipment, Carrier } from '@domain/dispatchTypes';
import type { ListResponse } from '@domain/types';
import { call, PASSWORD } from './api';
import { baseUrl, moverLink, serverNow } from './environment';

/*
 * A load moved as the operations desk and a driver's phone move it, through their API: the
 * shipper's side is what the tests watch in the browser.
 */

/** The test registry's carrier that passes its check. */
const VERIFIED_USDOT = '3000001';

let dispatcherToken: Promise<string> | undefined;

/** The mover dispatcher's session: the password set once through their one-time link. */
const dispatcher = (request: APIRequestContext) => {
  dispatcherToken ??= (async () => {
    const token = new URL(moverLink()).pathname.split('/').pop();
    const session = await call<{ token: string }>(
      request,
      'POST',
      '/ops/auth/set-password/',
      undefined,
      {
        token,
        password: PASSWORD,
      },
    );
    return session.token;
  })();
  return dispatcherToken;
};

/** The verified carrier, added the first time (a USDOT number is on file once). */
const verifiedCarrier = async (request: APIRequestContext, token: string) => {
  const { results } = await call<ListResponse<Carrier>>(request, 'GET', '/ops/carriers/', token);
  const known = results.find(({ usdot_number }) => usdot_number === VERIFIED_USDOT);
  if (known) return known.id;
  const added = await call<Carrier>(request, 'POST', '/ops/carriers/', token, {
    legal_name: 'Magnolia Line Carriers LLC',
    usdot_number: VERIFIED_USDOT,
    mc_number: null,
    scac: null,
    phone: '+19015550188',
    email: 'dispatch@magnolialine.test',
    equipment: ['dryVan', 'reefer'],
    insurance_expires_on: '2030-12-31',
  });
  return added.id;
};

/** Covers a paid load with the verified carrier: the driver link's token. */
export const coverLoad = async (request: APIRequestContext, shipmentId: number) => {
  const token = await dispatcher(request);
  const assigned = await call<AssignedShipment>(
    request,
    'PUT',
    `/ops/shipments/${shipmentId}/assignment/`,
    token,
    {
      carrier_id: await verifiedCarrier(request, token),
      driver_name: 'Sam Okafor',
      driver_phone: '+19015550143',
      truck_number: 'T-44',
      trailer_number: 'V-808',
    },
  );
  return new URL(assigned.driver_link).pathname.split('/').pop() ?? '';
};

type Place = { latitude: number; longitude: number };

/**
 * The driver's phone reports a milestone where it is, now on the server's clock: a phone that ran
 * hours behind it would be a truck unseen for hours.
 */
export const reportMilestone = (
  request: APIRequestContext,
  driverToken: string,
  code: string,
  place: Place,
) =>
  call(request, 'POST', `/driver/${driverToken}/events/`, undefined, {
    id: `e2e-${code}-${Date.now()}`,
    code,
    at: serverNow().toISOString(),
    ...place,
    accuracy_m: 15,
  });

/** The phone's position, now. */
export const reportPosition = (request: APIRequestContext, driverToken: string, place: Place) =>
  call(request, 'POST', `/driver/${driverToken}/positions/`, undefined, {
    positions: [{ at: serverNow().toISOString(), ...place, accuracy_m: 15 }],
  });

/** A 1x1 PNG: a signature will do. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==',
  'base64',
);

/** Delivered, with the receiver's name and signature. */
export const deliver = async (request: APIRequestContext, driverToken: string) => {
  const response = await request.post(`${baseUrl()}/api/driver/${driverToken}/pod/`, {
    multipart: {
      receiver_name: 'Lee Park',
      signature: { name: 'signature.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  if (!response.ok()) throw new Error(`Delivering: ${response.status()} ${await response.text()}`);
};
