import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays } from '@domain/dates';
import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import type { Carrier } from '@domain/dispatchTypes';
import { MESSAGES } from '@domain/messages';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { fixture } from './fixture';
import { addCarrier, assignTo, paidShipment, unknownUsdot } from './opsFixtures';
import { carrierInput, newDispatcher, type Dispatcher } from './dispatchFixtures';
import { callApi, laneCities } from './shipmentFixtures';
import type { TestServer } from './testServer';
import { testServerFixture } from './testServerFixture';

const NOW = new Date('2026-06-15T15:00:00.000Z');
const TODAY = '2026-06-15';
const HOUR_MS = 60 * 60 * 1000;

const dispatcherOf = (server: TestServer) => fixture(() => newDispatcher(server));

const post = (server: TestServer, who: Dispatcher, body: object) =>
  callApi(server, who, 'POST', '/ops/carriers/', body);

describe('carriers, checked against the test registry', () => {
  const server = testServerFixture({ now: NOW });
  const dispatcher = dispatcherOf(server);

  it.each([
    ['3000001', 'verified', []],
    ['3000002', 'refused', ['Out of service since 2025-03-02.']],
    ['3000003', 'refused', ['Not authorised to operate by FMCSA.']],
    ['3000004', 'refused', ['No insurance on file with FMCSA.']],
    ['9999999', 'unknown', ['USDOT 9999999 is not in the registry.']],
  ])('USDOT %s is %s when added', async (usdot, outcome, reasons) => {
    const response = await post(server, dispatcher, carrierInput({ usdot_number: usdot }));
    expect(response.statusCode).toBe(201);
    const verified = outcome === 'verified';
    expect(response.json<Carrier>()).toEqual({
      id: expect.any(Number),
      ...carrierInput({ usdot_number: usdot }),
      verified,
      verified_at: verified ? NOW.toISOString() : null,
      check_outcome: outcome,
      checked_at: NOW.toISOString(),
      check_reasons: reasons,
      check_source: 'test',
    });
  });

  it('refuses a USDOT number already on file', async () => {
    const usdot = unknownUsdot();
    await addCarrier(server, dispatcher, { usdot_number: usdot });
    const again = await post(server, dispatcher, carrierInput({ usdot_number: usdot }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: DISPATCH_MESSAGES.usdotTaken });
  });

  it('says what is wrong with each field', async () => {
    const response = await post(server, dispatcher, {
      legal_name: '',
      usdot_number: 'DOT123',
      mc_number: 'MC123',
      scac: 'P1',
      phone: '555',
      email: 'not-an-email',
      equipment: [],
      insurance_expires_on: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: {
        legal_name: [MESSAGES.blank],
        usdot_number: [DISPATCH_MESSAGES.usdotInvalid],
        mc_number: [DISPATCH_MESSAGES.mcInvalid],
        scac: [DISPATCH_MESSAGES.scacInvalid],
        phone: [MESSAGES.phoneInvalid],
        email: [MESSAGES.emailInvalid],
        equipment: [DISPATCH_MESSAGES.equipmentRequired],
        insurance_expires_on: [DISPATCH_MESSAGES.insuranceDateRequired],
      },
    });
  });

  it.each(['2026-02-30', '0000-01-01', '31/12/2030'])(
    'refuses %s as the date the insurance expires',
    async (date) => {
      const response = await post(
        server,
        dispatcher,
        carrierInput({ usdot_number: unknownUsdot(), insurance_expires_on: date }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: { insurance_expires_on: [SERVER_MESSAGES.invalidDate] },
      });
    },
  );

  it('keeps the SCAC in capitals and a blank MC number as none', async () => {
    const carrier = await addCarrier(server, dispatcher, {
      usdot_number: unknownUsdot(),
      scac: 'abcd',
      mc_number: '',
    });
    expect(carrier).toMatchObject({ scac: 'ABCD', mc_number: null });
  });

  it('lists the carriers by name and reads one; an unknown id is a 404', async () => {
    const zulu = await addCarrier(server, dispatcher, {
      legal_name: 'Zulu Freight',
      usdot_number: unknownUsdot(),
    });
    const alpha = await addCarrier(server, dispatcher, {
      legal_name: 'Alpha Freight',
      usdot_number: unknownUsdot(),
    });
    const list = await callApi(server, dispatcher, 'GET', '/ops/carriers/');
    const names = list.json<{ results: Carrier[] }>().results.map((c) => c.legal_name);
    expect(names.indexOf('Alpha Freight')).toBeLessThan(names.indexOf('Zulu Freight'));
    const one = await callApi(server, dispatcher, 'GET', `/ops/carriers/${alpha.id}/`);
    expect(one.json()).toEqual(alpha);
    expect(zulu.id).not.toBe(alpha.id);
    for (const id of ['2147483647', 'x'])
      expect(await callApi(server, dispatcher, 'GET', `/ops/carriers/${id}/`)).toMatchObject({
        statusCode: 404,
      });
  });

  it('changes the fields sent, and checks a new USDOT number at once', async () => {
    const carrier = await addCarrier(server, dispatcher, { usdot_number: unknownUsdot() });
    expect(carrier.check_outcome).toBe('unknown');
    server.clock.advance(HOUR_MS);
    const phone = await callApi(server, dispatcher, 'PATCH', `/ops/carriers/${carrier.id}/`, {
      phone: '+13125550999',
    });
    expect(phone.json()).toEqual({ ...carrier, phone: '+13125550999' });

    // The test registry's numbers are on file already (above): another number it does not know.
    const usdot = unknownUsdot();
    const renumbered = await callApi(server, dispatcher, 'PATCH', `/ops/carriers/${carrier.id}/`, {
      usdot_number: usdot,
    });
    expect(renumbered.statusCode).toBe(200);
    expect(renumbered.json()).toEqual({
      ...carrier,
      usdot_number: usdot,
      phone: '+13125550999',
      check_reasons: [`USDOT ${usdot} is not in the registry.`],
      checked_at: new Date(NOW.getTime() + HOUR_MS).toISOString(),
    });
  });

  it('refuses a change to a USDOT number already on file, and a bad field', async () => {
    const taken = await addCarrier(server, dispatcher, { usdot_number: unknownUsdot() });
    const carrier = await addCarrier(server, dispatcher, { usdot_number: unknownUsdot() });
    const url = `/ops/carriers/${carrier.id}/`;
    const clash = await callApi(server, dispatcher, 'PATCH', url, {
      usdot_number: taken.usdot_number,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ message: DISPATCH_MESSAGES.usdotTaken });
    const bad = await callApi(server, dispatcher, 'PATCH', url, { equipment: ['flatbed'] });
    expect(bad.statusCode).toBe(400);
    expect((await callApi(server, dispatcher, 'GET', url)).json()).toEqual(carrier);
  });

  it('checks a carrier again on demand', async () => {
    const carrier = await addCarrier(server, dispatcher, { usdot_number: unknownUsdot() });
    server.clock.advance(2 * HOUR_MS);
    const checked = await callApi(
      server,
      dispatcher,
      'POST',
      `/ops/carriers/${carrier.id}/verify/`,
    );
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({
      ...carrier,
      checked_at: new Date(NOW.getTime() + 2 * HOUR_MS).toISOString(),
    });
    const unknown = await callApi(server, dispatcher, 'POST', '/ops/carriers/2147483647/verify/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: DISPATCH_MESSAGES.carrierNotFound });
  });
});

/** A stand-in for FMCSA's QCMobile that answers what the test says, by default an error. */
const startFakeFmcsa = async () => {
  const state = { failing: true };
  const server: Server = createServer((_request, response) => {
    response.writeHead(state.failing ? 500 : 200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(
        state.failing
          ? { error: 'Internal Server Error' }
          : {
              content: {
                carrier: {
                  legalName: 'FAKE FMCSA CARRIER LLC',
                  allowedToOperate: 'Y',
                  oosDate: null,
                  bipdInsuranceOnFile: '750',
                },
              },
            },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    url: `http://127.0.0.1:${port}/qc/services`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

describe('carriers, checked against FMCSA', () => {
  const fmcsa = fixture(startFakeFmcsa, (fake) => fake.close());
  const server = testServerFixture({
    now: NOW,
    env: () => ({ FMCSA_WEB_KEY: 'test-web-key', FMCSA_BASE_URL: fmcsa.url }),
  });
  const dispatcher = dispatcherOf(server);
  const cities = fixture(() => laneCities(server));

  const shipment = async () =>
    (
      await paidShipment(server, {
        pickupCity: cities.dallas.id,
        dropoffCity: cities.houston.id,
        pickupDate: addDays(TODAY, 7),
      })
    ).shipment;

  it('leaves a carrier unverified while the registry cannot be reached, and refuses to assign it', async () => {
    fmcsa.state.failing = true;
    const carrier = await addCarrier(server, dispatcher, { usdot_number: unknownUsdot() });
    expect(carrier).toMatchObject({
      verified: false,
      verified_at: null,
      check_outcome: 'unreachable',
      check_source: 'fmcsa',
    });
    const refused = await assignTo(server, dispatcher, (await shipment()).id, carrier.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: DISPATCH_MESSAGES.registryUnreachable });
  });

  it('checks a carrier again at assignment when its check is over a day old', async () => {
    fmcsa.state.failing = false;
    const carrier = await addCarrier(server, dispatcher, { usdot_number: unknownUsdot() });
    expect(carrier).toMatchObject({ verified: true, check_source: 'fmcsa' });

    // Within the day, the check stands: the registry is not asked, down or not.
    fmcsa.state.failing = true;
    server.clock.advance(23 * HOUR_MS);
    expect((await assignTo(server, dispatcher, (await shipment()).id, carrier.id)).statusCode).toBe(
      200,
    );

    server.clock.advance(2 * HOUR_MS);
    const stale = await assignTo(server, dispatcher, (await shipment()).id, carrier.id);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: DISPATCH_MESSAGES.registryUnreachable });
    const after = await callApi(server, dispatcher, 'GET', `/ops/carriers/${carrier.id}/`);
    expect(after.json()).toMatchObject({
      verified: false,
      check_outcome: 'unreachable',
      checked_at: server.clock.now().toISOString(),
    });

    fmcsa.state.failing = false;
    const checked = await callApi(
      server,
      dispatcher,
      'POST',
      `/ops/carriers/${carrier.id}/verify/`,
    );
    expect(checked.json()).toMatchObject({
      verified: true,
      verified_at: server.clock.now().toISOString(),
    });
    expect((await assignTo(server, dispatcher, (await shipment()).id, carrier.id)).statusCode).toBe(
      200,
    );
  });
});
