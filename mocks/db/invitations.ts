import type { InvitationPreview, PendingInvitation } from '@domain/companySchemas';
import type { Role } from '@domain/roles';
import { INVITATION_TTL_DAYS } from '@domain/team';
import { recordMockActivity } from './activity';
import { sendInvitationMail } from './outbox';
import type { InvitationRecord, UserRecord } from './records';
import { db, nextId } from './store';
import { createMember, findUser, findUserByEmail, fullName, personOf } from './users';

/*
 * Invitations to join a company, with the server's rules: one open invitation per address and
 * company, a link that works once and only while the invitation is pending, and a daily limit of
 * sendings per company.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Invitations sent or resent per company within any day, as the server counts them. */
export const INVITATIONS_PER_DAY = 50;

export type InvitationRefusal =
  | { refused: 'notFound' | 'invitationGone' | 'alreadyMember' | 'alreadyInvited' }
  | { refused: 'tooMany'; retryAfterSeconds: number };

const expiryFrom = (now: number) => new Date(now + INVITATION_TTL_DAYS * DAY_MS).toISOString();

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Neither accepted nor revoked: it holds its address in the company, even once expired. */
const isOpen = (invitation: InvitationRecord) => !invitation.acceptedAt && !invitation.revokedAt;

/** Open and not expired: its link may be used. */
const isPending = (invitation: InvitationRecord, now: number) =>
  isOpen(invitation) && Date.parse(invitation.expiresAt) > now;

const inviterOf = (invitation: InvitationRecord): UserRecord => {
  const inviter = findUser(invitation.invitedBy);
  if (!inviter) throw new Error(`Invitation ${invitation.id} names no inviter.`);
  return inviter;
};

const send = (invitation: InvitationRecord) => {
  const inviter = inviterOf(invitation);
  sendInvitationMail(invitation, {
    inviterName: fullName(inviter),
    companyName: inviter.company_name,
  });
};

/**
 * Counts one sending against the company's daily limit; a sending over it is not counted, and
 * the answer says how long until one is freed.
 */
const takeTry = (companyId: number, now: number): InvitationRefusal | null => {
  const tries = (db.invitationTries.get(companyId) ?? []).filter((at) => at > now - DAY_MS);
  if (tries.length >= INVITATIONS_PER_DAY) {
    const freedAt = (tries[tries.length - INVITATIONS_PER_DAY] ?? now) + DAY_MS;
    return {
      refused: 'tooMany',
      retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now) / 1000)),
    };
  }
  db.invitationTries.set(companyId, [...tries, now]);
  return null;
};

export const toPendingInvitation = (invitation: InvitationRecord): PendingInvitation => {
  const inviter = inviterOf(invitation);
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    invited_by: personOf(inviter.id),
    expires_at: invitation.expiresAt,
  };
};

/** The company's open invitations, the oldest first, expired ones too (they may be resent). */
export const openInvitationsOf = (companyId: number): InvitationRecord[] =>
  db.invitations
    .filter((invitation) => invitation.companyId === companyId && isOpen(invitation))
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id);

const findOpen = (companyId: number, id: number) =>
  openInvitationsOf(companyId).find((invitation) => invitation.id === id);

/**
 * Invites an address with a role and e-mails the link. An address with an account (a removed
 * member's too) is refused before the try is counted; an expired invitation of the address gives
 * way to the new one, an open one refuses it.
 */
export const inviteMember = (
  actor: UserRecord,
  { email, role }: { email: string; role: Role },
  now = Date.now(),
): InvitationRecord | InvitationRefusal => {
  if (findUserByEmail(email)) return { refused: 'alreadyMember' };
  const limited = takeTry(actor.company_id, now);
  if (limited) return limited;
  // One open invitation per address and company.
  const open = openInvitationsOf(actor.company_id).find((it) => sameAddress(it.email, email));
  if (open && isPending(open, now)) return { refused: 'alreadyInvited' };
  if (open) open.revokedAt = new Date(now).toISOString();
  const invitation: InvitationRecord = {
    id: nextId('invitation'),
    companyId: actor.company_id,
    email,
    role,
    invitedBy: actor.id,
    createdAt: new Date(now).toISOString(),
    expiresAt: expiryFrom(now),
    acceptedAt: null,
    revokedAt: null,
    token: null,
  };
  db.invitations.push(invitation);
  recordMockActivity({
    actorId: actor.id,
    kind: 'member_invited',
    at: now,
    details: { email: invitation.email, role },
  });
  send(invitation);
  return invitation;
};

/** Sends an open invitation again with a new link, valid from now; the link before stops working. */
export const resendInvitation = (
  actor: UserRecord,
  id: number,
  now = Date.now(),
): InvitationRecord | InvitationRefusal => {
  const invitation = findOpen(actor.company_id, id);
  if (!invitation) return { refused: 'notFound' };
  const limited = takeTry(actor.company_id, now);
  if (limited) return limited;
  invitation.expiresAt = expiryFrom(now);
  send(invitation);
  return invitation;
};

/** Revokes an open invitation: its link is dead at once. */
export const revokeInvitation = (
  actor: UserRecord,
  id: number,
  now = Date.now(),
): InvitationRefusal | null => {
  const invitation = findOpen(actor.company_id, id);
  if (!invitation) return { refused: 'notFound' };
  invitation.revokedAt = new Date(now).toISOString();
  recordMockActivity({
    actorId: actor.id,
    kind: 'invitation_revoked',
    at: now,
    details: { email: invitation.email, role: invitation.role },
  });
  return null;
};

const pendingByToken = (token: string, now: number) =>
  db.invitations.find(
    (invitation) =>
      invitation.token !== null && invitation.token === token && isPending(invitation, now),
  );

/** Who invites whom to which company, as the join page shows it. */
export const previewInvitation = (
  token: string,
  now = Date.now(),
): InvitationPreview | InvitationRefusal => {
  const invitation = pendingByToken(token, now);
  if (!invitation) return { refused: 'invitationGone' };
  const inviter = inviterOf(invitation);
  return {
    company_name: inviter.company_name,
    inviter_name: fullName(inviter),
    email: invitation.email,
    role: invitation.role,
  };
};

type Joining = { first_name: string; last_name: string; phone_number: string; password: string };

/**
 * Joins the company as the invitation says: the address is the invitation's, so it counts as
 * verified, and the company's details are the inviter's. An address that has found an account of
 * its own meanwhile is refused, and the invitation stays as it was.
 */
export const acceptInvitation = (
  token: string,
  joining: Joining,
  now = Date.now(),
): UserRecord | InvitationRefusal => {
  const invitation = pendingByToken(token, now);
  if (!invitation) return { refused: 'invitationGone' };
  if (findUserByEmail(invitation.email)) return { refused: 'alreadyMember' };
  invitation.acceptedAt = new Date(now).toISOString();
  const member = createMember(inviterOf(invitation), {
    ...joining,
    email: invitation.email,
    is_email_verified: true,
    role: invitation.role,
  });
  recordMockActivity({
    actorId: member.id,
    memberId: member.id,
    kind: 'member_joined',
    at: now,
    details: { role: invitation.role },
  });
  return member;
};
