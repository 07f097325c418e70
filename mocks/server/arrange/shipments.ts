import type { CancellationReason } from '@domain/cancellationReasons';
import { addDays, todayUtc } from '@domain/dates';
import { demoFacility, DEMO_FACILITIES } from '@domain/demo/demoFacilities';
import type { ReportedMilestone } from '@domain/milestones';
import { REPORTED_MILESTONES, milestoneRank } from '@domain/milestones';
import { zonedInstant } from '@domain/stopWindows';
import type { TestPaymentMethodId } from '@domain/testPayments';
import { timeZoneOfRegion } from '@domain/timeZones';
import type {
  City,
  Equipment,
  FacilityFields,
  FinalizingRequest,
  IsoDate,
  Shipment,
  ShipmentStatus,
} from '@domain/types';
import { cityNamed } from '../../../server/services/places';
import { newDispatcher } from '../../../server/test/dispatchFixtures';
import type { Dispatcher } from '../../../server/test/dispatchFixtures';
import { assign, event, sendEvent } from '../../../server/test/driverFixtures';
import { callApi, REEFER_SETTING } from '../../../server/test/shipmentFixtures';
import type { TestServer } from '../../../server/test/testServer';
import { apiServer } from '../apiServer';
import type { SignedIn } from '../sessions';

/*
 * Shipments in any status, made on the real API server the way they come to be there: booked,
 * given facilities and final details and paid through the shipper's API (the card saved first,
 * as the checkout does), covered by a dispatcher with the demo's verified carrier, moved by the
 * driver's phone through the driver's API (the delivery called in to the dispatcher), cancelled
 * through the shipper's API. What happened before now is done with the server's clock set back
 * to when it happened, and the clock is put back after: a shipment delivered last month was
 * booked and paid before its pickup last month.
 */

/** A city as "Name, RC": its name and region code, the largest of the name there. */
export type CityName = `${string}, ${string}`;

type StopKind = 'pickup' | 'dropoff';

export type ShipmentArrangement = {
  /** What the server is to derive from what was done: unfinished by default. */
  status?: ShipmentStatus;
  /** Chicago, IL to Dallas, TX by default. */
  from?: CityName;
  to?: CityName;
  equipment?: Equipment;
  /**
   * By default a week ahead while unfinished, five days ahead once paid, yesterday for a load on
   * the road and a month ago for a delivered one.
   */
  pickupDate?: IsoDate;
  driverAssist?: boolean;
  /** Unfinished with its facilities and final details saved (its invoice pending). */
  finalized?: boolean;
  /**
   * Beside or instead of each stop's facility: the demo dock of its city, or a dock of its own
   * elsewhere. Its window goes with it (appointment_date, window_start, window_end).
   */
  facilities?: Partial<Record<StopKind, Partial<FacilityFields>>>;
  /** Beside the final details every arranged shipment gets. */
  details?: Partial<FinalizingRequest>;
  /** The test card it is paid with: one that succeeds (pm_card_visa by default). */
  card?: TestPaymentMethodId;
  /** Upcoming with a carrier on it that has not reached the pickup yet. */
  covered?: boolean;
  /**
   * In progress: the last milestone the driver reported; departed_pickup by default (the truck is
   * on the road, with an estimate).
   */
  reached?: Exclude<ReportedMilestone, 'delivered'>;
  /** When each milestone was reported, where the test cares; by default on the stops' days. */
  reportedAt?: Partial<Record<ReportedMilestone, Date>>;
  /** Cancelled: how far it had come first (unfinished by default), and why it was cancelled. */
  cancelledWhen?: 'unfinished' | 'upcoming';
  reason?: CancellationReason;
};

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const MILESTONE_GAP_MS = 10 * 60_000;

/** The last milestone reported for the status, if the truck has moved at all. */
const lastReported = ({ status, reached }: ShipmentArrangement): ReportedMilestone | null => {
  if (status === 'inprogress') return reached ?? 'departed_pickup';
  if (status === 'past') return 'delivered';
  return null;
};

/** When each milestone happens, on its stop's clock, on its stop's day. */
const MILESTONE_TIMES: Record<ReportedMilestone, { stop: StopKind; time: string }> = {
  arrived_pickup: { stop: 'pickup', time: '09:00' },
  departed_pickup: { stop: 'pickup', time: '11:00' },
  arrived_dropoff: { stop: 'dropoff', time: '13:00' },
  delivered: { stop: 'dropoff', time: '14:00' },
};

const defaultPickupDate = (status: ShipmentStatus, today: IsoDate): IsoDate => {
  if (status === 'inprogress') return addDays(today, -1);
  if (status === 'past') return addDays(today, -30);
  if (status === 'upcoming') return addDays(today, 5);
  return addDays(today, 7);
};

/**
 * Sets the server's clock (it stands still otherwise) for a test whose server must agree with
 * the page's faked Date; the function it returns puts the clock back, for the file's next test.
 */
