import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { addDays } from '@domain/dates';
import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import type { AssignedShipment, Carrier } from '@domain/dispatchTypes';
import { MESSAGES } from '@domain/messages';
import { CANCELLATION_MESSAGES } from '@domain/serverMessages';
import type { Shipment } from '@domain/types';
import { assignments } from '../db/schema';
import { fixture } from './fixture';
import { emailOf } from './mailParts';
import {
  addCarrier,
  assigned,
  assignTo,
  DRIVER,
  paidShipment,
  recordEvent,
  tokenOfLink,
  verifiedCarrier,
  waitForText,
} from './opsFixtures';
import { newDispatcher } from './dispatchFixtures';
import { countMail, waitForMail } from './outbox';
import { book, callApi, laneCities, newShipper } from './shipmentFixtures';
import type { Caller } from './shipmentFixtures';
import type { TestServer } from './testServer';
import { testServerFixture } from './testServerFixture';

const NOW = new Date('2026-06-15T15:00:00.000Z');
const TODAY = '2026-06-15';
const CARRIER_ASSIGNED = /^Carrier assigned/;

const server = testServerFixture({ now: NOW });
const dispatcher = fixture(() => newDispatcher(server));
const cities = fixture(() => laneCities(server));
const carrier = fixture(() => verifiedCarrier(server, dispatcher));

const lane = (equipment: 'dryVan' | 'reefer' = 'dryVan') => ({
  pickupCity: cities.dallas.id,
  dropoffCity: cities.houston.id,
  pickupDate: addDays(TODAY, 7),
  equipment,
});

const driverLoad = (token: string) =>
  server.app.inject({ method: 'GET', url: `/api/driver/${token}/` });

const liveAssignments = (shipmentId: number) =>
  server.db
    .select({ id: assignments.id })
    .from(assignments)
    .where(and(eq(assignments.shipmentId, shipmentId), isNull(assignments.endedAt)));

/** The shipper cancels, for a reason that costs nothing to give. */
const cancelAs = (shipper: Caller, shipmentId: number) =>
  callApi(server, shipper, 'POST', `/shipper/shipments/${shipmentId}/cancel/`, {
    reason: 'plans_changed',
  });

