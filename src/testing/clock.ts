import { todayUtc } from '@domain/dates';

type Faked = Extract<
  Parameters<typeof jest.useFakeTimers>[0],
  { doNotFake?: unknown }
>['doNotFake'];

const TIMERS: Faked = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
];

/**
 * The clock at noon UTC today, running on; timers stay real, so the mocks and the page answer as
 * ever. By noon UTC the day before a pickup tomorrow has begun in every pickup city, so its free
 * cancellation is over. Undone by jest.useRealTimers().
 */
export const clockAtNoonUtc = (): void => {
  jest.useFakeTimers({
    now: new Date(`${todayUtc()}T12:00:00.000Z`),
    doNotFake: TIMERS,
    advanceTimers: true,
  });
};

/**
 * Fake timers for the page (its clock, its debounces and countdowns) that leave the event loop's
 * own turns real: the server answering in this process waits on them, and under fake ones it
 * would wait for ever.
 */
export const fakePageTimers = (now?: Date): void => {
  jest.useFakeTimers({
    ...(now ? { now } : {}),
    doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'queueMicrotask'],
  });
};
