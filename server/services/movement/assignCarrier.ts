import { and, eq, isNull } from 'drizzle-orm';
import {
  assignmentRefusal,
  CARRIER_CHECK_MAX_AGE_MS,
  shipmentAssignmentRefusal,
} from '@domain/carrierEligibility';
import { todayUtc } from '@domain/dates';
import type { AssignmentInput } from '@domain/dispatchTypes';
import type { Db } from '../../db/database';
import { assignments, shipments } from '../../db/schema';
import { checkCarrier } from '../carriers/checkCarrier';
import { findCarrierRow, toCarrier } from '../carriers/carrierRecords';
import type { CarrierRegistry } from '../carriers/registry/carrierCheck';
import { Conflict, NotFound } from '../domainErrors';
import { oweNotification } from '../notifications/oweNotification';
import { newDriverToken } from './driverTokens';
import { recordMilestone } from './recordMilestone';

export type Assigned = { assignmentId: number; token: string };

/** Ends the shipment's live assignment, and its driver link with it. */
export const endLiveAssignment = (tx: Db, shipmentId: number, now: Date) =>
  tx
    .update(assignments)
    .set({ endedAt: now })
    .where(and(eq(assignments.shipmentId, shipmentId), isNull(assignments.endedAt)));

/**
 * Puts a carrier and a driver on a paid shipment: the milestone `dispatched`, entered by the
 * dispatcher. A registry check older than a day is made again first (outside the transaction:
 * the registry may be slow). Reassigning ends the assignment before, and its driver link. The
 * "carrier assigned" e-mail is owed in the same transaction to each member who chose it (once per
 * shipment and member: a reassignment owes nothing new), unless told not to (the demo's history).
 * Returns the new driver link's token, which nothing else keeps.
 */
export const assignCarrier = async (
  db: Db,
  registry: CarrierRegistry,
  operatorId: number,
  shipmentId: number,
  input: AssignmentInput,
  now: Date,
  { tellShipper = true }: { tellShipper?: boolean } = {},
): Promise<Assigned> => {
  let carrier = await findCarrierRow(db, input.carrier_id);
  if (!carrier.checkedAt || now.getTime() - carrier.checkedAt.getTime() > CARRIER_CHECK_MAX_AGE_MS)
    carrier = await checkCarrier(db, registry, carrier.id, now);
  const eligible = toCarrier(carrier);
  return db.transaction(async (tx) => {
    const [shipment] = await tx
      .select({
        equipment: shipments.equipment,
        paidAt: shipments.paidAt,
        cancelledAt: shipments.cancelledAt,
        progress: shipments.progress,
      })
      .from(shipments)
      .where(eq(shipments.id, shipmentId))
      .for('update');
    if (!shipment) throw new NotFound();
    const refusal =
      shipmentAssignmentRefusal({
        cancelled: shipment.cancelledAt !== null,
        paid: shipment.paidAt !== null,
        progress: shipment.progress,
      }) ?? assignmentRefusal(eligible, shipment.equipment, todayUtc(now));
    if (refusal) throw new Conflict(refusal);
    await endLiveAssignment(tx, shipmentId, now);
    const { token, tokenHash } = newDriverToken();
    const [assignment] = await tx
      .insert(assignments)
      .values({
        shipmentId,
        carrierId: carrier.id,
        driverName: input.driver_name,
        driverPhone: input.driver_phone,
        truckNumber: input.truck_number,
        trailerNumber: input.trailer_number,
        tokenHash,
        assignedBy: operatorId,
        assignedAt: now,
      })
      .returning({ id: assignments.id });
    if (!assignment) throw new Error('No assignment stored.');
    await recordMilestone(tx, {
      shipmentId,
      assignmentId: assignment.id,
      code: 'dispatched',
      at: now,
      source: 'dispatcher',
      enteredBy: operatorId,
    });
    if (tellShipper) await oweNotification(tx, 'carrier_assigned', shipmentId, now);
    return { assignmentId: assignment.id, token };
  });
};
