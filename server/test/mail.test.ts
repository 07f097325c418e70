import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { loadConfig } from '../config';
import { createMailer } from '../mail/createMailer';
import type { Mail } from '../mail/mailer';
import { createBackgroundMail } from '../services/accounts/backgroundMail';
import { escapeHtml } from '../mail/htmlEmail';
import { passwordResetEmail } from '../mail/passwordResetEmail';
import { verificationEmail } from '../mail/verificationEmail';
import { startSmtpSink } from './smtpSink';

const APP_URL = 'http://app.example:8000';
const FROM = 'Loadline <hello@loadline.example>';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'loadline-mail-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const config = (env: NodeJS.ProcessEnv = {}) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, APP_URL, MAIL_FROM: FROM, ...env });
const recordingLog = () => {
  const info: [object, string][] = [];
  return {
    info,
    log: {
      info: (details: object, message: string) => info.push([details, message]),
      error: () => undefined,
    },
  };
};
const verification = (to: string) =>
  verificationEmail({ to, firstName: 'Dana', appUrl: APP_URL, token: 'tok_123-abc' });

describe('the outbox, with no SMTP server', () => {
  it('writes each message as an .eml file, named in the order sent, and logs its link', async () => {
    const { info, log } = recordingLog();
    const mailer = createMailer(config(), log);
    await mailer.send(verification('first@example.com'));
    await mailer.send(
      passwordResetEmail({
        to: 'second@example.com',
        firstName: 'Dana',
        appUrl: APP_URL,
        token: 'tok_9',
      }),
    );
    await mailer.send(verification('third@example.com'));

    const folder = path.join(dataDir, 'outbox');
    const names = readdirSync(folder);
    for (const name of names)
      expect(name).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-\d{6}-[0-9a-f]{8}\.eml$/);
    const mails = await Promise.all(
      names.sort().map(async (name) => PostalMime.parse(await readFile(path.join(folder, name)))),
    );
    expect(
      mails.map((mail) => mail.to?.[0] && 'address' in mail.to[0] && mail.to[0].address),
    ).toEqual(['first@example.com', 'second@example.com', 'third@example.com']);

    const [first] = mails;
    expect(first?.from).toEqual({ name: 'Loadline', address: 'hello@loadline.example' });
    expect(first?.subject).toBe('Verify your email for Loadline');
    expect(first?.text).toContain(`${APP_URL}/verify-email/tok_123-abc`);
    expect(first?.html).toContain(`<a href="${APP_URL}/verify-email/tok_123-abc"`);
    expect(mails[1]?.text).toContain(`${APP_URL}/reset-password/tok_9`);

    expect(info).toHaveLength(3);
    expect(info[0]).toEqual([
      {
        to: 'first@example.com',
        subject: 'Verify your email for Loadline',
        link: `${APP_URL}/verify-email/tok_123-abc`,
        file: expect.stringContaining(folder),
      },
      'e-mail written to the outbox',
    ]);
  });

  it('never shows a reader a message half written', async () => {
    const mailer = createMailer(config());
    const folder = path.join(dataDir, 'outbox');
    const attachment = Buffer.alloc(4 * 1024 * 1024, 'Loadline ');
    const seen = new Map<string, number[]>();
    let sending = true;
    const watching = (async () => {
      while (sending) {
        for (const name of await readdir(folder).catch(() => [] as string[])) {
          if (!name.endsWith('.eml')) continue;
          const size = (await readFile(path.join(folder, name))).length;
          seen.set(name, [...(seen.get(name) ?? []), size]);
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    for (let sent = 0; sent < 6; sent += 1)
      await mailer.send({
        ...verification(`reader${sent}@example.com`),
        attachments: [{ filename: 'big.pdf', content: attachment, contentType: 'application/pdf' }],
      });
    sending = false;
    await watching;

    const written = readdirSync(folder);
    expect(written).toHaveLength(6);
    for (const name of written) {
      const size = (await readFile(path.join(folder, name))).length;
      for (const read of seen.get(name) ?? []) expect(read).toBe(size);
    }
  });
});

describe('SMTP', () => {
  it('sends through SMTP_URL from MAIL_FROM, and not to the outbox', async () => {
    const sink = await startSmtpSink();
    try {
      await createMailer(config({ SMTP_URL: sink.url })).send(verification('dana@example.com'));
      const [mail] = await sink.waitFor(1);
      expect(mail?.from).toEqual({ name: 'Loadline', address: 'hello@loadline.example' });
      expect(mail?.to).toEqual([{ name: '', address: 'dana@example.com' }]);
      expect(mail?.subject).toBe('Verify your email for Loadline');
      expect(mail?.text).toContain(`${APP_URL}/verify-email/tok_123-abc`);
      expect(mail?.html).toContain('Verify email');
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      await sink.close();
    }
  });

  it('fails when the server refuses the message or cannot be reached', async () => {
    const sink = await startSmtpSink({ refuse: true });
    try {
      await expect(
        createMailer(config({ SMTP_URL: sink.url })).send(verification('dana@example.com')),
      ).rejects.toThrow(/Mailbox unavailable/);
    } finally {
      await sink.close();
    }
    await expect(
      createMailer(config({ SMTP_URL: sink.url })).send(verification('dana@example.com')),
    ).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('the templates', () => {
  it('escape what the user typed in the HTML part', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;',
    );
    const mail = verificationEmail({
      to: 'x@example.com',
      firstName: '<img src=x>',
      appUrl: APP_URL,
      token: 't',
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.text).toContain('Hi <img src=x>,');
  });
});

describe('e-mail sent after the response', () => {
  it('logs a failure without the message, and lets a shutdown wait for what is on its way', async () => {
    const sent: Mail[] = [];
    const errors: [object, string][] = [];
    const log = {
      info: () => undefined,
      error: (details: object, message: string) => errors.push([details, message]),
    };
    const background = createBackgroundMail({
      send: async (mail) => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (mail.to.startsWith('down')) throw new Error('connect ECONNREFUSED');
        sent.push(mail);
      },
    });
    background.send(verification('up@example.com'), log, 'verification');
    background.send(verification('down@example.com'), log, 'verification');
    expect(sent).toEqual([]);
    await background.settle();
    expect(sent.map((mail) => mail.to)).toEqual(['up@example.com']);
    expect(errors).toEqual([
      [
        { to: 'down@example.com', reason: 'connect ECONNREFUSED' },
        'could not send the verification e-mail',
      ],
    ]);
  });
});
