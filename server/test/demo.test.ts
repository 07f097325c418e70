import { count } from 'drizzle-orm';
import { addDays, todayUtc } from '@domain/dates';
import type { ShipmentDetail } from '@domain/dispatchTypes';
import type { Invoice, ListResponse, SessionResponse, Shipment } from '@domain/types';
import { shipments, users } from '../db/schema';
import { seedDemo } from '../demo/seedDemo';
import { testServerFixture } from './testServerFixture';

const server = testServerFixture();

const signIn = async (email: string, password: string) => {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email, password },
  });
  expect(response.statusCode).toBe(200);
  return response.json<SessionResponse>();
};
const get = async <T>(token: string, url: string) =>
  (
    await server.app.inject({
      method: 'GET',
      url: `/api${url}`,
      headers: { authorization: `Token ${token}` },
    })
  ).json<T>();

describe('the demo shipper', () => {
  it('is seeded on an empty database: Dana of Northwind Foods, with a shipment in every status', async () => {
    const account = await seedDemo(server.db, server.clock);
    expect(account).toEqual({ email: 'demo@loadline.test', password: 'Demo1234' });
    const { token, user } = await signIn('demo@loadline.test', 'Demo1234');
    expect(user).toMatchObject({
      first_name: 'Dana',
      company: { name: 'Northwind Foods' },
      role: 'admin',
      is_email_verified: true,
    });
    expect(user.shipping_needs).not.toBeNull();

    const { results } = await get<ListResponse<Shipment>>(token, '/shipper/shipments/');
    expect(new Set(results.map((shipment) => shipment.status))).toEqual(
      new Set(['unfinished', 'upcoming', 'inprogress', 'past']),
    );
    const createdAt = results.map((shipment) => shipment.created_at);
    expect(createdAt).toEqual([...createdAt].sort().reverse());
    expect(createdAt.every((at) => at <= server.clock.now().toISOString())).toBe(true);

    const quoted = results.filter(
      (shipment) => shipment.status === 'unfinished' && shipment.pickup.facility_name === null,
    );
    expect(quoted).toHaveLength(1);
    const today = todayUtc(server.clock.now());
    const inProgress = results.find((shipment) => shipment.status === 'inprogress');
    expect(inProgress?.pickup.date).toBe(addDays(today, -1));
    for (const shipment of results.filter((s) => s.pickup.facility_name !== null)) {
      expect(shipment.pickup).toMatchObject({
        facility_address: expect.any(String),
        contact_name: expect.any(String),
      });
      expect(shipment.dropoff.location_number).toMatch(/^DL-/);
      expect(shipment.reference_number).toMatch(/^PO-/);
    }
    expect(
      results.some((shipment) => shipment.driver_assist && shipment.driver_assist_fee === '150.00'),
    ).toBe(true);
    expect(
      results.some(
        (shipment) =>
          shipment.pickup.city.region_code === 'NLE' || shipment.dropoff.city.region_code === 'NLE',
      ),
    ).toBe(true);

    const invoices = (await get<ListResponse<Invoice>>(token, '/invoices/')).results;
    expect(new Set(invoices.map((invoice) => invoice.status))).toEqual(
      new Set(['paid', 'pending', 'overdue']),
    );
    const byShipment = new Map(results.map((shipment) => [shipment.id, shipment]));
    for (const invoice of invoices) {
      const shipment = byShipment.get(invoice.shipment_id);
      expect(invoice.total_amount).toBe(shipment?.total_price);
      expect(invoice.status === 'paid').toBe(shipment?.status !== 'unfinished');
      expect(invoice.paid_at === null).toBe(invoice.status !== 'paid');
    }
    const overdue = invoices.find((invoice) => invoice.status === 'overdue');
    expect(byShipment.get(overdue?.shipment_id ?? 0)?.pickup.date.localeCompare(today)).toBe(-1);
    expect(invoices).toHaveLength(results.length - 1);
  });

  it("has its paid loads moved: the one on the road picked up by Prairie Line's Luis, two delivered, the next not covered yet", async () => {
    const { token } = await signIn('demo@loadline.test', 'Demo1234');
    const loads = async (status: string) => {
      const tab = await get<ListResponse<Shipment>>(token, `/shipper/shipments/?status=${status}`);
      return Promise.all(
        tab.results.map(({ id }) => get<ShipmentDetail>(token, `/shipper/shipments/${id}`)),
      );
    };
    const codes = (load: ShipmentDetail) => load.milestones.map(({ code }) => code);

    const onTheRoad = await loads('inprogress');
    expect(onTheRoad).toHaveLength(1);
    expect(onTheRoad[0]).toMatchObject({
      carrier: { name: 'Prairie Line Transport LLC', verified: true },
      driver_first_name: 'Luis',
      truck_number: 'T-418',
      trailer_number: 'R-2207',
    });
    expect(onTheRoad.map(codes)).toEqual([['dispatched', 'arrived_pickup', 'departed_pickup']]);

    const delivered = await loads('past');
    expect(delivered.map((load) => load.carrier?.name)).toEqual([
      'Prairie Line Transport LLC',
      'Prairie Line Transport LLC',
    ]);
    expect(delivered.map((load) => load.driver_first_name).sort()).toEqual(['Ana', 'Marc']);
    for (const load of delivered)
      expect(codes(load)).toEqual([
        'dispatched',
        'arrived_pickup',
        'departed_pickup',
        'arrived_dropoff',
        'delivered',
      ]);

    const upcoming = await loads('upcoming');
    expect(upcoming.map(({ carrier, milestones }) => [carrier, milestones])).toEqual([[null, []]]);
  });

  it('is not seeded twice, nor on a database that has users', async () => {
    const before = await server.db.select({ value: count() }).from(shipments);
    expect(await seedDemo(server.db, server.clock)).toBeNull();
    expect(await server.db.select({ value: count() }).from(users)).toEqual([{ value: 1 }]);
    expect(await server.db.select({ value: count() }).from(shipments)).toEqual(before);
  });
});
