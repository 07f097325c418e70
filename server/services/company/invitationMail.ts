import { and, eq } from 'drizzle-orm';
import { companies, invitations, users } from '../../db/schema';
import { invitationEmail } from '../../mail/invitationEmail';
import type { Mail } from '../../mail/mailer';
import type { OutboxDeps, OwedMailRow } from '../mailOutbox/owedMailKinds';
import { hashToken, randomToken } from '../secrets';
import { isPending } from './invitationRecords';

/**
 * The invitation's e-mail, made when it is sent with a link of its own: only the link's hash is
 * kept, so each sending makes a new one and the one before stops working. An invitation accepted,
 * revoked or expired meanwhile has nothing to send.
 */
export const invitationMailFor = async (
  { db, clock, config }: OutboxDeps,
  { id, invitationId }: OwedMailRow,
): Promise<Mail | null> => {
  if (invitationId === null) throw new Error(`Owed e-mail ${id} names no invitation.`);
  const token = randomToken();
  const [invitation] = await db
    .update(invitations)
    .set({ tokenHash: hashToken(token) })
    .where(and(eq(invitations.id, invitationId), isPending(clock.now())))
    .returning();
  if (!invitation) return null;
  const [about] = await db
    .select({
      companyName: companies.name,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(companies)
    .innerJoin(users, eq(users.id, invitation.invitedBy))
    .where(eq(companies.id, invitation.companyId));
  if (!about) throw new Error(`Invitation ${invitationId} has no company.`);
  return invitationEmail({
    to: invitation.email,
    inviterName: `${about.firstName} ${about.lastName}`,
    companyName: about.companyName,
    role: invitation.role,
    appUrl: config.appUrl,
    token,
  });
};
