import type { CancellationReason } from '@domain/cancellationReasons';
import { addDays, todayUtc } from '@domain/dates';
import { DEMO_FACILITIES } from '@domain/demo/demoFacilities';
import type {
  City,
  Equipment,
  FacilityFields,
  IsoDate,
  FinalizingRequest,
  ListResponse,
  Shipment,
  ShipmentStatus,
} from '@domain/types';
import { pay } from '../../../server/test/paymentFixtures';
import {
  book,
  callApi,
  patchShipment,
  REEFER_SETTING,
} from '../../../server/test/shipmentFixtures';
import type { Caller } from '../../../server/test/shipmentFixtures';
import { moveTruck } from '../../../server/test/truckFixtures';
import type { TestServer } from '../../../server/test/testServer';
import { apiServer } from '../apiServer';
import type { SignedIn } from '../sessions';

/*
 * The booking flow's starting points, arranged through the real server's API as a shipper takes
 * the steps: booked, its facilities and final details saved, paid, then moved by its truck.
 */

/** The cities the booking tests name, each with its state: a name alone is not one city. */
const REGIONS = {
  Chicago: 'IL',
  Dallas: 'TX',
  Houston: 'TX',
  Milwaukee: 'WI',
} as const;

export type CityName = keyof typeof REGIONS;

/** The city as the API's city search answers it. */
export const cityNamed = async (name: CityName): Promise<City> => {
  const server = await apiServer();
  const answer = await callApi(
    server,
    null,
    'GET',
    `/shipper/cities?name_prefix=${encodeURIComponent(name)}`,
  );
  const city = answer
    .json<ListResponse<City>>()
    .results.find((one) => one.name === name && one.region_code === REGIONS[name]);
  if (!city) throw new Error(`No city ${name}, ${REGIONS[name]}.`);
  return city;
};

/** The statuses booking leads to; cancelling is a step of its own. */
type BookedStatus = Exclude<ShipmentStatus, 'cancelled'>;

export type BookedOptions = {
  /**
   * unfinished by default; any other status is paid, with a pickup date that fits it: upcoming
   * has no truck at the pickup yet, in progress has left the pickup, past is delivered.
   */
  status?: BookedStatus;
  from?: CityName;
  to?: CityName;
  equipment?: Equipment;
  driverAssist?: boolean;
  /** For an unfinished shipment: its facilities and final details saved, its invoice pending. */
  finalized?: boolean;
};

const DAY_MS = 86_400_000;

/** Pickup dates that fit each status, days from the server's today. */
const PICKUP_IN_DAYS: Record<BookedStatus, number> = {
  unfinished: 7,
  upcoming: 5,
  inprogress: 0,
  past: -30,
};

/** The facility the shipments of a city's stop are given, the demo's where it has one. */
export const facilityIn = (city: CityName): FacilityFields =>
  DEMO_FACILITIES[city] ?? {
    facility_name: `${city} Distribution Center`,
    facility_address: `1200 Commerce Way, ${city}`,
    zip_code: '75001',
    scheduling_preference: 'first_come',
    contact_name: 'Sam Rivera',
    phone_number: '+15555550100',
    email: 'dock@example.test',
  };

/** The final details a finalized shipment is saved with: its numbers carry its id. */
export const finalDetailsOf = ({ id, equipment }: Shipment): FinalizingRequest => ({
  reference_number: `PO-${id + 37000}`,
  weight: equipment === 'reefer' ? 38 : 42,
  commodity: 'Packaged foods',
  packaging: 24,
  packaging_type: 'Pallets',
  pickup_number: `PU-${id}`,
  pickup_notes: 'Check in at the guard house with the pickup number.',
  dropoff_number: `DL-${id}`,
  dropoff_notes: 'Call the receiver 30 minutes before arrival.',
  ...(equipment === 'reefer' ? REEFER_SETTING : {}),
});

const expectOk = async (
  answer: Promise<{ statusCode: number; body: string }>,
  what: string,
): Promise<Shipment> => {
  const { statusCode, body } = await answer;
  if (statusCode !== 200) throw new Error(`${what} failed: ${statusCode} ${body}`);
  return JSON.parse(body) as Shipment;
};

