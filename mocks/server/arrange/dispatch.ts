import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { addDays, todayUtc } from '@domain/dates';
import type { DemoPlace } from '@domain/demo/demoBookings';
import { demoFacility } from '@domain/demo/demoFacilities';
import type { AssignmentInput, DispatchStage, OpsShipment } from '@domain/dispatchTypes';
import type { MilestoneCode, ReportedMilestone } from '@domain/milestones';
import type { Operator } from '@domain/operatorRoles';
import type { Equipment, FacilityFields, FinalizingRequest, Shipment } from '@domain/types';
import {
  carriers,
  milestoneWithdrawals,
  positions,
  proofsOfDelivery,
  shipmentEvents,
  shipments,
} from '../../../server/db/schema';
import { createTestRegistry } from '../../../server/services/carriers/registry/testRegistry';
import { markShipmentPaid } from '../../../server/services/invoices/markShipmentPaid';
import { assignCarrier } from '../../../server/services/movement/assignCarrier';
import { addDispatcher } from '../../../server/services/operators/addDispatcher';
import { cityNamed } from '../../../server/services/places';
import { newDispatcher, VERIFIED_USDOT } from '../../../server/test/dispatchFixtures';
import type { Dispatcher } from '../../../server/test/dispatchFixtures';
import { driverCall, event, sendEvent } from '../../../server/test/driverFixtures';
import { recordEvent } from '../../../server/test/opsFixtures';
import {
  book,
  callApi,
  newShipper,
  patchShipment,
  REEFER_SETTING,
} from '../../../server/test/shipmentFixtures';
import type { Caller } from '../../../server/test/shipmentFixtures';
import type { TestServer } from '../../../server/test/testServer';
import { apiServer } from '../apiServer';

/*
 * The operations desk and the driver's phone on the real API server: dispatchers signed in, paid
 * loads covered by a carrier with a driver link, and what the server kept of what they did.
 */

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

type Answer = { statusCode: number; body: string };

const expectOk = (answer: Answer, what: string): Answer => {
  if (answer.statusCode >= 300)
    throw new Error(`${what} failed: ${answer.statusCode} ${answer.body}`);
  return answer;
};

/** A dispatcher's session as the operations desk stores it, and the dispatcher for the API. */
export type SignedInDispatcher = {
  session: { token: string; operator: Operator };
  dispatcher: Dispatcher;
};

/** A new dispatcher of their own, signed in. */
export const signedInDispatcher = async (): Promise<SignedInDispatcher> => {
  const server = await apiServer();
  const dispatcher = await newDispatcher(server);
  const me = expectOk(
    await callApi(server, dispatcher, 'GET', '/ops/auth/me/'),
    'Reading the dispatcher',
  );
  const token = dispatcher.headers.authorization.replace(/^Token /, '');
  return { session: { token, operator: JSON.parse(me.body) as Operator }, dispatcher };
};

/**
 * A dispatcher added as `npm run ops:add-user` adds one, with no password yet: the token of the
 * one-time link that sets it.
 */
export const invitedDispatcher = async (firstName: string): Promise<string> => {
  const server = await apiServer();
  const { link } = await addDispatcher(
    server.db,
    { email: `dispatch-${randomBytes(6).toString('hex')}@loadline.test`, first_name: firstName },
    server.config.appUrl,
    server.clock.now(),
  );
  const token = /\/ops\/set-password\/([A-Za-z0-9_-]+)$/.exec(link)?.[1];
  if (!token) throw new Error(`Not a set-password link: ${link}`);
  return token;
};

/** The demo's carrier that the test registry verifies: Prairie Line. */
export const verifiedCarrierId = async (server: TestServer): Promise<number> => {
  const [carrier] = await server.db
    .select({ id: carriers.id })
    .from(carriers)
    .where(eq(carriers.usdotNumber, VERIFIED_USDOT));
  if (!carrier) throw new Error('The demo has no carrier the test registry verifies.');
  return carrier.id;
};

export type LoadOptions = {
  from?: DemoPlace;
  to?: DemoPlace;
  equipment?: Equipment;
  /** What differs from the demo's dock in the city of each stop. */
  pickup?: Partial<FacilityFields>;
  dropoff?: Partial<FacilityFields>;
};

const CHICAGO: DemoPlace = { city: 'Chicago', region: 'IL' };
const DALLAS: DemoPlace = { city: 'Dallas', region: 'TX' };

