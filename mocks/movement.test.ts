import { DEMO_CARRIERS } from '@domain/demo/demoMovement';
import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import { seedCancellation, seedShipment, seedUser } from './db';
import { findMockCarrierByUsdot } from './db/carriers';
import { DEMO_DRIVER_TOKEN } from './db/demo';
import {
  addMockCarrier,
  assignMockCarrier,
  driverLoadOf,
  findMockDriverLink,
  recordMockMilestone,
} from './db/movement';
import { findShipment, toShipment } from './db/shipments';

const driver = {
  driver_name: 'Casey Lind',
  driver_phone: '+13125550100',
  truck_number: 'T-9',
  trailer_number: 'V-9',
};

const newCarrier = {
  legal_name: 'Test Carrier LLC',
  mc_number: null,
  scac: null,
  phone: '+13125550111',
  email: 'ops@carrier.test',
  equipment: ['dryVan' as const],
  insurance_expires_on: '2030-01-01',
};

const verifiedCarrierId = () => {
  const carrier = findMockCarrierByUsdot(DEMO_CARRIERS[0]?.usdot_number ?? '');
  if (!carrier) throw new Error('The mocks have no demo carrier.');
  return carrier.id;
};

const paidShipment = () => seedShipment(seedUser().user.id, { status: 'upcoming' });

const statusOf = (id: number) => {
  const record = findShipment(id);
  if (!record) throw new Error(`No shipment ${id}.`);
  return toShipment(record).status;
};

describe("the mocks' movement of a load", () => {
  it("opens the demo's load on the road by its known driver link", () => {
    const load = driverLoadOf(DEMO_DRIVER_TOKEN);
    expect(load).toMatchObject({
      carrier_name: 'Prairie Line Transport LLC',
      driver_name: 'Luis Ortega',
      next_milestone: 'arrived_dropoff',
      proof_of_delivery: false,
    });
    expect(load?.milestones.map(({ code }) => code)).toEqual([
      'dispatched',
      'arrived_pickup',
      'departed_pickup',
    ]);
  });

  it('checks carriers against the test registry', () => {
    const outcomes = ['3000001', '3000002', '3000003', '3000004', '3999999', 'DOT-1'].map(
      (usdot) => {
        const carrier =
          findMockCarrierByUsdot(usdot) ?? addMockCarrier({ ...newCarrier, usdot_number: usdot });
        return [carrier.verified, carrier.check_outcome, carrier.check_reasons.length > 0];
      },
    );
    expect(outcomes).toEqual([
      [true, 'verified', false],
      [false, 'refused', true],
      [false, 'refused', true],
      [false, 'refused', true],
      [false, 'unknown', true],
      [false, 'unknown', true],
    ]);
  });

  it('refuses to cover an unpaid, cancelled or delivered shipment, or with a refused carrier', () => {
    const { user } = seedUser();
    const unpaid = seedShipment(user.id, { finalized: true });
    const delivered = seedShipment(user.id, { status: 'past' });
    const cancelled = seedCancellation(paidShipment().id, 'plans_changed');
    const assign = (id: number, carrier_id = verifiedCarrierId()) =>
      assignMockCarrier(id, { ...driver, carrier_id });
    expect(assign(unpaid.id)).toEqual({ refused: DISPATCH_MESSAGES.notPaid });
    expect(assign(delivered.id)).toEqual({ refused: DISPATCH_MESSAGES.shipmentDelivered });
    expect(assign(cancelled.id)).toEqual({ refused: DISPATCH_MESSAGES.shipmentCancelled });
    const outOfService = findMockCarrierByUsdot('3000002');
    expect(assign(paidShipment().id, outOfService?.id)).toEqual({
      refused: DISPATCH_MESSAGES.carrierNotVerified,
    });
  });

  it("moves the status with the truck, keeps a phone's retry once and never goes back", () => {
    const { id } = paidShipment();
    const assigned = assignMockCarrier(id, { ...driver, carrier_id: verifiedCarrierId() });
    if ('refused' in assigned) throw new Error(assigned.refused);
    expect(statusOf(id)).toBe('upcoming');
    const at = new Date().toISOString();
    const arrived = { code: 'arrived_pickup', at, source: 'driver', clientId: 'a' } as const;
    expect(recordMockMilestone(id, arrived)).toBe(true);
    expect(recordMockMilestone(id, arrived)).toBe(false);
    expect(statusOf(id)).toBe('inprogress');
    recordMockMilestone(id, { code: 'delivered', at, source: 'dispatcher' });
    recordMockMilestone(id, { code: 'departed_pickup', at, source: 'driver', clientId: 'b' });
    expect(statusOf(id)).toBe('past');
    expect(driverLoadOf(assigned.token)?.milestones).toHaveLength(4);
  });

  it('ends the driver link when another driver is assigned or the shipment is cancelled', () => {
    const { id } = paidShipment();
    const assign = () => assignMockCarrier(id, { ...driver, carrier_id: verifiedCarrierId() });
    const first = assign();
    const second = assign();
    if ('refused' in first || 'refused' in second) throw new Error('Not assigned.');
    expect(findMockDriverLink(first.token)).toBeUndefined();
    expect(findMockDriverLink(second.token)?.shipment.id).toBe(id);
    seedCancellation(id, 'plans_changed');
    expect(findMockDriverLink(second.token)).toBeUndefined();
  });
});