const takeSteps = async (
  server: TestServer,
  who: Caller,
  options: BookedOptions,
  status: BookedStatus,
  pickupDate: IsoDate,
): Promise<Shipment> => {
  const [from, to] = [options.from ?? 'Chicago', options.to ?? 'Dallas'];
  const booked = await book(server, who, {
    equipment: options.equipment ?? 'dryVan',
    pickupCity: (await cityNamed(from)).id,
    dropoffCity: (await cityNamed(to)).id,
    pickupDate,
  });
  const { id } = booked;
  let shipment = booked;
  if (options.driverAssist)
    shipment = await expectOk(
      patchShipment(server, who, id, 'appointment', { driver_assist: true }),
      'Adding driver assist',
    );
  if (status === 'unfinished' && !options.finalized) return shipment;
  // Facilities before the final details, as a shipper takes the steps.
  for (const [stop, city] of [
    ['pickup', from],
    ['dropoff', to],
  ] as const)
    await expectOk(
      patchShipment(server, who, id, 'appointment', { [stop]: facilityIn(city) }),
      `Saving the ${stop} facility`,
    );
  shipment = await expectOk(
    patchShipment(server, who, id, 'finalizing', finalDetailsOf(booked)),
    'Finalizing',
  );
  if (status === 'unfinished') return shipment;
  const paid = await pay(server, who, id);
  if (paid.json<{ status?: string }>().status !== 'succeeded')
    throw new Error(`Paying failed: ${paid.statusCode} ${paid.body}`);
  return shipment;
};

const readShipment = async (server: TestServer, who: Caller, id: number): Promise<Shipment> => {
  const answer = await callApi(server, who, 'GET', `/shipper/shipments/${id}`);
  if (answer.statusCode !== 200)
    throw new Error(`Reading shipment ${id} failed: ${answer.statusCode} ${answer.body}`);
  return answer.json<Shipment>();
};

/** A shipment of the shipper's company taken through the booking steps up to the status given. */
export const bookedShipment = async (
  shipper: SignedIn,
  options: BookedOptions = {},
): Promise<Shipment> => {
  const server = await apiServer();
  const { caller } = shipper;
  const status = options.status ?? 'unfinished';
  const now = server.clock.now();
  const pickupDate = addDays(todayUtc(now), PICKUP_IN_DAYS[status]);
  if (status === 'past') {
    // Delivered a month ago: booked, paid and moved back then, as it happened.
    const pickupDay = Date.parse(`${pickupDate}T12:00:00.000Z`);
    server.clock.set(new Date(pickupDay - 5 * DAY_MS));
    try {
      const { id } = await takeSteps(server, caller, options, status, pickupDate);
      server.clock.set(new Date(pickupDay + 2 * DAY_MS));
      await moveTruck(server, id, 'delivered');
      return await readShipment(server, caller, id);
    } finally {
      server.clock.set(now);
    }
  }
  const shipment = await takeSteps(server, caller, options, status, pickupDate);
  if (status !== 'inprogress') return readShipment(server, caller, shipment.id);
  await moveTruck(server, shipment.id, 'departed_pickup');
  return readShipment(server, caller, shipment.id);
};

/** The shipment cancelled now through the API, at what its cancellation quote says. */
export const cancelledShipment = async (
  shipper: SignedIn,
  id: number,
  reason: CancellationReason,
): Promise<Shipment> =>
  expectOk(
    callApi(await apiServer(), shipper.caller, 'POST', `/shipper/shipments/${id}/cancel/`, {
      reason,
    }),
    'Cancelling',
  );

/** A facility saved into the company's book through the API, in the city given. */
export const savedFacility = async (
  shipper: SignedIn,
  city: CityName,
  facility: FacilityFields,
): Promise<void> => {
  const answer = await callApi(await apiServer(), shipper.caller, 'POST', '/shipper/facilities/', {
    ...facility,
    city: (await cityNamed(city)).id,
  });
  if (answer.statusCode !== 201)
    throw new Error(`Saving the facility failed: ${answer.statusCode} ${answer.body}`);
};
