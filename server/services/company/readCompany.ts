import { and, asc, eq, sql } from 'drizzle-orm';
import type { Company } from '@domain/companySchemas';
import { may } from '@domain/roles';
import type { Db } from '../../db/database';
import { companies, invitations, users } from '../../db/schema';
import type { Actor } from '../accounts/account';
import { isOpen } from './invitationRecords';
import { toMember } from './people';

/**
 * The company with its members, active first, then removed ones (their work stays named as
 * theirs), each by name; and, for those who manage the team, the invitations neither accepted
 * nor revoked (an expired one may be sent again).
 */
export const readCompany = async (db: Db, actor: Actor): Promise<Company> => {
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, actor.companyId));
  if (!company) throw new Error(`Company ${actor.companyId} is missing.`);
  const members = await db
    .select()
    .from(users)
    .where(eq(users.companyId, actor.companyId))
    .orderBy(
      sql`${users.removedAt} is not null`,
      asc(users.firstName),
      asc(users.lastName),
      asc(users.id),
    );
  const open = may(actor.role, 'manageTeam')
    ? await db
        .select()
        .from(invitations)
        .where(and(eq(invitations.companyId, actor.companyId), isOpen))
        .orderBy(asc(invitations.createdAt), asc(invitations.id))
    : [];
  // Whoever invited is a member of the company, removed or not.
  const byId = new Map(members.map((member) => [member.id, member]));
  const personOf = (id: number) => {
    const member = byId.get(id);
    if (!member) throw new Error(`Member ${id} is missing.`);
    return { id, first_name: member.firstName, last_name: member.lastName };
  };
  return {
    ...company,
    members: members.map(toMember),
    invitations: open.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      invited_by: personOf(invitation.invitedBy),
      expires_at: invitation.expiresAt.toISOString(),
    })),
  };
};
