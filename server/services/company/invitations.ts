import { and, eq, lte, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { InferType } from 'yup';
import type { ActivityKind } from '@domain/activity';
import type { PendingInvitation } from '@domain/companySchemas';
import { TEAM_MESSAGES, type invitationRequestSchema } from '@domain/team';
import { invitations, users } from '../../db/schema';
import type { Db } from '../../db/database';
import type { Actor } from '../accounts/account';
import { emailKey } from '../accounts/authLimits';
import { uniqueViolationAs } from '../accounts/isUniqueViolation';
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

/** An event of the team about an invitation, which it names by its address and role. */
const recordInvitationEvent = (
  tx: Db,
  actor: Actor,
  kind: Extract<ActivityKind, 'member_invited' | 'invitation_revoked'>,
  row: InvitationRow,
  at: Date,
) =>
  recordActivity(tx, {
    companyId: actor.companyId,
    actorId: actor.id,
    kind,
    at,
    details: { email: row.email, role: row.role },
  });

/** Changes an open invitation of the actor's company; another company's, or none, is not found. */
const updateOpenInvitation = async (
  tx: Db,
  actor: Actor,
  invitationId: number,
  values: PgUpdateSetSource<typeof invitations>,
): Promise<InvitationRow> => {
  const [row] = await tx
    .update(invitations)
    .set(values)
    .where(
      and(eq(invitations.id, invitationId), eq(invitations.companyId, actor.companyId), isOpen),
    )
    .returning();
  if (!row) throw new NotFound();
  return row;
};

/**
 * Writes an invitation and owes its e-mail in the same transaction, so that the e-mail is owed
 * exactly when the invitation is stored; sends it once that committed, and answers the invitation.
 */
const writeAndMail = async (
  deps: TeamDeps,
  now: Date,
  write: (tx: Db) => Promise<InvitationRow>,
): Promise<PendingInvitation> => {
  const { invitation, outboxId } = await deps.db.transaction(async (tx) => {
    const row = await write(tx);
    return { invitation: row, outboxId: await oweInvitationMail(tx, row.id, now) };
  });
  sendOwedRowNow(deps, 'invitation', outboxId, { invitationId: invitation.id });
  return toPending(deps.db, invitation);
};

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
  return writeAndMail(deps, now, async (tx) => {
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
    await recordInvitationEvent(tx, actor, 'member_invited', row, now);
    return row;
  }).catch(
    // The address has an open invitation already (one per address, however many ask at once).
    uniqueViolationAs(
      () => new Invalid({ email: TEAM_MESSAGES.alreadyInvited }),
      'invitations_open_email_idx',
    ),
  );
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
  return writeAndMail(deps, now, (tx) =>
    updateOpenInvitation(tx, actor, invitationId, { expiresAt: invitationExpiry(now) }),
  );
};

/** Revokes an open invitation: its link is dead at once. */
export const revokeInvitation = async (
  { db, clock }: TeamDeps,
  actor: Actor,
  invitationId: number,
): Promise<void> => {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const row = await updateOpenInvitation(tx, actor, invitationId, { revokedAt: now });
    await recordInvitationEvent(tx, actor, 'invitation_revoked', row, now);
  });
};
