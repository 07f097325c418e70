import { and, eq } from 'drizzle-orm';
import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import type { DriverWithdrawalInput } from '@domain/dispatchTypes';
import {
  standingProgress,
  UNDO_WINDOW_MS,
  withdrawalRefusal,
  type WithdrawalRefusal,
} from '@domain/milestones';
import type { Db } from '../../db/database';
import { milestoneWithdrawals, shipmentEvents, shipments } from '../../db/schema';
import { Conflict, Invalid, NotFound } from '../domainErrors';
import { refreshEta } from '../eta/refreshEta';
import type { DriverAssignment } from './driverLink';
import { phoneTime } from './phoneTime';

const REFUSALS: Record<WithdrawalRefusal, string> = {
  not_undoable: DISPATCH_MESSAGES.withdrawalNotUndoable,
  too_late: DISPATCH_MESSAGES.withdrawalTooLate(UNDO_WINDOW_MS / 60_000),
  not_latest: DISPATCH_MESSAGES.withdrawalNotLatest,
};

/**
 * The driver undoes a milestone of theirs: it stays in the history, withdrawn, and the load's
 * progress falls back to what still stands. It takes turns on the shipment's row with every
 * milestone (recordMilestone raises the progress in the update that locks it), and reads the
 * history only once the row is held (the undo is an event of its own: the history is never
 * rewritten), so an undo and the next milestone racing leave the progress
 * at what stands, whichever came first. Sent again (the same undo, or another of a milestone
 * already withdrawn), it changes nothing.
 */
export const withdrawDriverEvent = async (
  db: Db,
  { assignmentId, shipmentId }: DriverAssignment,
  input: DriverWithdrawalInput,
  now: Date,
): Promise<void> => {
  const at = phoneTime(input.at, now);
  await db.transaction(async (tx) => {
    const [shipment] = await tx
      .select({ progress: shipments.progress })
      .from(shipments)
      .where(eq(shipments.id, shipmentId))
      .for('update');
    if (!shipment) throw new NotFound();
    const [found] = await tx
      .select({ event: shipmentEvents, withdrawalId: milestoneWithdrawals.id })
      .from(shipmentEvents)
      .leftJoin(milestoneWithdrawals, eq(milestoneWithdrawals.eventId, shipmentEvents.id))
      .where(
        and(eq(shipmentEvents.shipmentId, shipmentId), eq(shipmentEvents.clientId, input.event_id)),
      );
    if (!found) throw new Invalid({ event_id: DISPATCH_MESSAGES.withdrawalEventUnknown });
    const { event } = found;
    if (found.withdrawalId !== null) return;
    const refusal =
      event.assignmentId === assignmentId
        ? withdrawalRefusal(event, at, shipment.progress)
        : 'not_undoable';
    if (refusal) throw new Conflict(REFUSALS[refusal]);
    await tx
      .insert(milestoneWithdrawals)
      .values({ shipmentId, eventId: event.id, clientId: input.id, at, receivedAt: now });
    const history = await tx
      .select({ code: shipmentEvents.code, withdrawnAt: milestoneWithdrawals.at })
      .from(shipmentEvents)
      .leftJoin(milestoneWithdrawals, eq(milestoneWithdrawals.eventId, shipmentEvents.id))
      .where(eq(shipmentEvents.shipmentId, shipmentId));
    await tx
      .update(shipments)
      .set({
        progress: standingProgress(
          history.map(({ code, withdrawnAt }) => ({ code, withdrawn: withdrawnAt !== null })),
        ),
      })
      .where(eq(shipments.id, shipmentId));
    await refreshEta(tx, shipmentId);
  });
};