/** The final details a shipper gives, numbered after the shipment as a shipper's own would be. */
const finalDetails = (shipment: Shipment): FinalizingRequest => ({
  reference_number: `PO-${shipment.id + 37000}`,
  weight: shipment.equipment === 'reefer' ? 38 : 42,
  commodity: 'Packaged foods',
  packaging: 24,
  packaging_type: 'Pallets',
  pickup_number: `PU-${shipment.id}`,
  pickup_notes: 'Check in at the guard house with the pickup number.',
  dropoff_number: `DL-${shipment.id}`,
  dropoff_notes: 'Call the receiver 30 minutes before arrival.',
  ...(shipment.equipment === 'reefer' ? REEFER_SETTING : {}),
});

/**
 * A load booked by a new shipper of its own (Chicago to Dallas by default, picked up in three
 * days), both stops at the demo's docks of their cities, finalized and paid at the server's now.
 */
const bookPaidLoad = async (
  server: TestServer,
  { from = CHICAGO, to = DALLAS, equipment = 'dryVan', pickup = {}, dropoff = {} }: LoadOptions,
): Promise<{ shipper: Caller; shipment: Shipment }> => {
  const shipper = await newShipper(server);
  const [pickupCity, dropoffCity] = await Promise.all([
    cityNamed(server.db, from.city, from.region),
    cityNamed(server.db, to.city, to.region),
  ]);
  const booked = await book(server, shipper, {
    equipment,
    pickupCity: pickupCity.id,
    dropoffCity: dropoffCity.id,
    pickupDate: addDays(todayUtc(server.clock.now()), 3),
  });
  for (const stop of [
    { pickup: { ...demoFacility(from.city), ...pickup } },
    { dropoff: { ...demoFacility(to.city), ...dropoff } },
  ])
    expectOk(await patchShipment(server, shipper, booked.id, 'appointment', stop), 'A stop');
  const finalized = expectOk(
    await patchShipment(server, shipper, booked.id, 'finalizing', finalDetails(booked)),
    'Finalizing',
  );
  await markShipmentPaid(server.db, booked.id, server.clock.now());
  return { shipper, shipment: JSON.parse(finalized.body) as Shipment };
};

/** A paid load that no carrier covers yet: see bookPaidLoad. */
export const paidLoad = async (options: LoadOptions = {}) =>
  bookPaidLoad(await apiServer(), options);

export const CREW: Omit<AssignmentInput, 'carrier_id'> = {
  driver_name: 'Jamie Cole',
  driver_phone: '+13125550123',
  truck_number: 'T-1',
  trailer_number: 'V-1',
};

export type CoveredLoad = {
  shipper: Caller;
  shipment: Shipment;
  dispatcher: Dispatcher;
  assignmentId: number;
  /** The driver link's token. */
  token: string;
};

/**
 * A paid load (see bookPaidLoad) covered by the verified carrier with a driver link an hour ago,
 * its truck as far as `reached`: each milestone a minute after the one before, up to a minute
 * ago, reported by the driver's phone, but the delivery, which the dispatcher records (the phone
 * delivers with the proof of delivery only). The shipper's steps come two hours ago.
 */
export const coveredLoad = async (
  options: LoadOptions & { reached?: ReportedMilestone[] } = {},
): Promise<CoveredLoad> => {
  const server = await apiServer();
  const now = server.clock.now().getTime();
  const dispatcher = await newDispatcher(server);
  let booked: { shipper: Caller; shipment: Shipment };
  let assigned: { assignmentId: number; token: string };
  try {
    server.clock.set(new Date(now - 2 * HOUR_MS));
    booked = await bookPaidLoad(server, options);
    server.clock.set(new Date(now - HOUR_MS));
    assigned = await assignCarrier(
      server.db,
      createTestRegistry(),
      dispatcher.operatorId,
      booked.shipment.id,
      { carrier_id: await verifiedCarrierId(server), ...CREW },
      server.clock.now(),
    );
  } finally {
    server.clock.set(new Date(now));
  }
  const { reached = [] } = options;
  for (const [step, code] of reached.entries()) {
    const at = new Date(now - (reached.length - step) * MINUTE_MS);
    expectOk(
      code === 'delivered'
        ? await recordEvent(server, dispatcher, booked.shipment.id, {
            code,
            at: at.toISOString(),
          })
        : await sendEvent(server, assigned.token, event(code, at)),
      `Reporting ${code}`,
    );
  }
  return { ...booked, dispatcher, ...assigned };
};

/** The dispatcher puts the same carrier and driver on the load again: its driver link dies. */
export const reassign = async ({ shipment, dispatcher }: CoveredLoad): Promise<void> => {
  const server = await apiServer();
  await assignCarrier(
    server.db,
    createTestRegistry(),
    dispatcher.operatorId,
    shipment.id,
    { carrier_id: await verifiedCarrierId(server), ...CREW },
    server.clock.now(),
  );
};

