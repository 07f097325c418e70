import { PRODUCT_NAME } from '@domain/constants';
import { randomToken } from './random';
import type { EmailTokenKind, InvitationRecord, UserRecord } from './records';
import { db } from './store';
import { findUser, findUserByEmail } from './users';

/*
 * The e-mails the server would send, reduced to the token each carries. Tests read the token
 * back to follow the link, as a shipper would from their inbox.
 */

export const issueEmailToken = (kind: EmailTokenKind, userId: number): string => {
  const token = randomToken();
  db.emailTokens.push({ kind, token, userId, used: false });
  return token;
};

/**
 * The account an unused token of this kind belongs to. The token is spent, and so are the other
 * links of its kind sent to the account: the newest e-mail is not the only one a shipper may open.
 */
export const redeemEmailToken = (kind: EmailTokenKind, token: string): UserRecord | undefined => {
  const record = db.emailTokens.find(
    (candidate) => candidate.kind === kind && candidate.token === token && !candidate.used,
  );
  if (!record) return undefined;
  for (const sent of db.emailTokens)
    if (sent.kind === kind && sent.userId === record.userId) sent.used = true;
  return findUser(record.userId);
};

const accountFor = (email: string): UserRecord => {
  const user = findUserByEmail(email);
  if (!user) throw new Error(`No account for ${email}.`);
  return user;
};

const lastEmailToken = (kind: EmailTokenKind, email: string): string => {
  const { id } = accountFor(email);
  const record = db.emailTokens.findLast((sent) => sent.kind === kind && sent.userId === id);
  if (!record) throw new Error(`No ${kind} e-mail was sent to ${email}.`);
  return record.token;
};

/** Sends a fresh verification e-mail to an existing account and returns its token. */
export const issueVerificationToken = (email: string): string =>
  issueEmailToken('verification', accountFor(email).id);

export const lastVerificationToken = (email: string): string =>
  lastEmailToken('verification', email);

export const lastResetToken = (email: string): string => lastEmailToken('reset', email);

/**
 * E-mails an invitation with a link of its own, as the server's outbox does: the invitation keeps
 * only the newest link, so the one sent before stops working.
 */
export const sendInvitationMail = (
  invitation: InvitationRecord,
  { inviterName, companyName }: { inviterName: string; companyName: string },
): void => {
  const token = randomToken();
  invitation.token = token;
  db.invitationMails.push({
    to: invitation.email,
    subject: `${inviterName} invites you to ${companyName} on ${PRODUCT_NAME}`,
    link: `/join/${token}`,
    token,
  });
};

/** The tokens of the invitation e-mails sent to an address, oldest first. */
export const invitationTokens = (email: string): string[] => {
  const wanted = email.toLowerCase();
  return db.invitationMails
    .filter((mail) => mail.to.toLowerCase() === wanted)
    .map((mail) => mail.token);
};

export const lastInvitationToken = (email: string): string => {
  const token = invitationTokens(email).at(-1);
  if (!token) throw new Error(`No invitation e-mail was sent to ${email}.`);
  return token;
};
