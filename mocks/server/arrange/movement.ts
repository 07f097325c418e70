import { eq } from 'drizzle-orm';
import type { CancellationReason } from '@domain/cancellationReasons';
import { addDays, todayUtc } from '@domain/dates';
import { DEMO_FACILITIES } from '@domain/demo/demoFacilities';
import type { Carrier, ShipmentDetail } from '@domain/dispatchTypes';
import type { ReportedMilestone } from '@domain/milestones';
import type { TrackingLink } from '@domain/publicTrackingTypes';
import type { StopWindow } from '@domain/stopWindows';
import type { Equipment, FacilityFields, IsoDate, Shipment, ShipmentStatus } from '@domain/types';
import { users } from '../../../server/db/schema';
import { verifyCarrier } from '../../../server/services/carriers/saveCarrier';
import { unreachable } from '../../../server/services/carriers/registry/carrierCheck';
import { createTestRegistry } from '../../../server/services/carriers/registry/testRegistry';
import { cityNamed } from '../../../server/services/places';
import { newDispatcher, type Dispatcher } from '../../../server/test/dispatchFixtures';
import { driverCall, event, sendEvent, sendPod } from '../../../server/test/driverFixtures';
import type { FormPart } from '../../../server/test/driverFixtures';
import {
  assignTo,
  recordEvent,
  tokenOfLink,
  verifiedCarrier,
} from '../../../server/test/opsFixtures';
import { photoPng, signaturePng } from '../../../server/test/pngImages';
import { book, callApi, patchShipment } from '../../../server/test/shipmentFixtures';
import type { Caller } from '../../../server/test/shipmentFixtures';
import { revokeLink, shared, tokenOf } from '../../../server/test/trackingLinkFixtures';
import type { TestServer } from '../../../server/test/testServer';
import { clockAtNoonUtc } from '../../../src/testing/clock';
import { apiServer } from '../apiServer';
import type { SignedIn } from '../sessions';

/*
 * Shipments on the real API server as far as a test needs them: booked and taken through the
 * steps by their shipper, paid with the test provider's card, covered by the dispatcher and moved
 * by the driver's phone, each at a time of its own in the past, as it happened to the user.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

type Who = SignedIn | Caller;

const callerOf = (who: Who): Caller => ('caller' in who ? who.caller : who);

const expectAnswer = async <T>(
  answer: Promise<{ statusCode: number; body: string }>,
  status: number,
  what: string,
): Promise<T> => {
  const { statusCode, body } = await answer;
  if (statusCode !== status) throw new Error(`${what} failed: ${statusCode} ${body}`);
  return JSON.parse(body) as T;
};

/**
 * Runs `work` with the server's clock at `at`, then puts it back: what a user did back then.
 * One at a time, and not while a page is asking: every request meanwhile is answered back then.
 */
export const atServerTime = async <T>(
  at: Date,
  work: (server: TestServer) => Promise<T>,
): Promise<T> => {
  const server = await apiServer();
  const before = server.clock.now();
  server.clock.set(at);
  try {
    return await work(server);
  } finally {
    server.clock.set(before);
  }
};

/** The page's clock (clockAtNoonUtc) and the server's both at noon UTC today; that moment. */
export const clocksAtNoonUtc = async (): Promise<Date> => {
  clockAtNoonUtc();
  const noon = new Date();
  (await apiServer()).clock.set(noon);
  return noon;
};

/** The server's clock at the real time again, after a test that set it (real timers first). */
export const serverClockToNow = async (): Promise<void> => {
  (await apiServer()).clock.set(new Date());
};

/**
 * The signed-in user under another name, so that the people of a test are told apart as a user
 * tells them. The server's helpers write everyone with one name straight into the database; this
 * renames them there too, before anything is done or read as them (the name is in no cache yet).
 */
export const named = async (
  who: SignedIn,
  firstName: string,
  lastName = 'Reyes',
): Promise<SignedIn> => {
  const server = await apiServer();
  await server.db.update(users).set({ firstName, lastName }).where(eq(users.id, who.caller.userId));
  const user = await expectAnswer<SignedIn['session']['user']>(
    callApi(server, who.caller, 'GET', '/auth/user/'),
    200,
    'Reading the user',
  );
  return { ...who, session: { ...who.session, user } };
};

