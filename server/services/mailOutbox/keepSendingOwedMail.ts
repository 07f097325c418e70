import type { OutboxDeps } from './owedMailKinds';
import { sweepOwedMail } from './sweepOwedMail';

/** How often every server looks for e-mails owed: a failed try waits a minute at least. */
const EVERY_MS = 60_000;

/**
 * Looks for e-mails owed at once, for those a server was cut off from sending, and then every
 * minute, for those whose try failed. Returns what stops it, waiting for a look under way, which
 * sends nothing more once told to stop.
 */
export const keepSendingOwedMail = (
  deps: OutboxDeps,
  onError: (error: unknown) => void,
): (() => Promise<void>) => {
  let stopped = false;
  let looking: Promise<void> | null = null;
  const look = () => {
    // A look still sending to a slow mail server is not joined by another.
    looking ??= sweepOwedMail(deps, () => !stopped)
      .catch(onError)
      .finally(() => {
        looking = null;
      });
  };
  look();
  const repeating = setInterval(look, EVERY_MS);
  repeating.unref();
  return async () => {
    stopped = true;
    clearInterval(repeating);
    await looking;
  };
};
