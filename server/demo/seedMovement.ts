import { eq } from 'drizzle-orm';
import {
  DEMO_CARRIERS,
  demoAssignmentInput,
  demoMilestones,
  demoPositions,
} from '@domain/demo/demoMovement';
import type { DemoMovement } from '@domain/demo/demoMovement';
import type { Db } from '../db/database';
import { carriers, cities, shipments } from '../db/schema';
import { checkCarrier } from '../services/carriers/checkCarrier';
import { createTestRegistry } from '../services/carriers/registry/testRegistry';
import { assignCarrier } from '../services/movement/assignCarrier';
import { recordMilestone } from '../services/movement/recordMilestone';
import { recordPositions } from '../services/movement/recordPositions';

/** The demo carriers, each checked against the test registry; the id of the one that passes. */
export const seedCarriers = async (db: Db, dispatcherId: number, now: Date): Promise<number> => {
  const registry = createTestRegistry();
  const ids: number[] = [];
  for (const carrier of DEMO_CARRIERS) {
    const [row] = await db
      .insert(carriers)
      .values({
        legalName: carrier.legal_name,
        usdotNumber: carrier.usdot_number,
        mcNumber: carrier.mc_number,
        scac: carrier.scac,
        phone: carrier.phone,
        email: carrier.email,
        equipment: carrier.equipment,
        insuranceExpiresOn: carrier.insurance_expires_on,
        createdBy: dispatcherId,
      })
      .returning({ id: carriers.id });
    if (!row) throw new Error('No carrier stored.');
    await checkCarrier(db, registry, row.id, now);
    ids.push(row.id);
  }
  const [verified] = ids;
  if (verified === undefined) throw new Error('The demo has no carrier.');
  return verified;
};

const cityPoint = async (db: Db, cityId: number) => {
  const [city] = await db
    .select({ latitude: cities.latitude, longitude: cities.longitude })
    .from(cities)
    .where(eq(cities.id, cityId));
  if (!city) throw new Error(`No city ${cityId}.`);
  return city;
};

/**
 * A paid demo load covered by the verified carrier, then moved as its driver's phone would have
 * reported it, with hourly positions while it is on the road.
 */
export const seedMovement = async (
  db: Db,
  load: { shipmentId: number; paidAt: Date; fromCityId: number; toCityId: number },
  movement: DemoMovement,
  carrierId: number,
  dispatcherId: number,
  now: Date,
): Promise<void> => {
  const [shipment] = await db
    .select({ pickupDate: shipments.pickupDate, dropoffDate: shipments.dropoffDate })
    .from(shipments)
    .where(eq(shipments.id, load.shipmentId));
  if (!shipment) throw new Error(`No shipment ${load.shipmentId}.`);
  const [dispatched, ...reported] = demoMilestones(
    movement,
    load.paidAt,
    shipment.pickupDate,
    shipment.dropoffDate,
  );
  if (!dispatched) throw new Error('A demo movement starts with its dispatch.');
  const { assignmentId } = await assignCarrier(
    db,
    createTestRegistry(),
    dispatcherId,
    load.shipmentId,
    demoAssignmentInput(movement, carrierId),
    dispatched.at,
    { tellShipper: false },
  );
  for (const [index, { code, at }] of reported.entries())
    await recordMilestone(
      db,
      {
        shipmentId: load.shipmentId,
        assignmentId,
        code,
        at,
        source: 'driver',
        clientId: `demo-${load.shipmentId}-${index}`,
      },
      { tellShipper: false },
    );
  const departed = reported.find(({ code }) => code === 'departed_pickup');
  if (!departed || movement.reached !== 'departed_pickup') return;
  const route = demoPositions(
    await cityPoint(db, load.fromCityId),
    await cityPoint(db, load.toCityId),
    departed.at,
    shipment.dropoffDate,
    now,
  );
  if (route.length)
    await recordPositions(db, { assignmentId, shipmentId: load.shipmentId }, 'driver', route);
};