/** The driver's phone reports a milestone now, where it is; the event's id, to undo it by. */
export const reportFrom = async (
  { token }: CoveredLoad,
  code: ReportedMilestone,
  place: { latitude: number; longitude: number },
): Promise<string> => {
  const server = await apiServer();
  const sent = event(code, server.clock.now(), place);
  expectOk(await sendEvent(server, token, sent), `Reporting ${code}`);
  return sent.id;
};

/** The driver's phone undoes the milestone it sent with this id: the server's answer. */
export const undo = async ({ token }: CoveredLoad, eventId: string) => {
  const server = await apiServer();
  return driverCall(server, token, 'POST', 'withdrawals/', {
    id: randomBytes(16).toString('hex'),
    event_id: eventId,
    at: server.clock.now().toISOString(),
  });
};

/** One stage of the dispatch board as the API answers it to the dispatcher. */
export const boardStage = async (
  dispatcher: Dispatcher,
  stage: DispatchStage,
): Promise<OpsShipment[]> => {
  const answer = expectOk(
    await callApi(await apiServer(), dispatcher, 'GET', `/ops/shipments/?stage=${stage}`),
    'Reading the board',
  );
  return (JSON.parse(answer.body) as { results: OpsShipment[] }).results;
};

// --- what the server kept ---

export type KeptEvent = {
  code: MilestoneCode;
  at: Date;
  assignmentId: number;
  withdrawn: boolean;
};

/** The milestones the driver's phone reported for a shipment, in the order they were kept. */
export const driverEvents = async (shipmentId: number): Promise<KeptEvent[]> => {
  const { db } = await apiServer();
  const rows = await db
    .select({
      code: shipmentEvents.code,
      at: shipmentEvents.at,
      assignmentId: shipmentEvents.assignmentId,
      withdrawalId: milestoneWithdrawals.id,
    })
    .from(shipmentEvents)
    .leftJoin(milestoneWithdrawals, eq(milestoneWithdrawals.eventId, shipmentEvents.id))
    .where(and(eq(shipmentEvents.shipmentId, shipmentId), eq(shipmentEvents.source, 'driver')))
    .orderBy(asc(shipmentEvents.id));
  return rows.map(({ withdrawalId, ...kept }) => ({ ...kept, withdrawn: withdrawalId !== null }));
};

/** Where the truck of an assignment was, as the server kept it, oldest first. */
export const positionsOf = async (assignmentId: number) => {
  const { db } = await apiServer();
  return db
    .select({
      latitude: positions.latitude,
      longitude: positions.longitude,
      accuracyM: positions.accuracyM,
    })
    .from(positions)
    .where(eq(positions.assignmentId, assignmentId))
    .orderBy(asc(positions.at));
};

/** The proof of delivery the server kept for a shipment, if any. */
export const proofsOf = async (shipmentId: number) => {
  const { db } = await apiServer();
  const rows = await db
    .select({
      shipmentId: proofsOfDelivery.shipmentId,
      receiverName: proofsOfDelivery.receiverName,
      notes: proofsOfDelivery.notes,
      photo: proofsOfDelivery.photo,
    })
    .from(proofsOfDelivery)
    .where(eq(proofsOfDelivery.shipmentId, shipmentId));
  return rows.map(({ photo, ...proof }) => ({ ...proof, photo: photo !== null }));
};

/** How far the shipment has come, as the server keeps it: the rank of what still stands. */
export const progressOf = async (shipmentId: number): Promise<number | undefined> => {
  const { db } = await apiServer();
  const [row] = await db
    .select({ progress: shipments.progress })
    .from(shipments)
    .where(eq(shipments.id, shipmentId));
  return row?.progress;
};

/**
 * Another dispatcher corrects the verified carrier's USDOT number to one the test registry
 * refuses, which checks it again at once; the function returned puts its own number back, verified.
 */
export const renumberVerifiedCarrier = async (
  dispatcher: Dispatcher,
  usdotNumber: string,
): Promise<() => Promise<void>> => {
  const server = await apiServer();
  const id = await verifiedCarrierId(server);
  const renumber = async (usdot_number: string) =>
    expectOk(
      await callApi(server, dispatcher, 'PATCH', `/ops/carriers/${id}/`, { usdot_number }),
      'Changing the carrier',
    );
  await renumber(usdotNumber);
  return async () => {
    await renumber(VERIFIED_USDOT);
  };
};
