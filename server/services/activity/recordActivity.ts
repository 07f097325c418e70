import type { ActivityChange, ActivityDetails, ActivityKind } from '@domain/activity';
import type { Db } from '../../db/database';
import { activity } from '../../db/schema';

export type NewActivity = {
  companyId: number;
  /** The member who did it. */
  actorId: number;
  kind: ActivityKind;
  at: Date;
  shipmentId?: number;
  /** The member a team event concerns. */
  memberId?: number;
  details?: ActivityDetails;
  changes?: ActivityChange[];
};

/**
 * Writes an event of the company's history. Called with the transaction of the change it records,
 * so that the history holds exactly the changes that committed.
 */
export const recordActivity = async (tx: Db, event: NewActivity): Promise<void> => {
  await tx.insert(activity).values(event);
};
