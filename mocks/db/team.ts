import type { Company, Member } from '@domain/companySchemas';
import { may, type Role } from '@domain/roles';
import { recordMockActivity } from './activity';
import { openInvitationsOf, toPendingInvitation } from './invitations';
import type { UserRecord } from './records';
import { endAllSessions } from './sessions';
import { db } from './store';
import { fullName, membersOf } from './users';

/* A company's team: its members, their roles, and who is removed, with the server's rules. */

export type MemberRefusal = { refused: 'notFound' | 'lastAdmin' };

export const toMember = (user: UserRecord): Member => ({
  id: user.id,
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  role: user.role,
  status: user.removed_at ? 'removed' : 'active',
  last_active_at: user.last_active_at,
});

// Text in code-unit order, as the server's database compares it (its collation is C).
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Active members first, then removed ones, each by first name, last name, then id. */
const byListOrder = (a: UserRecord, b: UserRecord) =>
  Number(Boolean(a.removed_at)) - Number(Boolean(b.removed_at)) ||
  compareText(a.first_name, b.first_name) ||
  compareText(a.last_name, b.last_name) ||
  a.id - b.id;

/** The company with its team; the open invitations only for those who manage the team. */
export const readCompany = (actor: UserRecord): Company => ({
  id: actor.company_id,
  name: actor.company_name,
  members: [...membersOf(actor.company_id)].sort(byListOrder).map(toMember),
  invitations: may(actor.role, 'manageTeam')
    ? openInvitationsOf(actor.company_id).map(toPendingInvitation)
    : [],
});

/** An active member of the actor's company: another company's, or a removed one, is not found. */
const activeMember = (actor: UserRecord, memberId: number) =>
  membersOf(actor.company_id).find((member) => member.id === memberId && !member.removed_at);

const isLastAdmin = (member: UserRecord) =>
  member.role === 'admin' &&
  !membersOf(member.company_id).some(
    (other) => other.id !== member.id && other.role === 'admin' && !other.removed_at,
  );

/** Gives a member another role; the last admin keeps theirs. */
export const changeRole = (
  actor: UserRecord,
  memberId: number,
  role: Role,
  now = Date.now(),
): UserRecord | MemberRefusal => {
  const member = activeMember(actor, memberId);
  if (!member) return { refused: 'notFound' };
  if (member.role === role) return member;
  if (isLastAdmin(member)) return { refused: 'lastAdmin' };
  recordMockActivity({
    actorId: actor.id,
    memberId,
    kind: 'role_changed',
    at: now,
    details: { member: fullName(member), from_role: member.role, role },
  });
  member.role = role;
  return member;
};

/**
 * Removes a member: their sessions and e-mailed links end at once, their work stays the
 * company's. The last admin cannot be removed.
 */
export const removeMember = (
  actor: UserRecord,
  memberId: number,
  now = Date.now(),
): MemberRefusal | null => {
  const member = activeMember(actor, memberId);
  if (!member) return { refused: 'notFound' };
  if (isLastAdmin(member)) return { refused: 'lastAdmin' };
  member.removed_at = new Date(now).toISOString();
  recordMockActivity({
    actorId: actor.id,
    memberId,
    kind: 'member_removed',
    at: now,
    details: { member: fullName(member), role: member.role },
  });
  endAllSessions(member.id);
  for (const sent of db.emailTokens) if (sent.userId === member.id) sent.used = true;
  return null;
};
