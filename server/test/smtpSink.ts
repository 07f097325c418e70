import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import type { Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a free loopback port that keeps what it receives, or refuses every
 * message. No STARTTLS: its certificate would be self-signed.
 */
export const startSmtpSink = async ({ refuse = false } = {}) => {
  const received: Email[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    closeTimeout: 1000,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuse) return callback(new Error('Mailbox unavailable'));
        PostalMime.parse(Buffer.concat(chunks)).then((mail) => {
          received.push(mail);
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /** The messages received, once there are at least `count` of them. */
  const waitFor = async (count: number): Promise<Email[]> => {
    const deadline = Date.now() + 5000;
    while (received.length < count) {
      if (Date.now() > deadline)
        throw new Error(`${count} e-mails expected, ${received.length} received.`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return received;
  };

  let closing: Promise<void> | null = null;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor,
    close: () => (closing ??= new Promise<void>((resolve) => server.close(resolve))),
  };
};

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