describe('PUT /api/ops/shipments/{id}/assignment/', () => {
  it('covers a paid shipment: the driver link, texted to the driver, and the shipper e-mailed', async () => {
    const { shipment, shipper } = await paidShipment(server, lane());
    const response = await assignTo(server, dispatcher, shipment.id, carrier.id);
    expect(response.statusCode).toBe(200);
    const answer = response.json<AssignedShipment>();
    expect(answer).toMatchObject({
      id: shipment.id,
      status: 'upcoming',
      company_name: 'Stone Provisions',
      assignment: {
        carrier: { id: carrier.id, legal_name: carrier.legal_name, usdot_number: '3000001' },
        ...DRIVER,
        assigned_at: NOW.toISOString(),
      },
      milestones: [
        {
          code: 'dispatched',
          edi_code: null,
          label: 'Carrier assigned',
          at: NOW.toISOString(),
          time_zone: 'America/Chicago',
          city: null,
          source: 'dispatcher',
        },
      ],
      last_position_at: null,
      exceptions: [],
    });
    expect(answer.driver_link).toMatch(
      new RegExp(`^${server.config.appUrl}/d/[A-Za-z0-9_-]{40,}$`),
    );
    expect((await driverLoad(tokenOfLink(answer.driver_link))).statusCode).toBe(200);

    const text = await waitForText(server.dataDir, answer.driver_link);
    expect(text).toBe(
      `To: ${DRIVER.driver_phone}\n\nLoadline: your load #${shipment.id} Dallas, TX → Houston, TX. ` +
        `Open ${answer.driver_link} to report pickup and delivery.\n`,
    );

    const mail = await waitForMail(
      server.dataDir,
      await emailOf(server, shipper),
      CARRIER_ASSIGNED,
    );
    expect(mail.subject).toBe(`Carrier assigned to your Loadline shipment #${shipment.id}`);
    expect(mail.text).toContain(
      `Shipment #${shipment.id}, Dallas, TX to Houston, TX, pickup on Jun 22, 2026, is covered by ` +
        `${carrier.legal_name} (USDOT 3000001, MC 700001), verified against the carrier registry on`,
    );
    expect(mail.text).toContain('Driver: Sam. Truck T-4821, trailer TR-9930.');
    expect(mail.text).toContain(`${server.config.appUrl}/shipments/${shipment.id}`);
    // The driver's surname and phone stay with the dispatcher.
    expect(mail.text).not.toContain('Rivera');
    expect(mail.text).not.toContain(DRIVER.driver_phone);
  });

  it('replaces the carrier on a reassignment: the old link stops working, the new one works', async () => {
    const { shipment, shipper } = await paidShipment(server, lane());
    const first = await assigned(server, dispatcher, shipment.id, carrier.id);
    const second = await assignTo(server, dispatcher, shipment.id, carrier.id, {
      driver_name: 'Alex Kim',
      truck_number: 'T-1',
    });
    expect(second.statusCode).toBe(200);
    const answer = second.json<AssignedShipment>();
    expect(answer.assignment).toMatchObject({ driver_name: 'Alex Kim', truck_number: 'T-1' });
    expect(answer.milestones.map(({ code }) => code)).toEqual(['dispatched', 'dispatched']);
    expect(answer.driver_link).not.toBe(first.driver_link);
    expect((await driverLoad(tokenOfLink(first.driver_link))).statusCode).toBe(404);
    expect((await driverLoad(tokenOfLink(answer.driver_link))).statusCode).toBe(200);
    expect(await liveAssignments(shipment.id)).toHaveLength(1);
    // The shipper is told once that the load is covered.
    await waitForMail(server.dataDir, await emailOf(server, shipper), CARRIER_ASSIGNED);
    expect(await countMail(server.dataDir, await emailOf(server, shipper), CARRIER_ASSIGNED)).toBe(
      1,
    );
  });

  it.each(['3000002', '3000003', '3000004'])(
    'refuses a carrier the registry refused (USDOT %s)',
    async (usdot) => {
      const list = await callApi(server, dispatcher, 'GET', '/ops/carriers/');
      const refusedCarrier =
        list.json<{ results: Carrier[] }>().results.find((c) => c.usdot_number === usdot) ??
        (await addCarrier(server, dispatcher, { usdot_number: usdot }));
      const { shipment } = await paidShipment(server, lane());
      const response = await assignTo(server, dispatcher, shipment.id, refusedCarrier.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: DISPATCH_MESSAGES.carrierNotVerified });
      expect(await liveAssignments(shipment.id)).toHaveLength(0);
    },
  );

  it('refuses a carrier whose insurance has expired, or that does not run the trailer', async () => {
    const { shipment } = await paidShipment(server, lane('reefer'));
    // Carriers the test registry does not know are unverified: one it verifies is needed, and
    // its number is on file once; its insurance and trailers are changed for the test.
    const expired = await callApi(server, dispatcher, 'PATCH', `/ops/carriers/${carrier.id}/`, {
      insurance_expires_on: addDays(TODAY, -1),
    });
    expect(expired.statusCode).toBe(200);
    const lapsed = await assignTo(server, dispatcher, shipment.id, carrier.id);
    expect(lapsed.json()).toEqual({ message: DISPATCH_MESSAGES.carrierInsuranceExpired });

    await callApi(server, dispatcher, 'PATCH', `/ops/carriers/${carrier.id}/`, {
      insurance_expires_on: '2030-12-31',
      equipment: ['dryVan'],
    });
    const wrongTrailer = await assignTo(server, dispatcher, shipment.id, carrier.id);
    expect(wrongTrailer.statusCode).toBe(409);
    expect(wrongTrailer.json()).toEqual({
      message: DISPATCH_MESSAGES.carrierLacksEquipment('reefer'),
    });
    await callApi(server, dispatcher, 'PATCH', `/ops/carriers/${carrier.id}/`, {
      equipment: ['dryVan', 'reefer'],
    });
    expect((await assignTo(server, dispatcher, shipment.id, carrier.id)).statusCode).toBe(200);
  });

  it('refuses an unpaid, a cancelled and a delivered shipment', async () => {
    const shipper = await newShipper(server);
    const unpaid = await book(server, shipper, lane());
    const notPaid = await assignTo(server, dispatcher, unpaid.id, carrier.id);
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json()).toEqual({ message: DISPATCH_MESSAGES.notPaid });

    const { shipment: cancelled } = await paidShipment(server, lane(), shipper);
    const cancel = await cancelAs(shipper, cancelled.id);
    expect(cancel.statusCode).toBe(200);
    expect((await assignTo(server, dispatcher, cancelled.id, carrier.id)).json()).toEqual({
      message: DISPATCH_MESSAGES.shipmentCancelled,
    });

    const { shipment: delivered } = await paidShipment(server, lane(), shipper);
    await assigned(server, dispatcher, delivered.id, carrier.id);
    const done = await recordEvent(server, dispatcher, delivered.id, {
      code: 'delivered',
      at: NOW.toISOString(),
    });
    expect(done.statusCode).toBe(200);
    expect((await assignTo(server, dispatcher, delivered.id, carrier.id)).json()).toEqual({
      message: DISPATCH_MESSAGES.shipmentDelivered,
    });
  });

  it('is a 404 for a shipment or a carrier that does not exist, and a 400 for a bad body', async () => {
    const { shipment } = await paidShipment(server, lane());
    const noShipment = await assignTo(server, dispatcher, 2147483647, carrier.id);
    expect(noShipment.statusCode).toBe(404);
    const noCarrier = await assignTo(server, dispatcher, shipment.id, 2147483647);
    expect(noCarrier.statusCode).toBe(404);
    expect(noCarrier.json()).toEqual({ message: DISPATCH_MESSAGES.carrierNotFound });
    const bad = await callApi(
      server,
      dispatcher,
      'PUT',
      `/ops/shipments/${shipment.id}/assignment/`,
      {
        carrier_id: carrier.id,
        driver_name: '',
        driver_phone: 'call me',
        truck_number: 'T-1',
      },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      errors: {
        driver_name: [MESSAGES.blank],
        driver_phone: [MESSAGES.phoneInvalid],
        trailer_number: [MESSAGES.blank],
      },
    });
  });
});

