import { useEffect, useState } from 'react';

/** The app's clock, read again every so often, so that "12 min ago" keeps telling the truth. */
export const useNow = (everyMs: number): Date => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
};
