/*
 * Everything the bench starts (servers, browsers, Lighthouse, temporary data) is registered here
 * with how to undo it, so that a failure, Ctrl-C or SIGTERM leaves nothing running behind.
 */

type Entry = {
  undo: () => Promise<void>;
  /** Synchronous, for the moment the process exits: no waiting is possible then. */
  killNow?: () => void;
};

const entries = new Set<Entry>();

/**
 * Registers how to undo something just started; returns that undo, which runs it once. It stays
 * registered until it has finished, so that an exit meanwhile still kills what it stops.
 */
export const undoOnExit = (
  undo: () => Promise<void> | void,
  killNow?: () => void,
): (() => Promise<void>) => {
  let running: Promise<void> | undefined;
  const entry: Entry = {
    undo: () => (running ??= Promise.resolve().then(undo)),
    killNow,
  };
  entries.add(entry);
  return () => entry.undo().finally(() => entries.delete(entry));
};

/** Undoes everything still registered, the newest first; a failing undo does not stop the rest. */
export const undoAll = async (log: (message: string) => void): Promise<void> => {
  for (const entry of [...entries].reverse()) {
    try {
      await entry.undo();
    } catch (error) {
      log(`could not stop or remove something the bench started: ${String(error)}`);
    }
    entries.delete(entry);
  }
};

const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143 } as const;

/**
 * A signal again this long after the first means "now". tsx, which runs the bench, passes a
 * Ctrl-C on to it although it had it too, so one Ctrl-C often arrives twice.
 */
const INSISTING_AFTER_MS = 1_000;

/**
 * Runs `main` to its exit code, then undoes everything and exits with it; a thrown error exits
 * with 1. On SIGINT or SIGTERM it undoes everything and exits as the signal would have; the same
 * signal again a moment later exits at once. Whatever way the process exits, what is still
 * registered is killed, the newest first.
 */
export const runAndExit = (main: () => Promise<number>, log: (message: string) => void): void => {
  const exit = async (code: number) => {
    await undoAll(log);
    process.exit(code);
  };
  let stoppingSince: number | undefined;
  for (const [signal, code] of Object.entries(SIGNAL_EXIT_CODES)) {
    process.on(signal, () => {
      if (stoppingSince !== undefined) {
        if (Date.now() - stoppingSince > INSISTING_AFTER_MS) process.exit(code);
        return;
      }
      stoppingSince = Date.now();
      log(`${signal}: stopping everything the bench started`);
      void exit(code);
    });
  }
  process.on('exit', () => {
    for (const entry of [...entries].reverse()) entry.killNow?.();
  });
  main().then(exit, async (error: unknown) => {
    console.error(error);
    await exit(1);
  });
};
