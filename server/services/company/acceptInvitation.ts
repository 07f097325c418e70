import { and, eq } from 'drizzle-orm';
import type { InferType } from 'yup';
import type { InvitationPreview } from '@domain/companySchemas';
import { TEAM_MESSAGES, type acceptInvitationSchema } from '@domain/team';
import type { SessionResponse } from '@domain/types';
import type { Db } from '../../db/database';
import { companies, invitations, users } from '../../db/schema';
import { findAccount } from '../accounts/account';
import { uniqueViolationAs } from '../accounts/isUniqueViolation';
import { startSession } from '../accounts/session';
import { recordActivity } from '../activity/recordActivity';
import { Invalid, NotFound } from '../domainErrors';
import { hashPassword, hashToken } from '../secrets';
import { isPending } from './invitationRecords';
import type { TeamDeps } from './teamDeps';

export type AcceptInvitationBody = InferType<typeof acceptInvitationSchema>;

/** The invitation a link's token names, while it may be used; NotFound otherwise. */
const pendingByToken = async (db: Db, token: string, now: Date) => {
  const [found] = await db
    .select({
      invitation: invitations,
      companyName: companies.name,
      inviterFirst: users.firstName,
      inviterLast: users.lastName,
    })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .innerJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(eq(invitations.tokenHash, hashToken(token)), isPending(now)))
    .limit(1);
  if (!found) throw new NotFound(TEAM_MESSAGES.invitationGone);
  return found;
};

/** Who invites whom to which company, as the join page shows it. */
export const previewInvitation = async (
  db: Db,
  token: string,
  now: Date,
): Promise<InvitationPreview> => {
  const { invitation, companyName, inviterFirst, inviterLast } = await pendingByToken(
    db,
    token,
    now,
  );
  return {
    company_name: companyName,
    inviter_name: `${inviterFirst} ${inviterLast}`,
    email: invitation.email,
    role: invitation.role,
  };
};

/**
 * Joins the company as the invitation says, and signs in: the address is the invitation's, so
 * it counts as verified, and the company's shipping needs are the member's. The invitation is
 * used up by one statement, so a link followed twice at once makes one account.
 */
export const acceptInvitation = async (
  deps: TeamDeps,
  token: string,
  body: AcceptInvitationBody,
): Promise<SessionResponse> => {
  const { db, clock } = deps;
  const now = clock.now();
  const { invitation } = await pendingByToken(db, token, now);
  const passwordHash = await hashPassword(body.password);
  const userId = await db
    .transaction(async (tx) => {
      const [used] = await tx
        .update(invitations)
        .set({ acceptedAt: now })
        .where(and(eq(invitations.id, invitation.id), isPending(now)))
        .returning();
      if (!used) throw new NotFound(TEAM_MESSAGES.invitationGone);
      const [user] = await tx
        .insert(users)
        .values({
          companyId: used.companyId,
          role: used.role,
          email: used.email,
          passwordHash,
          firstName: body.first_name,
          lastName: body.last_name,
          phoneNumber: body.phone_number,
          isEmailVerified: true,
          createdAt: now,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('The new member was not stored.');
      await tx.update(invitations).set({ acceptedBy: user.id }).where(eq(invitations.id, used.id));
      await recordActivity(tx, {
        companyId: used.companyId,
        actorId: user.id,
        memberId: user.id,
        kind: 'member_joined',
        at: now,
        details: { role: used.role },
      });
      return user.id;
    })
    .catch(
      // The address has an account of its own by now: one account belongs to one company.
      uniqueViolationAs(
        () => new Invalid({ email: TEAM_MESSAGES.alreadyMember }),
        'users_email_idx',
      ),
    );
  const account = await findAccount(db, userId);
  if (!account) throw new Error('The new member was not found.');
  return startSession(deps, account, TEAM_MESSAGES.joined);
};
