import type { SmsSender } from '../../sms/smsSender';

export type TextLog = { error: (details: object, message: string) => void };

/**
 * Texts after the response: a slow or failing SMS provider neither delays the call nor fails it
 * (the dispatcher has the link on the screen to give by phone). Only the failure's reason is
 * logged, never the text, which holds the driver's link. `settle` lets a shutdown wait for texts
 * still on their way.
 */
export const createBackgroundTexts = (sms: SmsSender) => {
  const inFlight = new Set<Promise<void>>();
  return {
    send: (to: string, body: string, log: TextLog, details: object): void => {
      const sending: Promise<void> = sms
        .send(to, body)
        .catch((error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          log.error({ ...details, reason }, 'could not text the driver');
        })
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },
    settle: async (): Promise<void> => {
      await Promise.all(inFlight);
    },
  };
};

export type BackgroundTexts = ReturnType<typeof createBackgroundTexts>;
