import { milestoneRank, REPORTED_MILESTONES, type MilestoneCode } from '@domain/milestones';
import { recordMilestone } from '../services/movement/recordMilestone';
import { newDispatcher } from './dispatchFixtures';
import { assign } from './driverFixtures';
import type { TestServer } from './testServer';

/**
 * Moves a paid shipment's truck as far as `reached`: the verified carrier assigned, then each
 * milestone the driver reports up to it, now. Statuses follow the truck, not the calendar.
 */
export const moveTruck = async (
  server: TestServer,
  shipmentId: number,
  reached: MilestoneCode,
): Promise<void> => {
  const { operatorId } = await newDispatcher(server);
  const { assignmentId } = await assign(server, shipmentId, operatorId);
  for (const code of REPORTED_MILESTONES.filter(
    (reported) => milestoneRank(reported) <= milestoneRank(reached),
  ))
    await recordMilestone(server.db, {
      shipmentId,
      assignmentId,
      code,
      at: server.clock.now(),
      source: 'driver',
    });
};
