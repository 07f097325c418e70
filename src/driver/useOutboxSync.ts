import { useCallback, useEffect, useRef } from 'react';
import type { Outbox, OutboxItem, Sent } from './outbox';

/** The first wait after a failed flush; each failure in a row doubles it, up to the last. */
const FIRST_RETRY_MS = 5_000;
const LAST_RETRY_MS = 5 * 60_000;

type Options = {
  outbox: Outbox;
  send: (item: OutboxItem) => Promise<Sent>;
  onDeadLink: (message: string) => void;
};

type Sync = { flush: () => Promise<void>; stop: () => void };

/**
 * Sends the outbox now, whenever the phone comes back online, and on a timer that backs off while
 * the calls keep failing (or waits as long as a 429 says).
 */
const startSync = ({ outbox, send, onDeadLink }: Options): Sync => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delayMs = FIRST_RETRY_MS;
  let stopped = false;
  const flush = async () => {
    clearTimeout(timer);
    const flushed = await outbox.flush(send);
    clearTimeout(timer);
    if (stopped) return;
    if (flushed.outcome === 'later') {
      timer = setTimeout(() => void flush(), flushed.afterMs ?? delayMs);
      delayMs = Math.min(delayMs * 2, LAST_RETRY_MS);
      return;
    }
    delayMs = FIRST_RETRY_MS;
    if (flushed.outcome === 'deadLink') onDeadLink(flushed.message);
  };
  const online = () => void flush();
  window.addEventListener('online', online);
  void flush();
  return {
    flush,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', online);
    },
  };
};

/**
 * Keeps the outbox going while `enabled` (once the page knows its link works); answers the flush
 * to call when something new is queued, which before that leaves it waiting.
 */
export const useOutboxSync = ({ enabled, ...options }: Options & { enabled: boolean }) => {
  const sync = useRef<Sync | null>(null);
  const { outbox, send, onDeadLink } = options;
  useEffect(() => {
    if (!enabled) return;
    const started = startSync({ outbox, send, onDeadLink });
    sync.current = started;
    return () => {
      started.stop();
      sync.current = null;
    };
  }, [enabled, outbox, send, onDeadLink]);
  return useCallback(async () => sync.current?.flush(), []);
};