/** A city and its region, as "Chicago, IL". */
export type Place = `${string}, ${string}`;

const cityIdOf = async (server: TestServer, place: Place): Promise<number> => {
  const [name = '', region = ''] = place.split(', ');
  return (await cityNamed(server.db, name, region)).id;
};

/** The dock of a demo city, or one made up for any other. */
const facilityIn = (place: Place): FacilityFields => {
  const [city = ''] = place.split(', ');
  return (
    DEMO_FACILITIES[city] ?? {
      facility_name: `${city} Distribution Center`,
      facility_address: `1200 Commerce Way, ${city}`,
      zip_code: '75001',
      scheduling_preference: 'first_come',
      contact_name: 'Sam Rivera',
      phone_number: '+15555550100',
      email: 'dock@example.test',
    }
  );
};

/** The final details the shipper saves: numbers of the shipment's own, a reefer's temperature. */
const finalDetailsOf = (id: number, equipment: Equipment) => ({
  reference_number: `PO-${id + 37000}`,
  weight: equipment === 'reefer' ? 38 : 42,
  commodity: 'Packaged foods',
  packaging: 24,
  packaging_type: 'Pallets',
  pickup_number: `PU-${id}`,
  pickup_notes: 'Check in at the guard house with the pickup number.',
  dropoff_number: `DL-${id}`,
  dropoff_notes: 'Call the receiver 30 minutes before arrival.',
  ...(equipment === 'reefer' ? { temperature_f: 34, temperature_mode: 'continuous' } : {}),
});

type FacilityWindow = Pick<FacilityFields, 'scheduling_preference'> & Partial<StopWindow>;

/** What a driver and their truck are, as the dispatcher enters them. */
export type Crew = {
  driver_name: string;
  driver_phone: string;
  truck_number: string;
  trailer_number: string;
};

export const JAMIE: Crew = {
  driver_name: 'Jamie Cole',
  driver_phone: '+13125550123',
  truck_number: 'T-418',
  trailer_number: 'V-5531',
};

/** What the receiver signed: a signature always, a photo of the signed papers if asked. */
export type Proof = { receiver_name: string; notes?: string; photo?: boolean; at?: Date };

export type ShipmentOptions = {
  /**
   * unfinished by default; any other status is paid, with a pickup date that fits it, and
   * covered and moved as far as it says: upcoming is not covered yet, in progress has left the
   * pickup, past is delivered.
   */
  status?: Exclude<ShipmentStatus, 'cancelled'>;
  from?: Place;
  to?: Place;
  equipment?: Equipment;
  pickupDate?: IsoDate;
  driverAssist?: boolean;
  /** For an unfinished shipment: facility info and final details saved, its invoice issued. */
  finalized?: boolean;
  /** The facilities' windows, beside their scheduling preferences. */
  windows?: Partial<Record<'pickup' | 'dropoff', FacilityWindow>>;
  /** For a past shipment: what the receiver signed. */
  proof?: Proof;
  /** For a covered shipment: who drives it. */
  crew?: Crew;
};

const PICKUP_IN_DAYS: Record<Exclude<ShipmentStatus, 'cancelled'>, number> = {
  unfinished: 7,
  upcoming: 5,
  inprogress: 0,
  past: -30,
};

/** A milestone the phone reports by itself: the delivery comes with its proof. */
type RoadMilestone = Exclude<ReportedMilestone, 'delivered'>;

/** The milestones the phone reports before the delivery, in the order of the journey. */
const ON_THE_ROAD: RoadMilestone[] = ['arrived_pickup', 'departed_pickup', 'arrived_dropoff'];

/** The driver's link of a covered load, and the dispatcher who covered it. */
export type DriverLink = { shipmentId: number; token: string; dispatcher: Dispatcher };

export type Arranged = { shipment: ShipmentDetail; driver: DriverLink | null };

const readShipment = async (who: Caller, id: number): Promise<ShipmentDetail> =>
  expectAnswer<ShipmentDetail>(
    callApi(await apiServer(), who, 'GET', `/shipper/shipments/${id}`),
    200,
    'Reading the shipment',
  );

