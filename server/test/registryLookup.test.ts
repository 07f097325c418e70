import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import { MESSAGES } from '@domain/messages';
import { newDispatcher } from './dispatchFixtures';
import { fixture } from './fixture';
import { callApi, newMember, newShipper } from './shipmentFixtures';
import { testServerFixture } from './testServerFixture';

const server = testServerFixture();
const dispatcher = fixture(() => newDispatcher(server));

const lookUp = (who: Parameters<typeof callApi>[1], usdot: string) =>
  callApi(server, who, 'GET', `/ops/registry/?usdot_number=${encodeURIComponent(usdot)}`);

describe('GET /api/ops/registry/', () => {
  it('says what the registry has on file for a USDOT number, its legal name included', async () => {
    const response = await lookUp(dispatcher, '3000004');
    expect([response.statusCode, response.json()]).toEqual([
      200,
      {
        usdot_number: '3000004',
        legal_name: 'Granite Ridge Carriers LLC',
        outcome: 'refused',
        reasons: ['No insurance on file with FMCSA.'],
      },
    ]);
  });

  it('answers a number the registry does not know with no name, and stores nothing', async () => {
    const response = await lookUp(dispatcher, ' 9999999 ');
    expect(response.json()).toEqual({
      usdot_number: '9999999',
      legal_name: null,
      outcome: 'unknown',
      reasons: ['USDOT 9999999 is not in the registry.'],
    });
    const carriers = await callApi(server, dispatcher, 'GET', '/ops/carriers/');
    expect(
      carriers
        .json<{ results: { usdot_number: string }[] }>()
        .results.some((carrier) => carrier.usdot_number === '9999999'),
    ).toBe(false);
  });

  it('refuses what is no USDOT number with a field error', async () => {
    for (const usdot of ['', 'abc', '123456789']) {
      const response = await lookUp(dispatcher, usdot);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: { usdot_number: string[] } }>().errors.usdot_number).toContain(
        DISPATCH_MESSAGES.usdotInvalid,
      );
    }
  });

  it("is a dispatcher's alone: every shipper role is refused, and nobody signed in", async () => {
    const admin = await newShipper(server);
    const refused = { message: DISPATCH_MESSAGES.dispatchersOnly };
    for (const who of [
      admin,
      await newMember(server, admin, 'booker'),
      await newMember(server, admin, 'finance'),
      await newMember(server, admin, 'viewer'),
    ]) {
      const response = await lookUp(who, '3000001');
      expect([response.statusCode, response.json()]).toEqual([403, refused]);
    }
    const nobody = await lookUp(null, '3000001');
    expect([nobody.statusCode, nobody.json()]).toEqual([
      401,
      { message: MESSAGES.notAuthenticated },
    ]);
  });
});
