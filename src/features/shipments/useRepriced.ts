import { useEffect, useRef, useState } from 'react';

export type PriceChange = { before: number; now: number };

/**
 * The last change of the price quoted for the same lane and day (`key`): a quote that expired
 * and was priced again, or a booking refused on a quote that no longer held. None once the lane
 * or the day changes.
 */
export const useRepriced = (key: string | null, price: number | undefined): PriceChange | null => {
  const [change, setChange] = useState<(PriceChange & { key: string }) | null>(null);
  const last = useRef<{ key: string; price: number } | null>(null);
  useEffect(() => {
    if (key === null || price === undefined) return;
    const before = last.current;
    last.current = { key, price };
    if (before?.key === key && before.price !== price)
      setChange({ key, before: before.price, now: price });
  }, [key, price]);
  return change?.key === key ? { before: change.before, now: change.now } : null;
};
