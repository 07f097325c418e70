/**
 * Runs a look for work owed at once, for what a server was cut off from doing, and then every
 * `everyMs` (a minute: a failed try waits that long at least), for what failed. A look still
 * running (a slow provider) is not joined by another. Returns what stops it, which waits for the
 * look under way; `goOn` tells a look to stop early.
 */
export const lookEveryMinute = (
  look: (goOn: () => boolean) => Promise<void>,
  onError: (error: unknown) => void,
  everyMs: number,
): (() => Promise<void>) => {
  let stopped = false;
  let looking: Promise<void> | null = null;
  const start = () => {
    looking ??= look(() => !stopped)
      .catch(onError)
      .finally(() => {
        looking = null;
      });
  };
  start();
  const repeating = setInterval(start, everyMs);
  repeating.unref();
  return async () => {
    stopped = true;
    clearInterval(repeating);
    await looking;
  };
};
