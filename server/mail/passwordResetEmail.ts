import { PRODUCT_NAME } from '@domain/constants';
import { htmlEmail } from './htmlEmail';
import type { Mail } from './mailer';

type PasswordResetEmail = { to: string; firstName: string; appUrl: string; token: string };

export const passwordResetEmail = ({ to, firstName, appUrl, token }: PasswordResetEmail): Mail => {
  const link = `${appUrl}/reset-password/${token}`;
  const greeting = `Hi ${firstName},`;
  const body = `We received a request to reset the password of your ${PRODUCT_NAME} account. Choose a new password with the link below.`;
  const footer =
    'The link works once, for 1 hour. If you did not ask to reset your password, ignore this email: your password stays the same.';
  return {
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: `${greeting}\n\n${body}\n\n${link}\n\n${footer}\n\nThe ${PRODUCT_NAME} team\n`,
    html: htmlEmail({
      greeting,
      paragraphs: [body],
      button: { label: 'Reset password', href: link },
      footer,
    }),
    link,
  };
};
