import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AssignedShipment, Carrier, CarrierInput } from '@domain/dispatchTypes';
import type { Equipment, Shipment } from '@domain/types';
import { markShipmentPaid } from '../services/invoices/markShipmentPaid';
import { carrierInput, VERIFIED_USDOT } from './dispatchFixtures';
import type { Dispatcher } from './dispatchFixtures';
import {
  book,
  callApi,
  FINAL_DETAILS,
  newShipper,
  patchShipment,
  REEFER_SETTING,
} from './shipmentFixtures';
import type { Caller } from './shipmentFixtures';
import type { TestServer } from './testServer';

/** A USDOT number of no other carrier of the file, for a carrier the test registry does not know. */
export const unknownUsdot = () => String(10_000_000 + Math.floor(Math.random() * 89_999_999));

export const addCarrier = async (
  server: TestServer,
  dispatcher: Dispatcher,
  change: Partial<CarrierInput> = {},
): Promise<Carrier> => {
  const response = await callApi(
    server,
    dispatcher,
    'POST',
    '/ops/carriers/',
    carrierInput(change),
  );
  if (response.statusCode !== 201)
    throw new Error(`Adding the carrier failed: ${response.statusCode} ${response.body}`);
  return response.json<Carrier>();
};

/**
 * The verified carrier of the file: the test registry knows one passing USDOT number, and a number
 * is on file once.
 */
export const verifiedCarrier = async (server: TestServer, dispatcher: Dispatcher) => {
  const list = await callApi(server, dispatcher, 'GET', '/ops/carriers/');
  const known = list
    .json<{ results: Carrier[] }>()
    .results.find((c) => c.usdot_number === VERIFIED_USDOT);
  return known ?? addCarrier(server, dispatcher);
};

export type Lane = {
  pickupCity: number;
  dropoffCity: number;
  pickupDate: string;
  equipment?: Equipment;
};

/** A shipment booked and finalized through the API, then paid (settled without a card). */
export const paidShipment = async (
  server: TestServer,
  lane: Lane,
  shipper?: Caller,
): Promise<{ shipment: Shipment; shipper: Caller }> => {
  const who = shipper ?? (await newShipper(server));
  const booked = await book(server, who, lane);
  // A reefer is finalized with the temperature it must hold.
  const details =
    booked.equipment === 'reefer' ? { ...FINAL_DETAILS, ...REEFER_SETTING } : FINAL_DETAILS;
  const finalized = await patchShipment(server, who, booked.id, 'finalizing', details);
  if (finalized.statusCode !== 200)
    throw new Error(`Finalizing failed: ${finalized.statusCode} ${finalized.body}`);
  await markShipmentPaid(server.db, booked.id, server.clock.now());
  return { shipment: finalized.json<Shipment>(), shipper: who };
};

export const DRIVER = {
  driver_name: 'Sam Rivera',
  driver_phone: '+13125550123',
  truck_number: 'T-4821',
  trailer_number: 'TR-9930',
};

export const assignTo = (
  server: TestServer,
  dispatcher: Dispatcher,
  shipmentId: number,
  carrierId: number,
  change: Partial<typeof DRIVER> = {},
) =>
  callApi(server, dispatcher, 'PUT', `/ops/shipments/${shipmentId}/assignment/`, {
    carrier_id: carrierId,
    ...DRIVER,
    ...change,
  });

export const assigned = async (
  server: TestServer,
  dispatcher: Dispatcher,
  shipmentId: number,
  carrierId: number,
): Promise<AssignedShipment> => {
  const response = await assignTo(server, dispatcher, shipmentId, carrierId);
  if (response.statusCode !== 200)
    throw new Error(`Assigning failed: ${response.statusCode} ${response.body}`);
  return response.json<AssignedShipment>();
};

/** The driver link's token, from the end of the link. */
export const tokenOfLink = (link: string): string => {
  const token = /\/d\/([A-Za-z0-9_-]+)$/.exec(link)?.[1];
  if (!token) throw new Error(`Not a driver link: ${link}`);
  return token;
};

export const recordEvent = (
  server: TestServer,
  dispatcher: Dispatcher,
  shipmentId: number,
  body: { code: string; at: string; city_id?: number | null; note?: string | null },
) => callApi(server, dispatcher, 'POST', `/ops/shipments/${shipmentId}/events/`, body);

/** Every text the outbox SMS sender wrote, oldest first. */
export const readTexts = async (dataDir: string): Promise<string[]> => {
  const folder = path.join(dataDir, 'outbox');
  const names = (await readdir(folder).catch(() => []))
    .filter((name) => name.includes('-sms-'))
    .sort();
  return Promise.all(names.map((name) => readFile(path.join(folder, name), 'utf8')));
};

/** The newest text that contains `text`, waiting for it: texts are sent after the answer. */
export const waitForText = async (dataDir: string, text: string): Promise<string> => {
  const deadline = Date.now() + 5000;
  for (;;) {
    const found = (await readTexts(dataDir)).filter((sms) => sms.includes(text));
    const newest = found[found.length - 1];
    if (newest) return newest;
    if (Date.now() > deadline) throw new Error(`No text with "${text}" arrived.`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};
