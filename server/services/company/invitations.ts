import { and, eq, lte, sql } from 'drizzle-orm';
import type { InferType } from 'yup';
import type { PendingInvitation } from '@domain/companySchemas';
import { TEAM_MESSAGES, type invitationRequestSchema } from '@domain/team';
import { invitations, users } from '../../db/schema';
import type { Db } from '../../db/database';
import type { Actor } from '../accounts/account';
import { emailKey } from '../accounts/authLimits';
import { isUniqueViolation } from '../accounts/isUniqueViolation';
import { recordActivity } from '../activity/recordActivity';
import { Invalid, NotFound } from '../domainErrors';
import { oweInvitationMail } from '../mailOutbox/oweMail';
import { sendOwedRowNow } from '../mailOutbox/sendOwedMailNow';
import {
  findOpenInvitation,
  invitationExpiry,
  isOpen,
  type InvitationRow,
} from './invitationRecords';
import { INVITATIONS_LIMIT, type TeamDeps } from './teamDeps';
import { personOf } from './people';

export type InvitationBody = InferType<typeof invitationRequestSchema>;

/** Any account, a removed member's too: an address belongs to one account, of one company. */
const hasAccount = async (db: Db, email: string): Promise<boolean> => {
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${emailKey(email)}`)
    .limit(1);
  return found !== undefined;
};

const toPending = async (db: Db, row: InvitationRow): Promise<PendingInvitation> => ({
  id: row.id,
  email: row.email,
  role: row.role,
  invited_by: await personOf(db, row.invitedBy),
  expires_at: row.expiresAt.toISOString(),
});

const countTry = (deps: TeamDeps, actor: Actor) =>
  deps.limits.takeTry([{ limit: INVITATIONS_LIMIT, key: String(actor.companyId) }]);

const sendAfterCommit = (deps: TeamDeps, invitationId: number, outboxId: number) =>
  sendOwedRowNow(deps, 'invitation', outboxId, { invitationId });

/**
 * Invites an address to the company with a role, and e-mails the link through the outbox. An
 * expired invitation of the same address gives way to the new one.
 */
export const inviteMember = async (
  deps: TeamDeps,
  actor: Actor,
  body: InvitationBody,
): Promise<PendingInvitation> => {
  const { db, clock } = deps;
  if (await hasAccount(db, body.email)) throw new Invalid({ email: TEAM_MESSAGES.alreadyMember });
  await countTry(deps, actor);
  const now = clock.now();
  const { invitation, outboxId } = await db
    .transaction(async (tx) => {
      await tx
        .update(invitations)
        .set({ revokedAt: now })
        .where(
          and(
            eq(invitations.companyId, actor.companyId),
            sql`lower(${invitations.email}) = ${emailKey(body.email)}`,
            isOpen,
            lte(invitations.expiresAt, now),
          ),
        );
      const [row] = await tx
        .insert(invitations)
        .values({
          companyId: actor.companyId,
          email: body.email,
          role: body.role,
          invitedBy: actor.id,
          createdAt: now,
          expiresAt: invitationExpiry(now),
        })
        .returning();
      if (!row) throw new Error('The invitation was not stored.');
      await recordActivity(tx, {
        companyId: actor.companyId,
        actorId: actor.id,
        kind: 'member_invited',
        at: now,
        details: { email: row.email, role: row.role },
      });
      return { invitation: row, outboxId: await oweInvitationMail(tx, row.id, now) };
    })
    .catch((error: unknown) => {
      // The address has an open invitation already (one per address, however many ask at once).
      if (isUniqueViolation(error)) throw new Invalid({ email: TEAM_MESSAGES.alreadyInvited });
      throw error;
    });
  sendAfterCommit(deps, invitation.id, outboxId);
  return toPending(db, invitation);
};

/** Sends the invitation again with a new link, valid from now; the link before stops working. */
export const resendInvitation = async (
  deps: TeamDeps,
  actor: Actor,
  invitationId: number,
): Promise<PendingInvitation> => {
  const { db, clock } = deps;
  if (!(await findOpenInvitation(db, actor.companyId, invitationId))) throw new NotFound();
  await countTry(deps, actor);
  const now = clock.now();
  const { invitation, outboxId } = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(invitations)
      .set({ expiresAt: invitationExpiry(now) })
      .where(
        and(eq(invitations.id, invitationId), eq(invitations.companyId, actor.companyId), isOpen),
      )
      .returning();
    if (!row) throw new NotFound();
    return { invitation: row, outboxId: await oweInvitationMail(tx, row.id, now) };
  });
  sendAfterCommit(deps, invitation.id, outboxId);
  return toPending(db, invitation);
};

/** Revokes an open invitation: its link is dead at once. */
export const revokeInvitation = async (
  { db, clock }: TeamDeps,
  actor: Actor,
  invitationId: number,
): Promise<void> => {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(invitations)
      .set({ revokedAt: now })
      .where(
        and(eq(invitations.id, invitationId), eq(invitations.companyId, actor.companyId), isOpen),
      )
      .returning();
    if (!row) throw new NotFound();
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.id,
      kind: 'invitation_revoked',
      at: now,
      details: { email: row.email, role: row.role },
    });
  });
};
