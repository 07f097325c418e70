import { useEffect, useState } from 'react';
import { TAP_GUARD_MS } from '@domain/driverLimits';

/**
 * Whether a button that appeared for `key` takes taps yet: not for TAP_GUARD_MS after it
 * appeared, so the second touch of a double tap lands on nothing. A button there from the start
 * (`guarded` false) is under no finger.
 */
export const useTapGuard = (key: string, guarded = true): boolean => {
  const [armedFor, setArmedFor] = useState<string | null>(null);
  useEffect(() => {
    if (!guarded) return;
    const timer = setTimeout(() => setArmedFor(key), TAP_GUARD_MS);
    return () => clearTimeout(timer);
  }, [key, guarded]);
  return !guarded || armedFor === key;
};
