export type MailLog = {
  info: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

/** A file sent with an e-mail: a receipt's invoice. */
export type MailAttachment = { filename: string; content: Buffer; contentType: string };

/**
 * An e-mail as the product sends it: always a plain-text part, and an HTML part. `link` is the
 * one link the message is about (verification, password reset), for the log when no SMTP server
 * is configured.
 */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
  attachments?: MailAttachment[];
};

/** `log` is where the mailer reports: what it wrote to the outbox, what it could not send. */
export type Mailer = { send: (mail: Mail) => Promise<void>; log?: MailLog };
