import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';
import type { Email } from 'postal-mime';

/** Every message the outbox mailer wrote, oldest first (the file names sort by time). */
export const readOutbox = async (dataDir: string): Promise<Email[]> => {
  const folder = path.join(dataDir, 'outbox');
  const names = (await readdir(folder).catch(() => []))
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(
    names.map(async (name) => PostalMime.parse(await readFile(path.join(folder, name)))),
  );
};

const sentTo = (mail: Email, address: string) =>
  mail.to?.some((to) => 'address' in to && to.address?.toLowerCase() === address.toLowerCase()) ??
  false;

/**
 * How long an e-mail sent after the answer may take to show in the outbox, within a test's 30 s.
 * Found at once on a quiet machine; a CI machine running every suite at once took more than 5 s.
 */
const MAIL_WAIT_MS = 20_000;

/**
 * The newest e-mail to an address whose subject matches, waiting for it: account e-mails are
 * sent after the answer. `after` is how many such e-mails existed before.
 */
export const waitForMail = async (
  dataDir: string,
  to: string,
  subject: RegExp,
  after = 0,
): Promise<Email> => {
  const deadline = Date.now() + MAIL_WAIT_MS;
  for (;;) {
    const found = (await readOutbox(dataDir)).filter(
      (mail) => sentTo(mail, to) && subject.test(mail.subject ?? ''),
    );
    const newest = found[found.length - 1];
    if (newest && found.length > after) return newest;
    if (Date.now() > deadline) throw new Error(`No e-mail "${String(subject)}" to ${to} arrived.`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

/** How many e-mails to an address whose subject matches are in the outbox now. */
export const countMail = async (dataDir: string, to: string, subject: RegExp): Promise<number> =>
  (await readOutbox(dataDir)).filter((mail) => sentTo(mail, to) && subject.test(mail.subject ?? ''))
    .length;

/** The token at the end of the e-mail's link to a page of the app (`/verify-email/<token>`). */
export const linkToken = (
  mail: Email,
  page: 'verify-email' | 'reset-password' | 'join',
): string => {
  const match = new RegExp(`/${page}/([A-Za-z0-9_-]+)`).exec(mail.text ?? '');
  if (!match?.[1]) throw new Error(`The e-mail has no ${page} link.`);
  return match[1];
};

export const VERIFY_SUBJECT = /^Verify your email/;
export const RESET_SUBJECT = /^Reset your .* password$/;
