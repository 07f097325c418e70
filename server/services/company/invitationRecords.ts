import { and, eq, gt, isNull } from 'drizzle-orm';
import { INVITATION_TTL_DAYS } from '@domain/team';
import type { Db } from '../../db/database';
import { invitations } from '../../db/schema';

export type InvitationRow = typeof invitations.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

export const invitationExpiry = (now: Date) =>
  new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS);

/** Neither accepted nor revoked: it holds its address in the company, even once expired. */
export const isOpen = and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt));

/** Open and not expired: its link may be used. */
export const isPending = (now: Date) => and(isOpen, gt(invitations.expiresAt, now));

/** The company's invitation of that id, open, or null. */
export const findOpenInvitation = async (
  db: Db,
  companyId: number,
  invitationId: number,
): Promise<InvitationRow | null> => {
  const [found] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, invitationId), eq(invitations.companyId, companyId), isOpen))
    .limit(1);
  return found ?? null;
};