/** When a shipment is booked: three hours ago, or two days before a pickup that is sooner. */
const bookingTime = (now: Date, pickupDate: IsoDate): Date =>
  new Date(
    Math.min(now.getTime() - 3 * HOUR_MS, Date.parse(`${addDays(pickupDate, -2)}T12:00:00Z`)),
  );

/**
 * A shipment of `who`'s company taken through the booking steps as its shipper would, up to the
 * status asked for (see ShipmentOptions): booked (bookingTime), its docks given half an hour
 * later, its final details an hour later, paid by card two hours later. The truck of a covered
 * load reports its milestones ten minutes apart, the last one ten minutes before the server's now.
 */
export const shipmentOf = async (who: Who, options: ShipmentOptions = {}): Promise<Arranged> => {
  const caller = callerOf(who);
  const server = await apiServer();
  const status = options.status ?? 'unfinished';
  const from = options.from ?? 'Chicago, IL';
  const to = options.to ?? 'Dallas, TX';
  const now = server.clock.now();
  const pickupDate = options.pickupDate ?? addDays(todayUtc(now), PICKUP_IN_DAYS[status]);
  const bookedAt = bookingTime(now, pickupDate);
  const step = (hours: number) => new Date(bookedAt.getTime() + hours * HOUR_MS);
  const booked: Shipment = await atServerTime(bookedAt, async () =>
    book(server, caller, {
      equipment: options.equipment ?? 'dryVan',
      pickupCity: await cityIdOf(server, from),
      dropoffCity: await cityIdOf(server, to),
      pickupDate,
    }),
  );
  const { id } = booked;
  const stepped = (hours: number, what: string, work: () => ReturnType<typeof callApi>) =>
    atServerTime(step(hours), () => expectAnswer<Shipment>(work(), 200, what));
  if (options.driverAssist)
    await stepped(0.25, 'Driver assist', () =>
      patchShipment(server, caller, id, 'appointment', { driver_assist: true }),
    );
  if (status !== 'unfinished' || options.finalized) {
    const { windows = {} } = options;
    for (const stop of ['pickup', 'dropoff'] as const)
      await stepped(0.5, `The ${stop} facility`, () =>
        patchShipment(server, caller, id, 'appointment', {
          [stop]: { ...facilityIn(stop === 'pickup' ? from : to), ...windows[stop] },
        }),
      );
    await stepped(1, 'Finalizing', () =>
      patchShipment(server, caller, id, 'finalizing', finalDetailsOf(id, booked.equipment)),
    );
  }
  if (status !== 'unfinished')
    await atServerTime(step(2), async () => {
      const paid = await expectAnswer<{ status: string }>(
        callApi(server, caller, 'POST', '/payments/create-intent/', {
          payment_method_id: 'pm_card_visa',
          shipment_id: id,
        }),
        200,
        'Paying',
      );
      if (paid.status !== 'succeeded') throw new Error(`The payment is ${paid.status}.`);
    });
  let driver: DriverLink | null = null;
  if (status === 'inprogress' || status === 'past') {
    const reached = status === 'past' ? ON_THE_ROAD : ON_THE_ROAD.slice(0, 2);
    // The dispatch, each milestone reported, and the delivery: ten minutes apart.
    const steps = reached.length + (status === 'past' ? 2 : 1);
    const at = (index: number) => new Date(now.getTime() - (steps - index) * 10 * MINUTE_MS);
    driver = await coverLoad(id, { at: at(0), crew: options.crew });
    for (const [index, code] of reached.entries()) await driverReports(driver, code, at(index + 1));
    if (status === 'past')
      await deliverWithProof(driver, {
        receiver_name: 'Ann Lee',
        ...options.proof,
        at: options.proof?.at ?? at(steps - 1),
      });
  }
  return { shipment: await readShipment(caller, id), driver };
};

/** Puts the verified carrier and a driver on a paid shipment, as a dispatcher does, at `at`. */
export const coverLoad = async (
  shipmentId: number,
  { at, crew = JAMIE }: { at?: Date; crew?: Crew } = {},
): Promise<DriverLink> => {
  const server = await apiServer();
  const dispatcher = await newDispatcher(server);
  const carrier = await verifiedCarrier(server, dispatcher);
  const assigned = await atServerTime(at ?? server.clock.now(), () =>
    expectAnswer<{ driver_link: string }>(
      assignTo(server, dispatcher, shipmentId, carrier.id, crew),
      200,
      'Assigning the carrier',
    ),
  );
  return { shipmentId, token: tokenOfLink(assigned.driver_link), dispatcher };
};

