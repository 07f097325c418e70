import { randomBytes } from 'node:crypto';
import { ROLES } from '@domain/roles';
import type { Shipment } from '@domain/types';
import { DEMO_CARRIERS } from '@domain/demo/demoMovement';
import { VERIFIED_USDOT } from './dispatchFixtures';
import { assignedLoad, driverCall, event, sendEvent, type Load } from './driverFixtures';
import { shipmentPage } from './listFixtures';
import { bookShipment } from './paymentFixtures';
import type { Caller } from './shipmentFixtures';
import { newMember, newShipper } from './shipmentFixtures';
import { testServerFixture } from './testServerFixture';

// 21:00 on June 15 in Dallas, the loads' pickup: its day ends three hours later, UTC's already has.
const server = testServerFixture({ now: new Date('2026-06-16T02:00:00.000Z') });

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const ago = (ms: number) => new Date(server.clock.now().getTime() - ms);

const CARRIER_NAME = DEMO_CARRIERS.find(
  ({ usdot_number }) => usdot_number === VERIFIED_USDOT,
)?.legal_name;

/** The shipment as the caller's dashboard list gives it, or undefined when it is not there. */
const listed = async (who: Caller, id: number): Promise<Shipment | undefined> =>
  (await shipmentPage(server, who, '?page_size=100')).results.find(
    (shipment) => shipment.id === id,
  );

const report = async (load: Load, code: string, at: Date) => {
  const body = event(code, at);
  const answer = await sendEvent(server, load.token, body);
  expect(answer.statusCode).toBe(200);
  return body.id;
};

describe('GET /api/shipper/shipments/ carrier and pickup day', () => {
  it('gives neither before a carrier is assigned', async () => {
    const who = await newShipper(server);
    const booked = await bookShipment(server, who);
    expect(await listed(who, booked.id)).toMatchObject({ carrier_name: null, picked_up_on: null });
  });

  it("names the live carrier to every role, and the day at the pickup on the pickup's clock", async () => {
    const load = await assignedLoad(server);
    const members = await Promise.all(
      ROLES.filter((role) => role !== 'admin').map((role) => newMember(server, load.who, role)),
    );
    for (const who of [load.who, ...members])
      expect(await listed(who, load.shipment.id)).toMatchObject({
        carrier_name: CARRIER_NAME,
        picked_up_on: null,
      });

    server.clock.advance(HOUR_MS);
    await report(load, 'arrived_pickup', ago(MINUTE_MS));
    for (const who of [load.who, ...members])
      expect(await listed(who, load.shipment.id)).toMatchObject({
        carrier_name: CARRIER_NAME,
        picked_up_on: '2026-06-15',
      });
  });

  it('takes the departure over the arrival, and the arrival again once the departure is undone', async () => {
    const load = await assignedLoad(server);
    server.clock.advance(HOUR_MS);
    await report(load, 'arrived_pickup', ago(MINUTE_MS));
    // Loaded overnight: the truck leaves at 01:00 on June 16, Dallas time.
    server.clock.advance(3 * HOUR_MS);
    const departed = await report(load, 'departed_pickup', ago(MINUTE_MS));
    expect((await listed(load.who, load.shipment.id))?.picked_up_on).toBe('2026-06-16');

    const undone = await driverCall(server, load.token, 'POST', 'withdrawals/', {
      id: randomBytes(16).toString('hex'),
      event_id: departed,
      at: server.clock.now().toISOString(),
    });
    expect(undone.statusCode).toBe(200);
    expect((await listed(load.who, load.shipment.id))?.picked_up_on).toBe('2026-06-15');
  });

  it('keeps the earliest departure when several come at once, late ones among them', async () => {
    const load = await assignedLoad(server);
    server.clock.advance(4 * HOUR_MS);
    // 23:59 on June 15 in Dallas, sent last; the others are of June 16 there.
    const minutesAgo = [10, 20, 30, 40, 50, 61];
    const reads = await Promise.all([
      ...minutesAgo.map((minutes) =>
        sendEvent(server, load.token, event('departed_pickup', ago(minutes * MINUTE_MS))),
      ),
      ...minutesAgo.map(() => shipmentPage(server, load.who, '?page_size=100')),
    ]);
    for (const answer of reads.slice(0, minutesAgo.length))
      expect(answer).toMatchObject({ statusCode: 200 });
    expect((await listed(load.who, load.shipment.id))?.picked_up_on).toBe('2026-06-15');
  });

  it("never lists another company's load, nor tells its carrier", async () => {
    const load = await assignedLoad(server);
    const other = await newShipper(server);
    const own = await bookShipment(server, other);
    const page = await shipmentPage(server, other, '?page_size=100');
    expect(page.results.map(({ id }) => id)).toEqual([own.id]);
    expect(page.results[0]).toMatchObject({ carrier_name: null, picked_up_on: null });
    expect(await listed(load.who, own.id)).toBeUndefined();
  });
});
