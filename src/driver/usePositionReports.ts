import { useEffect } from 'react';
import type { DriverPosition } from '@domain/dispatchTypes';
import { readPosition } from './location';

/** How often a phone in transit tells where the truck is. */
export const POSITION_INTERVAL_MS = 5 * 60_000;

/**
 * While `active` (in transit, with consent, the page open), reads the position every 5 minutes and
 * hands it on; `onDenied` when the browser's permission was taken back meanwhile.
 */
export const usePositionReports = (
  active: boolean,
  onPosition: (position: DriverPosition) => void,
  onDenied: () => void,
) => {
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      void readPosition({ timeoutMs: 60_000, maximumAgeMs: 60_000 }).then((reading) => {
        if (reading === 'denied') onDenied();
        else if (reading) onPosition(reading);
      });
    }, POSITION_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [active, onPosition, onDenied]);
};
