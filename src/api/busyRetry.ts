import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

type Query = BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
>;

/** How many times a request the server was too busy for is sent again. */
export const BUSY_RETRIES = 3;
/** The longest wait the app takes from Retry-After: longer, and the person decides. */
const LONGEST_WAIT_S = 5;

/**
 * The wait a busy server asked for, in ms: a 503 with Retry-After in seconds. The server answers
 * it before doing anything of the request, so that any request may be sent again unchanged;
 * other 503s say nothing of when to retry, and are shown.
 */
const busyWaitMs = (status: unknown, response: Response | undefined) => {
  if (status !== 503) return null;
  const seconds = Number(response?.headers.get('Retry-After') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 && seconds <= LONGEST_WAIT_S
    ? seconds * 1000
    : null;
};

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    const stop = () => {
      clearTimeout(timer);
      resolve();
    };
    signal.addEventListener('abort', stop, { once: true });
  });

/** Sends a request again, after the wait the server asks for, while the server says it is busy. */
export const retryingWhenBusy =
  (baseQuery: Query): Query =>
  async (args, api, extraOptions) => {
    for (let attempt = 0; ; attempt += 1) {
      const result = await baseQuery(args, api, extraOptions);
      const wait = busyWaitMs(result.error?.status, result.meta?.response);
      if (wait === null || attempt >= BUSY_RETRIES || api.signal.aborted) return result;
      await pause(wait, api.signal);
      if (api.signal.aborted) return result;
    }
  };
