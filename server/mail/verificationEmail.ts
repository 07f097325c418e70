import { PRODUCT_NAME } from '@domain/constants';
import { htmlEmail } from './htmlEmail';
import type { Mail } from './mailer';

type VerificationEmail = { to: string; firstName: string; appUrl: string; token: string };

/** The link opens the app's verify page, which works without a session. */
export const verificationEmail = ({ to, firstName, appUrl, token }: VerificationEmail): Mail => {
  const link = `${appUrl}/verify-email/${token}`;
  const greeting = `Hi ${firstName},`;
  const body = `Welcome to ${PRODUCT_NAME}! Please confirm your email address to start booking shipments.`;
  const footer = `The link works once, for 24 hours. If you did not create a ${PRODUCT_NAME} account, ignore this email.`;
  return {
    to,
    subject: `Verify your email for ${PRODUCT_NAME}`,
    text: `${greeting}\n\n${body}\n\n${link}\n\n${footer}\n\nThe ${PRODUCT_NAME} team\n`,
    html: htmlEmail({
      greeting,
      paragraphs: [body],
      button: { label: 'Verify email', href: link },
      footer,
    }),
    link,
  };
};
