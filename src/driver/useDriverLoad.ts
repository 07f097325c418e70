import { useCallback, useEffect, useState } from 'react';
import type { DriverLoad } from '@domain/dispatchTypes';
import { getLoad, type Answer } from './driverApi';
import { forgetLastReported } from './lastReported';
import { forgetOutbox } from './outbox';

/*
 * The driver's load: kept on the phone per link, so that a page opened again without a network
 * still shows the stops and takes the driver's taps, and refreshed from Loadline when it can be.
 */

export type LoadView =
  | { state: 'loading' }
  /** No load known yet, and none could be read: `message` says why (null: offline). */
  | { state: 'unavailable'; message: string | null }
  | { state: 'dead'; message: string }
  /** `checked` once this visit's first read settled: the queued updates wait for it. */
  | { state: 'ready'; load: DriverLoad; checked: boolean };

const loadKey = (token: string) => `loadline.driver.load.${token}`;

const cachedLoad = (token: string): DriverLoad | null => {
  try {
    const cached: unknown = JSON.parse(window.localStorage.getItem(loadKey(token)) ?? 'null');
    return typeof cached === 'object' && cached !== null && 'milestones' in cached
      ? (cached as DriverLoad)
      : null;
  } catch {
    return null;
  }
};

const keep = (token: string, load: DriverLoad | null) => {
  try {
    if (load) window.localStorage.setItem(loadKey(token), JSON.stringify(load));
    else window.localStorage.removeItem(loadKey(token));
  } catch {
    // Without storage the page still works while it stays open.
  }
};

export const useDriverLoad = (token: string) => {
  const [view, setView] = useState<LoadView>(() => {
    const cached = cachedLoad(token);
    return cached ? { state: 'ready', load: cached, checked: false } : { state: 'loading' };
  });

  const show = useCallback(
    (load: DriverLoad) => {
      keep(token, load);
      setView({ state: 'ready', load, checked: true });
    },
    [token],
  );

  /** A dead link forgets the load and its updates: they have no business on the phone now. */
  const die = useCallback(
    (message: string) => {
      keep(token, null);
      forgetOutbox(token);
      forgetLastReported(token);
      setView({ state: 'dead', message });
    },
    [token],
  );

  const settle = useCallback(
    (answer: Answer<DriverLoad>) => {
      if (answer.ok) return show(answer.body);
      if (answer.kind === 'deadLink') return die(answer.message);
      const message = answer.kind === 'offline' ? null : answer.message;
      setView((known) => {
        if (known.state === 'dead') return known;
        return known.state === 'ready'
          ? { ...known, checked: true }
          : { state: 'unavailable', message };
      });
    },
    [show, die],
  );

  const refresh = useCallback(() => getLoad(token).then(settle), [token, settle]);

  useEffect(() => {
    void getLoad(token).then(settle);
  }, [token, settle]);

  const unavailable = view.state === 'unavailable';
  useEffect(() => {
    if (!unavailable) return;
    const online = () => void refresh();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [unavailable, refresh]);

  return { view, show, die, refresh };
};
