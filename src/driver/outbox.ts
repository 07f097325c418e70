import type {
  DriverEventInput,
  DriverPosition,
  DriverWithdrawalInput,
} from '@domain/dispatchTypes';
import { MAX_POSITIONS_PER_CALL } from '@domain/driverLimits';
import type { ReportedMilestone } from '@domain/milestones';

/*
 * What the phone has to tell Loadline and has not yet: the driver's events and the truck's
 * positions, kept in localStorage per link so that a page closed offline still sends them, in the
 * order they happened, with their own times. Each event carries the id the phone made for it, so
 * the server keeps a retry once. An undo is an event too, sent after the milestone it undoes.
 */

/** An undo, with what it undoes: the page shows the milestone withdrawn before Loadline knows. */
export type Withdrawal = {
  kind: 'withdrawal';
  body: DriverWithdrawalInput;
  code: ReportedMilestone;
  /** The milestone's own time. */
  eventAt: string;
};

export type OutboxItem =
  | { kind: 'event'; body: DriverEventInput }
  | Withdrawal
  | { kind: 'positions'; body: { positions: DriverPosition[] } };

/** What sending one item came to. */
export type Sent =
  | { outcome: 'sent' }
  /** Refused for good: dropped, and the page says why. */
  | { outcome: 'dropped' }
  | { outcome: 'deadLink'; message: string }
  /**
   * Not taken now: it stays first in line, and the flush stops; `message` says why, null when the
   * phone is offline.
   */
  | { outcome: 'later'; afterMs: number | null; message: string | null };

export type Flushed = Exclude<Sent, { outcome: 'dropped' }>;

export type Position = Pick<DriverEventInput, 'latitude' | 'longitude' | 'accuracy_m'>;

export type Outbox = {
  /** The items waiting, oldest first; the same array until one comes or goes. */
  items: () => readonly OutboxItem[];
  subscribe: (listener: () => void) => () => void;
  addEvent: (event: DriverEventInput) => void;
  addWithdrawal: (withdrawal: Omit<Withdrawal, 'kind'>) => void;
  /** Positions join the last batch while it has room and is not on its way. */
  addPositions: (positions: DriverPosition[]) => void;
  /** Gives a waiting event the position found for it; one already on its way goes without. */
  placeEvent: (id: string, position: Position) => void;
  /**
   * Sends the items in order until none is left or one must wait. Called again while it runs, it
   * answers the run under way, which also takes what was added meanwhile: nothing goes twice.
   */
  flush: (send: (item: OutboxItem) => Promise<Sent>) => Promise<Flushed>;
  clear: () => void;
};

const storageKey = (token: string) => `loadline.driver.outbox.${token}`;

const isItem = (value: unknown): value is OutboxItem =>
  typeof value === 'object' &&
  value !== null &&
  'kind' in value &&
  (value.kind === 'event' || value.kind === 'withdrawal' || value.kind === 'positions') &&
  'body' in value &&
  typeof value.body === 'object';

const read = (storage: Storage, key: string): OutboxItem[] => {
  try {
    const stored: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isItem) : [];
  } catch {
    return [];
  }
};

/** For a dead link: what waits can never be sent, and the phone keeps nothing of the load. */
export const forgetOutbox = (token: string, storage: Storage = window.localStorage) =>
  storage.removeItem(storageKey(token));

export const createOutbox = (token: string, storage: Storage = window.localStorage): Outbox => {
  const key = storageKey(token);
  let items: readonly OutboxItem[] = read(storage, key);
  let sending: OutboxItem | null = null;
  let running: Promise<Flushed> | null = null;
  const listeners = new Set<() => void>();

  const change = (next: readonly OutboxItem[]) => {
    items = next;
    try {
      if (next.length) storage.setItem(key, JSON.stringify(next));
      else storage.removeItem(key);
    } catch {
      // A full storage keeps the items in the page: they are still sent while it stays open.
    }
    listeners.forEach((listener) => listener());
  };

  const run = async (send: (item: OutboxItem) => Promise<Sent>): Promise<Flushed> => {
    for (let item = items[0]; item; item = items[0]) {
      sending = item;
      const sent = await send(item).finally(() => {
        sending = null;
      });
      if (sent.outcome === 'later' || sent.outcome === 'deadLink') return sent;
      change(items.filter((waiting) => waiting !== item));
    }
    return { outcome: 'sent' };
  };

  return {
    items: () => items,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    addEvent: (event) => change([...items, { kind: 'event', body: event }]),
    addWithdrawal: (withdrawal) => change([...items, { kind: 'withdrawal', ...withdrawal }]),
    addPositions: (positions) => {
      const last = items.at(-1);
      const joins = last?.kind === 'positions' && last !== sending;
      let pending = joins ? [...last.body.positions, ...positions] : positions;
      const batches: OutboxItem[] = [];
      while (pending.length) {
        batches.push({
          kind: 'positions',
          body: { positions: pending.slice(0, MAX_POSITIONS_PER_CALL) },
        });
        pending = pending.slice(MAX_POSITIONS_PER_CALL);
      }
      change([...(joins ? items.slice(0, -1) : items), ...batches]);
    },
    placeEvent: (id, position) =>
      change(
        items.map((item) =>
          item.kind === 'event' && item.body.id === id && item !== sending
            ? { kind: 'event', body: { ...item.body, ...position } }
            : item,
        ),
      ),
    flush: (send) => {
      running ??= run(send).finally(() => {
        running = null;
      });
      return running;
    },
    clear: () => change([]),
  };
};
