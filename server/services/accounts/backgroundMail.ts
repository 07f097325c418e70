import type { Mail, Mailer } from '../../mail/mailer';
import type { MailLog } from '../../mail/createMailer';

/**
 * Sends after the response: a slow or failing mail server neither delays the call nor fails it
 * (the account is kept, and the e-mail can be asked for again). Only the failure's reason is
 * logged, never the message, which holds a token. `settle` lets a shutdown wait for e-mails
 * still on their way.
 */
export const createBackgroundMail = (mailer: Mailer) => {
  const inFlight = new Set<Promise<void>>();
  return {
    send: (mail: Mail, log: MailLog, what: string): void => {
      const sending: Promise<void> = mailer
        .send(mail)
        .catch((error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          log.error({ to: mail.to, reason }, `could not send the ${what} e-mail`);
        })
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },
    settle: async (): Promise<void> => {
      await Promise.all(inFlight);
    },
  };
};

export type BackgroundMail = ReturnType<typeof createBackgroundMail>;
