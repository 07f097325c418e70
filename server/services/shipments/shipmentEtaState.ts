import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { AT_RISK_WITHIN_MS } from '@domain/eta';
import { NO_POSITION_AFTER_MS } from '@domain/dispatchExceptions';
import type { EtaState } from '@domain/types';
import { shipments } from '../../db/schema';

const milliseconds = (ms: number) => sql`${ms} * interval '1 millisecond'`;

/**
 * The state of a shipment's kept estimate at an instant: etaAt (eta.ts) in SQL, so that lists
 * filter by it in the database; statusRulesInSql.test.ts holds the two together.
 */
export const etaStateSql = (now: Date | string | Placeholder): SQL<EtaState | null> => {
  const at = sql`${now instanceof Date ? now.toISOString() : now}::timestamptz`;
  // On the road (seen) the estimate is never before now; at the drop-off it is the arrival.
  const eta = sql`case when ${shipments.lastSeenAt} is null then ${shipments.etaAt} else greatest(${shipments.etaAt}, ${at}) end`;
  return sql<EtaState | null>`case
    when ${shipments.etaAt} is null then null
    when ${eta} >= ${shipments.etaDueAt} then 'late'
    when ${eta} >= ${shipments.etaDueAt} - ${milliseconds(AT_RISK_WITHIN_MS)}
      or ${shipments.lastSeenAt} <= ${at} - ${milliseconds(NO_POSITION_AFTER_MS)} then 'at_risk'
    else 'on_time' end`;
};