describe('cancelling a covered shipment', () => {
  it("ends its assignment, and the driver's link with it", async () => {
    const { shipment, shipper } = await paidShipment(server, lane());
    const answer = await assigned(server, dispatcher, shipment.id, carrier.id);
    const cancel = await cancelAs(shipper, shipment.id);
    expect(cancel.statusCode).toBe(200);
    expect(await liveAssignments(shipment.id)).toHaveLength(0);
    expect((await driverLoad(tokenOfLink(answer.driver_link))).statusCode).toBe(404);
    const event = await recordEvent(server, dispatcher, shipment.id, {
      code: 'arrived_pickup',
      at: NOW.toISOString(),
    });
    expect(event.statusCode).toBe(409);
    expect(event.json()).toEqual({ message: DISPATCH_MESSAGES.shipmentCancelled });
  });

  it('is refused once the carrier has arrived at the pickup', async () => {
    const { shipment, shipper } = await paidShipment(server, lane());
    await assigned(server, dispatcher, shipment.id, carrier.id);
    await recordEvent(server, dispatcher, shipment.id, {
      code: 'arrived_pickup',
      at: NOW.toISOString(),
    });
    const cancel = await cancelAs(shipper, shipment.id);
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json()).toEqual({ message: CANCELLATION_MESSAGES.inProgress });
    const read = await callApi(server, shipper, 'GET', `/shipper/shipments/${shipment.id}`);
    expect(read.json<Shipment>().status).toBe('inprogress');
    expect(await liveAssignments(shipment.id)).toHaveLength(1);
  });
});

describe('a text that cannot be sent', () => {
  const broken: TestServer = testServerFixture({ now: NOW });

  it('does not fail the assignment: the dispatcher has the link to give', async () => {
    // A file where the outbox folder would be: neither texts nor e-mails can be written.
    writeFileSync(path.join(broken.dataDir, 'outbox'), '');
    const who = await newDispatcher(broken);
    const places = await laneCities(broken);
    const { shipment } = await paidShipment(broken, {
      pickupCity: places.dallas.id,
      dropoffCity: places.houston.id,
      pickupDate: addDays(TODAY, 7),
    });
    const ours = await addCarrier(broken, who, { usdot_number: '3000001' });
    const response = await assignTo(broken, who, shipment.id, ours.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<AssignedShipment>().driver_link).toContain('/d/');
  });
});
