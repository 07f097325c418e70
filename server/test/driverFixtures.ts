import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DriverLoad } from '@domain/dispatchTypes';
import type { Shipment } from '@domain/types';
import { carriers } from '../db/schema';
import { createCarrier } from '../services/carriers/saveCarrier';
import { createTestRegistry } from '../services/carriers/registry/testRegistry';
import { Conflict } from '../services/domainErrors';
import { assignCarrier } from '../services/movement/assignCarrier';
import { carrierInput, newDispatcher, VERIFIED_USDOT } from './dispatchFixtures';
import { bookShipment, pay, readShipment, shipper } from './paymentFixtures';
import type { Shipper } from './paymentFixtures';
import { png } from './pngImages';
import { randomIp } from './signUp';
import type { TestServer } from './testServer';

/*
 * A paid shipment with a carrier and driver on it, made through the services (the dispatcher's
 * own calls are another part of the API), and the driver's phone's calls.
 */

/** The verified carrier, added and checked the first time it is asked for. */
const verifiedCarrier = async (server: TestServer, dispatcherId: number): Promise<number> => {
  const [known] = await server.db
    .select({ id: carriers.id })
    .from(carriers)
    .where(eq(carriers.usdotNumber, VERIFIED_USDOT));
  if (known) return known.id;
  const added = await createCarrier(
    server.db,
    createTestRegistry(),
    dispatcherId,
    carrierInput({ insurance_expires_on: '2099-12-31' }),
    server.clock.now(),
  ).catch((error: unknown) => {
    // Added by another test meanwhile: a USDOT number is on file once.
    if (error instanceof Conflict) return undefined;
    throw error;
  });
  return added?.id ?? verifiedCarrier(server, dispatcherId);
};

export const CREW = {
  driver_name: 'Luis Ortega',
  driver_phone: '+12145550123',
  truck_number: 'T-118',
  trailer_number: 'TR-5521',
};

/** Puts the verified carrier on the shipment, a new driver link with it. */
export const assign = async (server: TestServer, shipmentId: number, dispatcherId: number) => {
  const carrierId = await verifiedCarrier(server, dispatcherId);
  return assignCarrier(
    server.db,
    createTestRegistry(),
    dispatcherId,
    shipmentId,
    { carrier_id: carrierId, ...CREW },
    server.clock.now(),
  );
};

export type Load = {
  who: Shipper;
  shipment: Shipment;
  dispatcherId: number;
  assignmentId: number;
  token: string;
};

/** A shipment booked and paid by a shipper of its own, then assigned. */
export const assignedLoad = async (server: TestServer): Promise<Load> => {
  const who = await shipper(server);
  const booked = await bookShipment(server, who);
  const paid = await pay(server, who, booked.id);
  if (paid.statusCode !== 200) throw new Error(`Paying failed: ${paid.statusCode} ${paid.body}`);
  const { operatorId: dispatcherId } = await newDispatcher(server);
  const { assignmentId, token } = await assign(server, booked.id, dispatcherId);
  const shipment = await readShipment(server, who, booked.id);
  return { who, shipment, dispatcherId, assignmentId, token };
};

/** The shipment's status as its shipper sees it. */
export const statusOf = async (server: TestServer, { who, shipment }: Load) =>
  (await readShipment(server, who, shipment.id)).status;

/** A call of the driver's phone, from an address of its own unless one is given. */
export const driverCall = (
  server: TestServer,
  token: string,
  method: 'GET' | 'POST',
  path = '',
  payload?: object,
  ip = randomIp(),
) =>
  server.app.inject({
    method,
    url: `/api/driver/${token}/${path}`,
    remoteAddress: ip,
    ...(payload === undefined ? {} : { payload }),
  });

export const loadOf = async (server: TestServer, token: string) => {
  const response = await driverCall(server, token, 'GET');
  if (response.statusCode !== 200)
    throw new Error(`Reading the load failed: ${response.statusCode} ${response.body}`);
  return response.json<DriverLoad>();
};

/** A milestone as the phone sends it, with an id of its own. */
export const event = (code: string, at: Date, extra: object = {}) => ({
  id: randomBytes(16).toString('hex'),
  code,
  at: at.toISOString(),
  ...extra,
});

export const sendEvent = (server: TestServer, token: string, body: object) =>
  driverCall(server, token, 'POST', 'events/', body);

// --- multipart forms ---

export type FormPart =
  | { name: string; value: string }
  | { name: string; file: Buffer; filename?: string; type?: string };

/** A multipart/form-data body, as a browser sends a form with files. */
export const form = (parts: FormPart[]) => {
  const boundary = `----loadline${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) => {
    const head =
      'file' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename ?? part.name}"\r\n` +
          `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n`
        : `Content-Disposition: form-data; name="${part.name}"\r\n`;
    return [
      Buffer.from(`--${boundary}\r\n${head}\r\n`, 'utf8'),
      'file' in part ? part.file : Buffer.from(part.value, 'utf8'),
      Buffer.from('\r\n'),
    ];
  });
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

export const sendPod = (server: TestServer, token: string, parts: FormPart[]) => {
  const { payload, headers } = form(parts);
  return server.app.inject({
    method: 'POST',
    url: `/api/driver/${token}/pod/`,
    remoteAddress: randomIp(),
    headers,
    payload,
  });
};

/** A whole proof of delivery: the receiver's name and signature. */
export const POD: FormPart[] = [
  { name: 'receiver_name', value: 'Ann Lee' },
  { name: 'signature', file: png(), filename: 'signature.png', type: 'image/png' },
];
