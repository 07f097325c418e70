import { randomBytes } from 'node:crypto';
import type { Carrier } from '@domain/dispatchTypes';
import type { BookFacility } from '@domain/facilityBook';
import { MESSAGES } from '@domain/messages';
import type { SessionResponse, User } from '@domain/types';
import { assignTo, paidShipment, unknownUsdot, verifiedCarrier } from './opsFixtures';
import { carrierInput, newDispatcher } from './dispatchFixtures';
import { fixture } from './fixture';
import { authHeader, randomIp, registration } from './signUp';
import { callApi, FACILITY, laneCities, newShipper } from './shipmentFixtures';
import { testServerFixture } from './testServerFixture';

const NOW = new Date('2026-06-15T15:00:00.000Z');
const server = testServerFixture({ now: NOW });
const dispatcher = fixture(() => newDispatcher(server));

/** Every way the forms' hint invites a number to be typed, and how it is stored. */
const TYPED_PHONES = [
  ['(312) 555-0142', '+13125550142'],
  ['312.555.0142', '+13125550142'],
  ['312-555-0142', '+13125550142'],
  ['1 312 555 0142', '+13125550142'],
  ['+1 (312) 555-0142', '+13125550142'],
  ['+44 20 7946 0958', '+442079460958'],
] as const;

const INVALID_PHONE = { errors: { phone_number: [MESSAGES.phoneInvalid] } };

const register = (change: object) =>
  server.app.inject({
    method: 'POST',
    url: '/api/auth/register/',
    payload: registration(change),
    remoteAddress: randomIp(),
  });

describe('phone numbers as people type them, at the API', () => {
  it.each(TYPED_PHONES)('sign-up stores %j as %s', async (typed, stored) => {
    const response = await register({ phone_number: typed });
    expect(response.statusCode).toBe(201);
    const { token, user } = response.json<SessionResponse>();
    expect(user.phone_number).toBe(stored);
    const me = await server.app.inject({
      method: 'GET',
      url: '/api/auth/user/',
      headers: authHeader(token),
    });
    expect(me.json<User>().phone_number).toBe(stored);
  });

  it('sign-up refuses what is no phone number, with the form message', async () => {
    for (const typed of ['555-0142', '312 555 0142 ext 9', 'phone me']) {
      const response = await register({ phone_number: typed });
      expect([response.statusCode, response.json()]).toEqual([400, INVALID_PHONE]);
    }
  });

  it.each(TYPED_PHONES)('the facility book stores %j as %s', async (typed, stored) => {
    const who = await newShipper(server);
    const { dallas } = await laneCities(server);
    const added = await callApi(server, who, 'POST', '/shipper/facilities/', {
      ...FACILITY,
      phone_number: typed,
      city: dallas.id,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json<BookFacility>().phone_number).toBe(stored);
    const listed = await callApi(server, who, 'GET', '/shipper/facilities/');
    expect(listed.json<{ results: BookFacility[] }>().results.map((f) => f.phone_number)).toEqual([
      stored,
    ]);
  });

  it('the facility book refuses what is no phone number', async () => {
    const who = await newShipper(server);
    const { dallas } = await laneCities(server);
    const refused = await callApi(server, who, 'POST', '/shipper/facilities/', {
      ...FACILITY,
      phone_number: '(312) 555-01',
      city: dallas.id,
    });
    expect([refused.statusCode, refused.json()]).toEqual([400, INVALID_PHONE]);
  });

  it.each(TYPED_PHONES)('a carrier stores %j as %s', async (typed, stored) => {
    const added = await callApi(
      server,
      dispatcher,
      'POST',
      '/ops/carriers/',
      carrierInput({ usdot_number: unknownUsdot(), phone: typed }),
    );
    expect(added.statusCode).toBe(201);
    const carrier = added.json<Carrier>();
    expect(carrier.phone).toBe(stored);
    const read = await callApi(server, dispatcher, 'GET', `/ops/carriers/${carrier.id}/`);
    expect(read.json<Carrier>().phone).toBe(stored);
  });

  it("a driver's mobile is stored normalised, and refused when it is none", async () => {
    const { chicago, dallas } = await laneCities(server);
    const { id: carrierId } = await verifiedCarrier(server, dispatcher);
    const { shipment } = await paidShipment(server, {
      pickupCity: chicago.id,
      dropoffCity: dallas.id,
      pickupDate: '2026-06-18',
    });
    const refused = await assignTo(server, dispatcher, shipment.id, carrierId, {
      driver_phone: '555 01',
    });
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { errors: { driver_phone: [MESSAGES.phoneInvalid] } },
    ]);
    const response = await assignTo(server, dispatcher, shipment.id, carrierId, {
      driver_phone: '(312) 555-0142',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ assignment: { driver_phone: string } }>().assignment.driver_phone).toBe(
      '+13125550142',
    );
  });
});

describe('one e-mail rule at the API', () => {
  const NO_TOP_LEVEL = 'tom.becker@acmefoods';

  it('sign-up, sign-in and the reset request refuse an address without a top-level domain', async () => {
    const refused = { errors: { email: [MESSAGES.emailInvalid] } };
    const signUp = await register({ email: NO_TOP_LEVEL });
    expect([signUp.statusCode, signUp.json()]).toEqual([400, refused]);
    for (const url of ['/api/auth/login/', '/api/auth/password-reset/request/']) {
      const response = await server.app.inject({
        method: 'POST',
        url,
        payload: { email: NO_TOP_LEVEL, password: 'Sturdy-Pass1' },
        remoteAddress: randomIp(),
      });
      expect([url, response.statusCode, response.json()]).toEqual([url, 400, refused]);
    }
  });

  it('an invitation, a facility and a carrier refuse it, each in its own words', async () => {
    const admin = await newShipper(server);
    const invitation = await callApi(server, admin, 'POST', '/company/invitations/', {
      email: NO_TOP_LEVEL,
      role: 'booker',
    });
    expect([invitation.statusCode, invitation.json()]).toEqual([
      400,
      { errors: { email: [MESSAGES.emailInvalid] } },
    ]);
    const { dallas } = await laneCities(server);
    const facility = await callApi(server, admin, 'POST', '/shipper/facilities/', {
      ...FACILITY,
      email: NO_TOP_LEVEL,
      city: dallas.id,
    });
    expect([facility.statusCode, facility.json()]).toEqual([
      400,
      { errors: { email: [MESSAGES.facilityEmailInvalid] } },
    ]);
    const carrier = await callApi(
      server,
      dispatcher,
      'POST',
      '/ops/carriers/',
      carrierInput({ usdot_number: unknownUsdot(), email: NO_TOP_LEVEL }),
    );
    expect([carrier.statusCode, carrier.json()]).toEqual([
      400,
      { errors: { email: [MESSAGES.emailInvalid] } },
    ]);
  });

  it('takes a plain address with a subdomain and a plus', async () => {
    const email = `tom.becker+${randomBytes(4).toString('hex')}@mail.acmefoods.com`;
    const response = await register({ email });
    expect([response.statusCode, response.json<SessionResponse>().user.email]).toEqual([
      201,
      email,
    ]);
  });
});
