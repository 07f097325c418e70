import type { Clock } from '../clock';

/** A clock that stands still until a test moves it. */
export const testClock = (start: Date = new Date()) => {
  let current = new Date(start);
  const clock: Clock & { set: (date: Date) => void; advance: (ms: number) => void } = {
    now: () => new Date(current),
    set: (date) => {
      current = new Date(date);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
  return clock;
};
