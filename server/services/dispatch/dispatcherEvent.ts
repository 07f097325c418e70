import { and, eq, isNull } from 'drizzle-orm';
import type { InferType } from 'yup';
import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import type { opsEventSchema } from '@domain/dispatchSchemas';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { Db } from '../../db/database';
import { assignments, shipments } from '../../db/schema';
import { Conflict, Invalid, NotFound } from '../domainErrors';
import { recordMilestone } from '../movement/recordMilestone';
import { phoneTime } from '../movement/phoneTime';
import { recordPositions } from '../movement/recordPositions';
import { findCity } from '../places';

export type DispatcherEvent = InferType<typeof opsEventSchema>;

/**
 * A milestone a dispatcher enters by hand, for a driver who called it in: kept in the load's
 * history as the dispatcher's, on the live assignment, and the progress raised. A city named is
 * also kept as a position there, so a truck without a smartphone is still seen on its way. A
 * delivery entered so needs no proof of delivery. The shipment is locked first, so that a
 * cancellation or a reassignment under way is seen once it has committed.
 */
export const recordDispatcherEvent = async (
  db: Db,
  operatorId: number,
  shipmentId: number,
  event: DispatcherEvent,
  now: Date,
): Promise<void> => {
  const at = phoneTime(event.at, now);
  const city = event.city_id ? await findCity(db, event.city_id) : null;
  if (event.city_id && !city) throw new Invalid({ city_id: SERVER_MESSAGES.unknownCity });
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: shipments.id })
      .from(shipments)
      .where(eq(shipments.id, shipmentId))
      .for('update');
    if (!locked) throw new NotFound();
    const [shipment] = await tx
      .select({ cancelledAt: shipments.cancelledAt, assignmentId: assignments.id })
      .from(shipments)
      .leftJoin(
        assignments,
        and(eq(assignments.shipmentId, shipments.id), isNull(assignments.endedAt)),
      )
      .where(eq(shipments.id, shipmentId));
    if (shipment?.cancelledAt) throw new Conflict(DISPATCH_MESSAGES.shipmentCancelled);
    const assignmentId = shipment?.assignmentId;
    if (!assignmentId) throw new Conflict(DISPATCH_MESSAGES.notDispatched);
    await recordMilestone(tx, {
      shipmentId,
      assignmentId,
      code: event.code,
      at,
      source: 'dispatcher',
      cityId: city?.id ?? null,
      note: event.note?.trim() || null,
      enteredBy: operatorId,
    });
    if (city)
      await recordPositions(
        tx,
        { assignmentId, shipmentId },
        'dispatcher',
        [{ at, latitude: city.latitude, longitude: city.longitude, cityId: city.id }],
        operatorId,
      );
  });
};
