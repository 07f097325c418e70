import { useSyncExternalStore } from 'react';

const subscribe = (change: () => void) => {
  window.addEventListener('online', change);
  window.addEventListener('offline', change);
  return () => {
    window.removeEventListener('online', change);
    window.removeEventListener('offline', change);
  };
};

/** Whether the phone says it has a network; a call can still fail, and is then queued. */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, () => navigator.onLine);
