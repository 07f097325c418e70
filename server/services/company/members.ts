import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { Member } from '@domain/companySchemas';
import { may, refusalMessage, type Role } from '@domain/roles';
import { TEAM_MESSAGES } from '@domain/team';
import type { Db } from '../../db/database';
import { companies, tokens, users } from '../../db/schema';
import type { Actor } from '../accounts/account';
import { recordActivity } from '../activity/recordActivity';
import { Conflict, NotFound, NotPermitted } from '../domainErrors';
import { toMember } from './people';

type UserRow = typeof users.$inferSelect;

/**
 * Holds the company's row until the transaction ends: changes of its members' roles take turns,
 * so two admins demoting each other at once cannot leave it without one.
 */
const lockCompany = async (tx: Db, companyId: number) => {
  await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
};

/**
 * The actor as they stand once the company is locked: an admin demoted or removed by another admin
 * a moment ago may no longer change the team.
 */
const stillMayManage = async (tx: Db, actor: Actor) => {
  const [now] = await tx
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.id, actor.id), isNull(users.removedAt)));
  if (!now || !may(now.role, 'manageTeam'))
    throw new NotPermitted(refusalMessage(now?.role ?? actor.role, 'manageTeam'));
};

/** An active member of the company, or NotFound: another company's, or a removed one. */
const activeMember = async (tx: Db, companyId: number, memberId: number): Promise<UserRow> => {
  const [member] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, memberId), eq(users.companyId, companyId), isNull(users.removedAt)));
  if (!member) throw new NotFound();
  return member;
};

/** Whether an admin other than this member remains. */
const anotherAdmin = async (tx: Db, companyId: number, memberId: number): Promise<boolean> => {
  const [row] = await tx
    .select({ admins: count() })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.role, 'admin'),
        isNull(users.removedAt),
        ne(users.id, memberId),
      ),
    );
  return (row?.admins ?? 0) > 0;
};

const nameOf = (member: UserRow) => `${member.firstName} ${member.lastName}`;

/** Gives a member another role; the last admin keeps theirs. */
export const changeRole = async (
  db: Db,
  actor: Actor,
  memberId: number,
  role: Role,
  now: Date,
): Promise<Member> =>
  db.transaction(async (tx) => {
    await lockCompany(tx, actor.companyId);
    await stillMayManage(tx, actor);
    const member = await activeMember(tx, actor.companyId, memberId);
    if (member.role === role) return toMember(member);
    if (member.role === 'admin' && !(await anotherAdmin(tx, actor.companyId, memberId)))
      throw new Conflict(TEAM_MESSAGES.lastAdmin);
    const [changed] = await tx
      .update(users)
      .set({ role })
      .where(eq(users.id, memberId))
      .returning();
    if (!changed) throw new NotFound();
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.id,
      memberId,
      kind: 'role_changed',
      at: now,
      details: { member: nameOf(member), from_role: member.role, role },
    });
    return toMember(changed);
  });

/**
 * Removes a member: their sessions end at once, and their work stays the company's, still named
 * as theirs. The last admin cannot be removed.
 */
export const removeMember = async (
  db: Db,
  actor: Actor,
  memberId: number,
  now: Date,
): Promise<void> =>
  db.transaction(async (tx) => {
    await lockCompany(tx, actor.companyId);
    await stillMayManage(tx, actor);
    const member = await activeMember(tx, actor.companyId, memberId);
    if (member.role === 'admin' && !(await anotherAdmin(tx, actor.companyId, memberId)))
      throw new Conflict(TEAM_MESSAGES.lastAdmin);
    await tx.update(users).set({ removedAt: now }).where(eq(users.id, memberId));
    await tx
      .update(tokens)
      .set({ usedAt: now })
      .where(and(eq(tokens.userId, memberId), isNull(tokens.usedAt)));
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.id,
      memberId,
      kind: 'member_removed',
      at: now,
      details: { member: nameOf(member), role: member.role },
    });
  });