export const setServerClock = async (at: Date): Promise<() => void> => {
  const { clock } = await apiServer();
  const before = clock.now();
  clock.set(at);
  return () => clock.set(before);
};

type Answer = Awaited<ReturnType<typeof callApi>>;

const expectOk = async <T>(answer: Promise<Answer>, what: string): Promise<T> => {
  const response = await answer;
  if (response.statusCode >= 300)
    throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
  return response.json<T>();
};

const cityOf = async (server: TestServer, name: CityName) => {
  const [city = '', region = ''] = name.split(', ');
  return cityNamed(server.db, city, region);
};

const zoneOf = ({ country_code, region_code }: Pick<City, 'country_code' | 'region_code'>) =>
  timeZoneOfRegion(country_code, region_code);

/** A dock in the city: the demo's there, else one of its own that reads as the city's. */
const dockIn = (city: Pick<City, 'name'>): FacilityFields =>
  DEMO_FACILITIES[city.name]
    ? demoFacility(city.name)
    : {
        facility_name: `${city.name} Distribution Center`,
        facility_address: `1200 Commerce Way, ${city.name}`,
        zip_code: '75001',
        scheduling_preference: 'first_come',
        contact_name: 'Sam Rivera',
        phone_number: '+15555550100',
        email: 'dock@example.test',
      };

/** The owner's shipment as their own API reads it now. */
export const readShipment = async (owner: SignedIn, id: number): Promise<Shipment> =>
  expectOk<Shipment>(
    callApi(await apiServer(), owner.caller, 'GET', `/shipper/shipments/${id}`),
    `Reading shipment ${id}`,
  );

/** Cancels the shipment through the owner's API, as the dialog does. */
export const cancelShipment = async (
  owner: SignedIn,
  id: number,
  reason: CancellationReason = 'plans_changed',
  reasonText: string | null = null,
): Promise<Shipment> =>
  expectOk<Shipment>(
    callApi(await apiServer(), owner.caller, 'POST', `/shipper/shipments/${id}/cancel/`, {
      reason,
      reason_text: reasonText,
    }),
    `Cancelling shipment ${id}`,
  );

/** A dispatcher of the server's, made once: every arranged load is covered by the same desk. */
const dispatchers = new WeakMap<TestServer, Promise<Dispatcher>>();
const dispatcherOf = (server: TestServer): Promise<Dispatcher> => {
  const known = dispatchers.get(server);
  if (known) return known;
  const made = newDispatcher(server);
  dispatchers.set(server, made);
  return made;
};

/**
 * A milestone reported as it happens (the clock is then): by the driver's phone through the
 * driver's API, but the delivery called in to the dispatcher, who enters it by hand: a delivery so
 * needs no proof of delivery, of which the lists show nothing.
 */
const report = async (
  server: TestServer,
  load: { shipmentId: number; token: string; dispatcher: Dispatcher },
  code: ReportedMilestone,
  at: Date,
) => {
  server.clock.set(at);
  const answer =
    code === 'delivered'
      ? await callApi(
          server,
          load.dispatcher,
          'POST',
          `/ops/shipments/${load.shipmentId}/events/`,
          {
            code,
            at: at.toISOString(),
          },
        )
      : await sendEvent(server, load.token, event(code, at));
  if (answer.statusCode >= 300)
    throw new Error(`Reporting ${code} failed: ${answer.statusCode} ${answer.body}`);
};

/**
 * When each milestone up to the last was reported: on its stop's day unless the test says when,
 * each at least ten minutes after the one before, none later than now.
 */
const reportTimes = (
  last: ReportedMilestone,
  shipment: Shipment,
  chosen: Partial<Record<ReportedMilestone, Date>>,
  now: Date,
): [ReportedMilestone, Date][] => {
  const codes = REPORTED_MILESTONES.filter((code) => milestoneRank(code) <= milestoneRank(last));
  const planned = codes.map((code): [ReportedMilestone, Date] => {
    const { stop, time } = MILESTONE_TIMES[code];
    const { date, city } = shipment[stop];
    return [code, chosen[code] ?? zonedInstant(date, time, zoneOf(city))];
  });
  // A time chosen for one milestone carries the later ones after it.
  let earliest = -Infinity;
  for (const entry of planned) {
    entry[1] = new Date(Math.max(entry[1].getTime(), earliest));
    earliest = entry[1].getTime() + MILESTONE_GAP_MS;
  }
  let latest = now.getTime() - MILESTONE_GAP_MS;
  return planned
    .reverse()
    .map(([code, at]): [ReportedMilestone, Date] => {
      const kept = Math.min(at.getTime(), latest);
      latest = kept - MILESTONE_GAP_MS;
      return [code, new Date(kept)];
    })
    .reverse();
};

