import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Mail, Mailer, MailLog } from './mailer';

export type { MailLog };

const silentLog: MailLog = { info: () => undefined, error: () => undefined };

/** An SMTP server that does not answer must not hold a request for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** nodemailer's message: the attachments as files of the message's MIME parts. */
const message = (config: Config, { to, subject, text, html, attachments = [] }: Mail) => ({
  from: config.mailFrom,
  to,
  subject,
  text,
  html,
  attachments: attachments.map(({ filename, content, contentType }) => ({
    filename,
    content,
    contentType,
  })),
});

const smtpMailer = (config: Config, smtpUrl: string, log: MailLog): Mailer => {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    send: async (mail) => {
      await transport.sendMail(message(config, mail));
    },
    log,
  };
};

/** Names that sort in the order the messages were written, also within one millisecond. */
const outboxFileName = (() => {
  let sequence = 0;
  return () => {
    sequence = (sequence + 1) % 1_000_000;
    const time = new Date().toISOString().replace(/:/g, '-');
    return `${time}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}.eml`;
  };
})();

/**
 * With no SMTP server, every message is written as a raw RFC 822 `.eml` file to the outbox
 * folder, where any mail client (or a test) can open it.
 */
const outboxMailer = (config: Config, log: MailLog): Mailer => {
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    log,
    send: async (mail: Mail) => {
      const { to, subject, link } = mail;
      const info = await transport.sendMail(message(config, mail));
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, outboxFileName());
      // Whoever reads the outbox (a mail client, a test, a script) sees a message whole or not
      // at all: it is written under a name no reader looks for, then renamed in one step.
      const partial = `${file}.partial`;
      await writeFile(partial, info.message as Buffer, { flag: 'wx' });
      await rename(partial, file);
      // The one place a token reaches the log, on purpose: with no SMTP server configured, a
      // user on a fresh machine verifies the account or resets the password from this line.
      log.info({ to, subject, link, file }, 'e-mail written to the outbox');
    },
  };
};

/** Sends through SMTP_URL when it is set, otherwise writes to `${dataDir}/outbox/`. */
export const createMailer = (config: Config, log: MailLog = silentLog): Mailer =>
  config.smtpUrl ? smtpMailer(config, config.smtpUrl, log) : outboxMailer(config, log);
