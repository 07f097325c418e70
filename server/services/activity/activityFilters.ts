import { and, eq, gte, lt } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ActivityExportParams } from '@domain/activityQueries';
import { addDays } from '@domain/dates';
import { activity } from '../../db/schema';

/** The start of a UTC calendar day. */
const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

/**
 * The company's events a list's filters choose: done by one member, of one kind, on the UTC days
 * from and to, both included.
 */
export const activityCondition = (
  companyId: number,
  params: ActivityExportParams,
): SQL | undefined =>
  and(
    eq(activity.companyId, companyId),
    params.member === undefined ? undefined : eq(activity.actorId, params.member),
    params.kind === undefined ? undefined : eq(activity.kind, params.kind),
    params.date_from === undefined ? undefined : gte(activity.at, dayStart(params.date_from)),
    params.date_to === undefined
      ? undefined
      : lt(activity.at, dayStart(addDays(params.date_to, 1))),
  );
