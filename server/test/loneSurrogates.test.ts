import { addDays, todayUtc } from '@domain/dates';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { Caller } from './shipmentFixtures';
import { book, callApi, FACILITY, laneCities, newShipper } from './shipmentFixtures';
import { testServerFixture } from './testServerFixture';

/*
 * A lone half of a UTF-16 surrogate pair: JSON may escape one, but it is no character, and
 * PostgreSQL's jsonb (a shipment's history keeps what changed) refuses it.
 */
const LONE_HIGH = '\\ud83d';
const LONE_LOW = '\\ude00';

const server = testServerFixture();
let shipper: Caller;
let shipmentId: number;

beforeAll(async () => {
  shipper = await newShipper(server);
  const { chicago, dallas } = await laneCities(server);
  shipmentId = (
    await book(server, shipper, {
      pickupCity: chicago.id,
      dropoffCity: dallas.id,
      pickupDate: addDays(todayUtc(server.clock.now()), 7),
    })
  ).id;
});

/** The facility details as JSON text, with `raw` in place of the facility's name. */
const facilityWithName = (raw: string) =>
  JSON.stringify({ pickup: { ...FACILITY, facility_name: 'MARK' } }).replace('"MARK"', `"${raw}"`);

const sendAppointment = (payload: string) =>
  server.app.inject({
    method: 'PATCH',
    url: `/api/shipper/shipments/${shipmentId}/appointment/`,
    headers: { ...shipper.headers, 'content-type': 'application/json' },
    payload,
  });

describe('a lone surrogate in any text of a request', () => {
  it.each([
    ['a lone high half', `Lakeside ${LONE_HIGH} Storage`],
    ['a lone low half', `${LONE_LOW}Lakeside`],
    ['halves in the wrong order', `Lakeside ${LONE_LOW}${LONE_HIGH}`],
  ])("is a 400 on the facility's name: %s", async (_, raw) => {
    const response = await sendAppointment(facilityWithName(raw));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: { facility_name: [SERVER_MESSAGES.brokenCharacter] },
    });
  });

  it('leaves the shipment and its history as they were', async () => {
    await sendAppointment(facilityWithName(LONE_HIGH));
    const detail = await callApi(server, shipper, 'GET', `/shipper/shipments/${shipmentId}`);
    expect(detail.json<{ pickup: { facility_name: string | null } }>().pickup.facility_name).toBe(
      null,
    );
    const history = await callApi(
      server,
      shipper,
      'GET',
      `/shipper/shipments/${shipmentId}/activity/`,
    );
    expect(history.json<{ results: { kind: string }[] }>().results.map(({ kind }) => kind)).toEqual(
      ['shipment_created'],
    );
  });

  it('takes a whole pair, an emoji, as the text it is', async () => {
    const response = await sendAppointment(facilityWithName(`Lakeside ${LONE_HIGH}${LONE_LOW}`));
    expect(response.statusCode).toBe(200);
    const history = await callApi(
      server,
      shipper,
      'GET',
      `/shipper/shipments/${shipmentId}/activity/`,
    );
    expect(history.statusCode).toBe(200);
    expect(response.json<{ pickup: { facility_name: string } }>().pickup.facility_name).toBe(
      'Lakeside 😀',
    );
  });

  it("is a 400 on a field's name holding one, as non_field_errors", async () => {
    const response = await sendAppointment(
      JSON.stringify({ driver_assist: true }).replace('driver_assist', `driver${LONE_HIGH}`),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: { non_field_errors: [SERVER_MESSAGES.brokenCharacter] },
    });
  });
});
