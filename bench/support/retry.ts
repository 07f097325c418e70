export type RetryOptions = {
  /** Tries in all, the first one included. */
  tries: number;
  /** Whether an error is worth another try; any other error is thrown at once. */
  isTransient: (error: unknown) => boolean;
  /** Told of each error that leads to another try, and which try comes next. */
  onRetry?: (error: unknown, nextTry: number) => void;
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs `attempt` until it succeeds, again after a transient error, at most `tries` times. A
 * transient error on the last try is thrown saying how many tries were made.
 */
export const retryTransient = async <T>(
  attempt: (tryNumber: number) => Promise<T>,
  { tries, isTransient, onRetry }: RetryOptions,
): Promise<T> => {
  for (let tryNumber = 1; ; tryNumber += 1) {
    try {
      return await attempt(tryNumber);
    } catch (error) {
      if (!isTransient(error)) throw error;
      if (tryNumber >= tries) {
        throw new Error(`${messageOf(error)} (${tries} tries)`, { cause: error });
      }
      onRetry?.(error, tryNumber + 1);
    }
  }
};
