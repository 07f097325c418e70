import { useSyncExternalStore } from 'react';

/** Below antd's `md` breakpoint: a phone, or a window as narrow as one. */
const NARROW = '(max-width: 767.98px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * Whether the screen is a phone's width. Read from the media query on the first render (antd's
 * useBreakpoint answers only after it), so a phone never draws the wide layout first.
 */
export const useNarrowScreen = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
