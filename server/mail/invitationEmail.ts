import { PRODUCT_NAME } from '@domain/constants';
import { ROLE_LABELS, type Role } from '@domain/roles';
import { INVITATION_TTL_DAYS } from '@domain/team';
import { htmlEmail } from './htmlEmail';
import type { Mail } from './mailer';

type InvitationEmail = {
  to: string;
  inviterName: string;
  companyName: string;
  role: Role;
  appUrl: string;
  token: string;
};

/** The link opens the app's join page, which works without a session. */
export const invitationEmail = ({
  to,
  inviterName,
  companyName,
  role,
  appUrl,
  token,
}: InvitationEmail): Mail => {
  const link = `${appUrl}/join/${token}`;
  const greeting = 'Hello,';
  const body = `${inviterName} invites you to join ${companyName} on ${PRODUCT_NAME} as ${ROLE_LABELS[role]}, to share its shipments and invoices.`;
  const footer = `The link works once, for ${INVITATION_TTL_DAYS} days. If you did not expect this invitation, ignore this email.`;
  return {
    to,
    subject: `${inviterName} invites you to ${companyName} on ${PRODUCT_NAME}`,
    text: `${greeting}\n\n${body}\n\n${link}\n\n${footer}\n\nThe ${PRODUCT_NAME} team\n`,
    html: htmlEmail({
      greeting,
      paragraphs: [body],
      button: { label: 'Join the team', href: link },
      footer,
    }),
    link,
  };
};