/** Books the shipment at the server's clock, and takes it through the steps the options ask. */
const arrange = async (
  owner: SignedIn,
  options: ShipmentArrangement,
  server: TestServer,
): Promise<Shipment> => {
  const status = options.status ?? 'unfinished';
  const now = server.clock.now();
  const today = todayUtc(now);
  const pickupDate = options.pickupDate ?? defaultPickupDate(status, today);
  const last = lastReported(options);
  const paid =
    status === 'upcoming' ||
    status === 'inprogress' ||
    status === 'past' ||
    (status === 'cancelled' && options.cancelledWhen === 'upcoming');
  const covered = last !== null || (status === 'upcoming' && options.covered === true);
  const finalized = paid || options.finalized === true;
  // A pickup gone by, or a truck that has moved, was booked days before its pickup, in office
  // hours across the states (15:00 UTC).
  const bookedAt =
    last !== null || pickupDate < today
      ? new Date(
          Math.min(Date.parse(`${pickupDate}T15:00:00Z`) - 3 * DAY_MS, now.getTime() - DAY_MS),
        )
      : now;
  const who = owner.caller;
  // Signed in now, before the clock goes back: a session lasts a month from when it starts.
  const dispatcher = covered ? await dispatcherOf(server) : null;
  server.clock.set(bookedAt);
  const [from, to] = await Promise.all([
    cityOf(server, options.from ?? 'Chicago, IL'),
    cityOf(server, options.to ?? 'Dallas, TX'),
  ]);
  const booked = await expectOk<Shipment>(
    callApi(server, who, 'POST', '/shipper/shipments/', {
      equipment: options.equipment ?? 'dryVan',
      pickup: { city: from.id, date: pickupDate },
      dropoff: { city: to.id },
    }),
    'Booking',
  );
  const { id, equipment } = booked;
  const call = <T>(method: 'POST' | 'PATCH', url: string, body: object, what: string) =>
    expectOk<T>(callApi(server, who, method, url, body), what);
  if (options.driverAssist)
    await call('PATCH', `/shipper/shipments/${id}/appointment/`, { driver_assist: true }, 'Assist');
  if (finalized) {
    for (const [kind, city] of [
      ['pickup', from],
      ['dropoff', to],
    ] as const)
      await call(
        'PATCH',
        `/shipper/shipments/${id}/appointment/`,
        { [kind]: { ...dockIn(city), ...options.facilities?.[kind] } },
        `The ${kind}'s facility`,
      );
    await call(
      'PATCH',
      `/shipper/shipments/${id}/finalizing/`,
      {
        reference_number: `PO-${id + 37000}`,
        weight: 42,
        commodity: 'Packaged foods',
        packaging: 24,
        packaging_type: 'Pallets',
        pickup_number: `PU-${id}`,
        pickup_notes: 'Check in at the guard house with the pickup number.',
        dropoff_number: `DL-${id}`,
        dropoff_notes: 'Call the receiver 30 minutes before arrival.',
        ...(equipment === 'reefer' ? REEFER_SETTING : {}),
        ...options.details,
      },
      'Finalizing',
    );
  }
  if (paid) {
    const card = options.card ?? 'pm_card_visa';
    await call('POST', '/payment-methods/', { payment_method_id: card }, 'Saving the card');
    const payment = await call<{ status: string }>(
      'POST',
      '/payments/create-intent/',
      { payment_method_id: card, shipment_id: id },
      'Paying',
    );
    if (payment.status !== 'succeeded')
      throw new Error(`The test card ${card} did not pay shipment ${id}: ${payment.status}.`);
  }
  if (dispatcher) {
    const { token } = await assign(server, id, dispatcher.operatorId);
    if (last) {
      const stops = await readShipment(owner, id);
      for (const [code, at] of reportTimes(last, stops, options.reportedAt ?? {}, now))
        await report(server, { shipmentId: id, token, dispatcher }, code, at);
    }
  }
  server.clock.set(now);
  if (status === 'cancelled') await cancelShipment(owner, id, options.reason);
  const arranged = await readShipment(owner, id);
  if (arranged.status !== status)
    throw new Error(`Shipment ${id} was to be ${status}, and is ${arranged.status}.`);
  return arranged;
};

/** One arrangement at a time: each moves the server's clock while it works. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * A shipment of the owner's (booked by them) in the status asked, made through the server's API as
 * the owner, a dispatcher and a driver would, and read back as the owner's API answers it.
 */
export const shipmentOf = async (
  owner: SignedIn,
  options: ShipmentArrangement = {},
): Promise<Shipment> => {
  const server = await apiServer();
  const turn = queue.then(async () => {
    const now = server.clock.now();
    try {
      return await arrange(owner, options, server);
    } finally {
      server.clock.set(now);
    }
  });
  queue = turn.catch(() => undefined);
  return turn;
};

/** As many shipments of the owner's as asked, alike, oldest first. */
export const shipmentsOf = async (
  owner: SignedIn,
  count: number,
  options: ShipmentArrangement = {},
): Promise<Shipment[]> => {
  const made: Shipment[] = [];
  for (let index = 0; index < count; index += 1) made.push(await shipmentOf(owner, options));
  return made;
};
