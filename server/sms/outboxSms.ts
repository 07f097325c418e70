import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SmsSender } from './smsSender';

export type SmsLog = { info: (details: object, message: string) => void };

/** Names that sort in the order the texts were written, also within one millisecond. */
const outboxFileName = (() => {
  let sequence = 0;
  return () => {
    sequence = (sequence + 1) % 1_000_000;
    const time = new Date().toISOString().replace(/:/g, '-');
    return `${time}-${String(sequence).padStart(6, '0')}-sms-${randomBytes(4).toString('hex')}.txt`;
  };
})();

/**
 * With no Twilio account, every text is written as a plain-text file to the outbox folder, next to
 * the e-mails the mailer writes there, where a developer (or a test) can read it.
 */
export const createOutboxSms = (outbox: string, log?: SmsLog): SmsSender => ({
  send: async (to, body) => {
    await mkdir(outbox, { recursive: true });
    const file = path.join(outbox, outboxFileName());
    await writeFile(file, `To: ${to}\n\n${body}\n`, { flag: 'wx' });
    log?.info({ to, file }, 'text message written to the outbox');
  },
});
