/**
 * An e-mail as the product sends it: always a plain-text part, and an HTML part. `link` is the
 * one link the message is about (verification, password reset), for the log when no SMTP server
 * is configured.
 */
export type Mail = { to: string; subject: string; text: string; html: string; link?: string };

export type Mailer = { send: (mail: Mail) => Promise<void> };
