import type { Mail, Mailer } from './mailer';

/** Each mailer's e-mails on their way, so that a shutdown can wait for them. */
const onTheirWay = new WeakMap<Mailer, Set<Promise<void>>>();

/**
 * Does the work of sending an e-mail after the caller has moved on: a slow or failing mail server,
 * or a failure to make the message, neither delays nor fails what asked for it. A failure is
 * logged where the mailer reports, with its reason and the caller's details, never the message.
 */
export const mailLater = (
  mailer: Mailer,
  work: () => Promise<void>,
  what: string,
  details: object,
): void => {
  const pending = onTheirWay.get(mailer) ?? new Set<Promise<void>>();
  onTheirWay.set(mailer, pending);
  const sending: Promise<void> = Promise.resolve()
    .then(work)
    .catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      mailer.log?.error({ ...details, reason }, `could not send the ${what} e-mail`);
    })
    .finally(() => pending.delete(sending));
  pending.add(sending);
};

/** Makes and sends an e-mail after the caller has moved on (see mailLater). */
export const sendLater = (
  mailer: Mailer,
  compose: () => Promise<Mail>,
  what: string,
  details: object,
): void => mailLater(mailer, async () => mailer.send(await compose()), what, details);

/** Waits for the mailer's e-mails sent later that are still on their way. */
export const settleLater = async (mailer: Mailer): Promise<void> => {
  await Promise.all(onTheirWay.get(mailer) ?? []);
};
