import { useCallback, useEffect, useState } from 'react';
import type { PublicTracking } from '@domain/publicTrackingTypes';
import { getTracking, type Answer } from './publicTrackingApi';

export type TrackingView =
  | { state: 'loading' }
  /** Nothing shown yet, and none could be read: `message` says why. */
  | { state: 'unavailable'; message: string }
  | { state: 'dead'; message: string }
  /** `stale` once a refresh failed: what shows is the last known. */
  | { state: 'ready'; tracking: PublicTracking; stale: boolean };

/** A load on its way is looked at again this often, while the page is in view. */
export const REFRESH_MS = 60_000;

/** The shipment a link shows, kept fresh until it is delivered; a dead link ends it. */
export const useTracking = (token: string) => {
  const [view, setView] = useState<TrackingView>({ state: 'loading' });

  const settle = useCallback((answer: Answer) => {
    setView((known) => {
      if (known.state === 'dead') return known;
      if (answer.ok) return { state: 'ready', tracking: answer.tracking, stale: false };
      if (answer.kind === 'dead') return { state: 'dead', message: answer.message };
      return known.state === 'ready'
        ? { ...known, stale: true }
        : { state: 'unavailable', message: answer.message };
    });
  }, []);

  const load = useCallback(() => getTracking(token).then(settle), [token, settle]);

  useEffect(() => {
    void getTracking(token).then(settle);
  }, [token, settle]);

  const moving = view.state === 'ready' && view.tracking.status !== 'past';
  useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void load();
    }, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [moving, load]);

  const retry = useCallback(() => {
    setView({ state: 'loading' });
    void load();
  }, [load]);

  return { view, retry };
};
