import type { Group } from './processGroup';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `url` until it answers 200. Fails at the deadline, or as soon as the server's process
 * exits: a server that fails at start says so at once, and no poll is left behind.
 */
export const untilAnswering = async (
  url: string,
  server: Group,
  { timeoutMs, pollMs }: { timeoutMs: number; pollMs: number },
): Promise<void> => {
  let failure: unknown;
  server.exited.catch((error: unknown) => {
    failure = error;
  });
  const deadline = Date.now() + timeoutMs;
  while (failure === undefined) {
    if (Date.now() > deadline) throw new Error(`${url} did not answer in ${timeoutMs / 1000} s.`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(pollMs);
  }
  throw failure;
};
