import { desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { activityDetailsFor, activitySummary } from '@domain/activity';
import type { CompanyActivity } from '@domain/activitySchemas';
import type { Role } from '@domain/roles';
import type { Person } from '@domain/types';
import type { Db } from '../../db/database';
import { activity, users } from '../../db/schema';

/** The member a team event is about, beside the actor: the users table a second time. */
const concerned = alias(users, 'concerned');

/** The events `where` picks, newest first, each with who did it and whom it concerns. */
export const selectActivity = (db: Db, where: SQL | undefined) =>
  db
    .select({
      event: activity,
      actor: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      member: { id: concerned.id, firstName: concerned.firstName, lastName: concerned.lastName },
      // The order's key as text, exact to the microsecond, for the export's cursor.
      atKey: sql<string>`${activity.at}::text`,
    })
    .from(activity)
    .innerJoin(users, eq(users.id, activity.actorId))
    .leftJoin(concerned, eq(concerned.id, activity.memberId))
    .where(where)
    .orderBy(desc(activity.at), desc(activity.id));

export type ActivityRow = Awaited<ReturnType<typeof selectActivity>>[number];

const toMember = (member: { id: number; firstName: string; lastName: string }): Person => ({
  id: member.id,
  first_name: member.firstName,
  last_name: member.lastName,
});

/**
 * An event in its wire shape, told in the one sentence the app and the export show, with what a
 * member of the role reading it may be told.
 */
export const toActivity = ({ event, actor, member }: ActivityRow, role: Role): CompanyActivity => ({
  id: event.id,
  at: event.at.toISOString(),
  actor: toMember(actor),
  kind: event.kind,
  summary: activitySummary(event.kind, activityDetailsFor(role, event.details), event.changes),
  changes: event.changes,
  shipment_id: event.shipmentId,
  member: member ? toMember(member) : null,
});