/** The carrier the dispatchers cover with, as they have it on file. */
export const carrierOnFile = async (): Promise<Carrier> => {
  const server = await apiServer();
  return verifiedCarrier(server, await newDispatcher(server));
};

/** A milestone the driver's phone reports, at `at` on its clock (the server's now by default). */
export const driverReports = async (
  { token }: DriverLink,
  code: RoadMilestone,
  at?: Date,
): Promise<void> => {
  const server = await apiServer();
  await expectAnswer(
    sendEvent(server, token, event(code, at ?? server.clock.now())),
    200,
    `Reporting ${code}`,
  );
};

/** A milestone the dispatcher enters for a driver who called it in. */
export const dispatcherEnters = async (
  { shipmentId, dispatcher }: DriverLink,
  code: RoadMilestone,
  at: Date,
): Promise<void> => {
  const server = await apiServer();
  await expectAnswer(
    recordEvent(server, dispatcher, shipmentId, { code, at: at.toISOString() }),
    200,
    `Entering ${code}`,
  );
};

/** Where the driver's phone saw the truck. */
export const driverSeen = async (
  { token }: DriverLink,
  positions: { at: Date; latitude: number; longitude: number }[],
): Promise<void> => {
  const server = await apiServer();
  await expectAnswer(
    driverCall(server, token, 'POST', 'positions/', {
      positions: positions.map((position) => ({ ...position, at: position.at.toISOString() })),
    }),
    200,
    'Reporting positions',
  );
};

/** The delivery, as the driver's phone sends it: with the proof of delivery. */
export const deliverWithProof = async (
  { token }: DriverLink,
  { receiver_name, notes, photo = false, at }: Proof,
): Promise<void> => {
  const server = await apiServer();
  const parts: FormPart[] = [
    { name: 'receiver_name', value: receiver_name },
    { name: 'signature', file: signaturePng(), filename: 'signature.png', type: 'image/png' },
    ...(photo ? [{ name: 'photo', file: photoPng(), filename: 'bol.png', type: 'image/png' }] : []),
    ...(notes ? [{ name: 'notes', value: notes }] : []),
    ...(at ? [{ name: 'at', value: at.toISOString() }] : []),
  ];
  await expectAnswer(sendPod(server, token, parts), 200, 'Delivering');
};

/** The carrier's next check cannot reach the registry: it stays on file, not verified. */
export const registryUnreachableFor = async (carrierId: number): Promise<void> => {
  const server = await apiServer();
  const down = { source: 'test' as const, check: () => Promise.resolve(unreachable()) };
  await verifyCarrier(server.db, down, carrierId, server.clock.now());
};

/** The carrier checked again with the registry answering, verified again. */
export const checkedAgain = async (carrierId: number): Promise<void> => {
  const server = await apiServer();
  await verifyCarrier(server.db, createTestRegistry(), carrierId, server.clock.now());
};

/** The shipment cancelled through the API, as its shipper cancels it. */
export const cancelled = async (
  who: Who,
  shipmentId: number,
  reason: CancellationReason,
  reasonText: string | null = null,
): Promise<Shipment> =>
  expectAnswer<Shipment>(
    callApi(await apiServer(), callerOf(who), 'POST', `/shipper/shipments/${shipmentId}/cancel/`, {
      reason,
      reason_text: reasonText,
    }),
    200,
    'Cancelling',
  );

/** The shipment's tracking shared: the link, and the token of the customer's page. */
export const sharedTracking = async (
  who: Who,
  shipmentId: number,
): Promise<TrackingLink & { token: string }> => {
  const link = await shared(await apiServer(), callerOf(who), shipmentId);
  return { ...link, token: tokenOf(link) };
};

/** The shipment's tracking link revoked, as its shipper revokes it: the customer's page is dead. */
export const revokedTracking = async (who: Who, shipmentId: number): Promise<void> => {
  await expectAnswer(
    revokeLink(await apiServer(), callerOf(who), shipmentId),
    200,
    'Revoking the link',
  );
};
