import { useEffect, useRef, useState } from 'react';
import { Typography } from 'antd';
import { QUOTE_HOLD_MINUTES } from '@domain/priceHolds';

const SECOND_MS = 1000;

const minutesAndSeconds = (ms: number) => {
  const seconds = Math.ceil(ms / SECOND_MS);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

type Props = {
  /** When the quote was received, by this browser's clock: its own clock may be off the server's. */
  quotedAt: number;
  /** Called once the hold has run out: the lane is priced again. */
  onExpired: () => void;
};

/** How much longer the quote's price holds, counting down each second. */
export const QuoteHold = ({ quotedAt, onExpired }: Props) => {
  const endsAt = quotedAt + QUOTE_HOLD_MINUTES * 60 * SECOND_MS;
  const [now, setNow] = useState(() => Date.now());
  const expire = useRef(onExpired);
  useEffect(() => {
    expire.current = onExpired;
  });

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), SECOND_MS);
    return () => clearInterval(timer);
  }, []);

  const left = Math.max(0, endsAt - now);
  const expired = left === 0;
  useEffect(() => {
    if (expired) expire.current();
  }, [expired, quotedAt]);

  return (
    <Typography.Text type="secondary">
      {expired ? (
        'Quote expired: getting the price now'
      ) : (
        <>
          Price held for <span role="timer">{minutesAndSeconds(left)}</span>
        </>
      )}
    </Typography.Text>
  );
};
