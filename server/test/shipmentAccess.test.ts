import { addDays } from '@domain/dates';
import { MESSAGES } from '@domain/messages';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { book, callApi, laneCities, newShipper } from './shipmentFixtures';
import { fixture } from './fixture';
import { testServerFixture } from './testServerFixture';

const NOW = new Date('2026-06-15T15:00:00.000Z');
const TODAY = '2026-06-15';

const server = testServerFixture({ now: NOW });
const cities = fixture(() => laneCities(server));
const dana = fixture(() => newShipper(server));

const lane = (pickupDate = addDays(TODAY, 7)) => ({
  equipment: 'dryVan',
  pickup: { city: cities.chicago.id, date: pickupDate },
  dropoff: { city: cities.dallas.id },
});

/** Every shipment and invoice call is for verified shippers only, in the onboarding order. */
describe('who may call', () => {
  const calls = (id: number) =>
    [
      ['POST', '/shipper/shipments/'],
      ['GET', '/shipper/shipments/'],
      ['GET', `/shipper/shipments/${id}`],
      ['GET', `/shipper/shipments/${id}/cancellation/`],
      ['PATCH', `/shipper/shipments/${id}/appointment/`],
      ['PATCH', `/shipper/shipments/${id}/finalizing/`],
      ['GET', '/invoices/'],
    ] as const;

  it('answers 401 without a token or with a bad one, before reading the body', async () => {
    const created = await book(server, dana, {
      pickupCity: cities.chicago.id,
      dropoffCity: cities.dallas.id,
      pickupDate: '2026-06-20',
    });
    for (const [method, url] of calls(created.id)) {
      const payload = method === 'GET' ? undefined : { pickup: 'nonsense' };
      const none = await callApi(server, null, method, url, payload);
      expect([url, none.statusCode, none.json()]).toEqual([
        url,
        401,
        { message: MESSAGES.notAuthenticated },
      ]);
      const bad = await server.app.inject({
        method,
        url: `/api${url}`,
        headers: { authorization: 'Token nope' },
        payload,
      });
      expect([url, bad.statusCode, bad.json()]).toEqual([
        url,
        401,
        { message: MESSAGES.invalidToken },
      ]);
    }
  });

  it('answers 403 to a shipper without shipping needs or with an unverified e-mail', async () => {
    const created = await book(server, dana, {
      pickupCity: cities.chicago.id,
      dropoffCity: cities.dallas.id,
      pickupDate: '2026-06-20',
    });
    const noNeeds = await newShipper(server, { shippingNeeds: false });
    const unverified = await newShipper(server, { verified: false });
    for (const [method, url] of calls(created.id)) {
      const payload = method === 'GET' ? undefined : lane();
      const first = await callApi(server, noNeeds, method, url, payload);
      expect([url, first.statusCode, first.json()]).toEqual([
        url,
        403,
        { message: SERVER_MESSAGES.shippingNeedsMissing },
      ]);
      const second = await callApi(server, unverified, method, url, payload);
      expect([url, second.statusCode, second.json()]).toEqual([
        url,
        403,
        { message: SERVER_MESSAGES.emailNotVerified },
      ]);
    }
  });
});
