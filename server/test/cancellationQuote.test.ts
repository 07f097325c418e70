import { freeCancellationDeadline } from '@domain/cancellationDeadline';
import type { CancellationQuote } from '@domain/cancellationQuote';
import { MESSAGES } from '@domain/messages';
import { centsToMoney } from '@domain/money';
import { CANCELLATION_MESSAGES } from '@domain/serverMessages';
import type { Equipment, IsoDate } from '@domain/types';
import { fixture } from './fixture';
import { invoicePage, payByCard } from './listFixtures';
import { attemptsOf } from './paymentFixtures';
import { book, callApi, laneCities, newShipper } from './shipmentFixtures';
import { testServerFixture } from './testServerFixture';
import { moveTruck } from './truckFixtures';

// Summer: Chicago is on Central Daylight Time, five hours behind UTC.
const NOW = new Date('2026-06-15T15:00:00.000Z');

const server = testServerFixture({ now: NOW });
const cities = fixture(() => laneCities(server));
const dana = fixture(() => newShipper(server));

const quoteOf = async (id: number | string) => {
  const response = await callApi(server, dana, 'GET', `/shipper/shipments/${id}/cancellation/`);
  if (response.statusCode !== 200)
    throw new Error(`The quote failed: ${response.statusCode} ${response.body}`);
  return response.json<CancellationQuote>();
};

/** Booked from Chicago to Dallas, with the server's clock at `bookedAt` for the booking. */
const bookFromChicago = async (
  pickupDate: IsoDate,
  { equipment = 'dryVan', bookedAt = NOW }: { equipment?: Equipment; bookedAt?: Date } = {},
) => {
  server.clock.set(bookedAt);
  return book(server, dana, {
    equipment,
    pickupCity: cities.chicago.id,
    dropoffCity: cities.dallas.id,
    pickupDate,
  });
};

/** Pays the shipment by card at `paidAt`, then answers what the card was charged, in cents. */
const payAt = async (id: number, paidAt = NOW): Promise<number> => {
  server.clock.set(paidAt);
  await payByCard(server, dana, id);
  server.clock.set(NOW);
  const charged = (await attemptsOf(server, id)).find(({ status }) => status === 'succeeded');
  const [invoice] = (await invoicePage(server, dana, `?shipment_id=${id}`)).results;
  expect(invoice?.total_amount).toBe(centsToMoney(charged?.amountCents ?? 0));
  if (!charged) throw new Error(`Shipment ${id} was not charged.`);
  return charged.amountCents;
};

const NOT_ALLOWED = {
  free_until: null,
  time_zone: 'America/Chicago',
  fee: '0.00',
  refund: '0.00',
  refund_card: null,
};

describe('GET /api/shipper/shipments/{id}/cancellation/', () => {
  it('lets an unpaid shipment go at no cost, with no deadline', async () => {
    const shipment = await bookFromChicago('2026-06-22');
    expect(await quoteOf(shipment.id)).toEqual({
      allowed: true,
      reason_if_not: null,
      free_until: null,
      time_zone: 'America/Chicago',
      fee: '0.00',
      refund: '0.00',
      refund_card: null,
    });
  });

  it('refunds all that was charged until the start of the day before pickup in Chicago', async () => {
    const shipment = await bookFromChicago('2026-06-22');
    const charged = await payAt(shipment.id);
    const freeUntil = freeCancellationDeadline('2026-06-22', 'America/Chicago');
    expect(freeUntil).toBe('2026-06-21T05:00:00.000Z');
    expect(await quoteOf(shipment.id)).toEqual({
      allowed: true,
      reason_if_not: null,
      free_until: freeUntil,
      time_zone: 'America/Chicago',
      fee: '0.00',
      refund: centsToMoney(charged),
      // Paid through the API with a card never saved: which card it was is not known.
      refund_card: null,
    });
    server.clock.set(new Date(Date.parse(freeUntil) - 1));
    expect(await quoteOf(shipment.id)).toMatchObject({
      fee: '0.00',
      refund: centsToMoney(charged),
    });
  });

  it.each([
    ['dryVan', 15_000],
    ['reefer', 20_000],
  ] as const)(
    "keeps the %s trailer's late fee once free cancellation has ended",
    async (equipment, feeCents) => {
      const shipment = await bookFromChicago('2026-06-17', { equipment });
      const charged = await payAt(shipment.id);
      const freeUntil = freeCancellationDeadline('2026-06-17', 'America/Chicago');
      server.clock.set(new Date(freeUntil));
      const quote = await quoteOf(shipment.id);
      expect(quote).toEqual({
        allowed: true,
        reason_if_not: null,
        free_until: freeUntil,
        time_zone: 'America/Chicago',
        fee: centsToMoney(feeCents),
        refund: centsToMoney(charged - feeCents),
        refund_card: null,
      });
    },
  );

  it('refuses once the carrier is at pickup, and once the shipment is delivered', async () => {
    const rolling = await bookFromChicago('2026-06-14');
    await payAt(rolling.id);
    await moveTruck(server, rolling.id, 'arrived_pickup');
    expect(await quoteOf(rolling.id)).toEqual({
      allowed: false,
      reason_if_not: CANCELLATION_MESSAGES.inProgress,
      ...NOT_ALLOWED,
    });

    const delivered = await bookFromChicago('2026-06-02', {
      bookedAt: new Date('2026-06-01T15:00:00.000Z'),
    });
    await payAt(delivered.id, new Date('2026-06-01T16:00:00.000Z'));
    await moveTruck(server, delivered.id, 'delivered');
    expect(await quoteOf(delivered.id)).toEqual({
      allowed: false,
      reason_if_not: CANCELLATION_MESSAGES.delivered,
      ...NOT_ALLOWED,
    });
  });

  it("answers another shipper's shipment and unknown ids as the shipment's own read does", async () => {
    const shipment = await bookFromChicago('2026-06-22');
    const stranger = await newShipper(server);
    const ids = [String(shipment.id), 'abc', '0', '99999999', '2147483648'];
    for (const id of ids) {
      const who = id === String(shipment.id) ? stranger : dana;
      const read = await callApi(server, who, 'GET', `/shipper/shipments/${id}`);
      const quote = await callApi(server, who, 'GET', `/shipper/shipments/${id}/cancellation/`);
      expect([id, quote.statusCode, quote.json()]).toEqual([id, 404, read.json()]);
      expect(read.statusCode).toBe(404);
    }
  });

  it('answers 401 without a session', async () => {
    const shipment = await bookFromChicago('2026-06-22');
    const response = await callApi(
      server,
      null,
      'GET',
      `/shipper/shipments/${shipment.id}/cancellation/`,
    );
    expect([response.statusCode, response.json()]).toEqual([
      401,
      { message: MESSAGES.notAuthenticated },
    ]);
  });
});
