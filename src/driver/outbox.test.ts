import type { DriverPosition } from '@domain/dispatchTypes';
import { createOutbox, type OutboxItem, type Sent } from './outbox';

const positionAt = (minute: number): DriverPosition => ({
  at: new Date(Date.UTC(2030, 0, 1, 0, minute)).toISOString(),
  latitude: 41,
  longitude: -88,
  accuracy_m: 10,
});

const positions = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => positionAt(from + index));

const sizes = (items: readonly OutboxItem[]) =>
  items.map((item) => (item.kind === 'positions' ? item.body.positions.length : item.kind));

describe('The outbox', () => {
  it('batches positions up to a call’s worth, after the events before them', () => {
    const outbox = createOutbox('t');
    outbox.addPositions(positions(60));
    outbox.addPositions(positions(60, 60));
    outbox.addEvent({ id: 'e1', code: 'arrived_dropoff', at: positionAt(200).at });
    outbox.addPositions(positions(1, 300));
    expect(sizes(outbox.items())).toEqual([100, 20, 'event', 1]);
  });

  it('keeps what waits across page loads, per link', () => {
    createOutbox('a').addEvent({ id: 'e1', code: 'arrived_pickup', at: positionAt(0).at });
    expect(sizes(createOutbox('a').items())).toEqual(['event']);
    expect(createOutbox('b').items()).toEqual([]);
  });

  it('sends each item once, in order, however many flushes overlap', async () => {
    const outbox = createOutbox('t');
    outbox.addEvent({ id: 'e1', code: 'arrived_pickup', at: positionAt(0).at });
    outbox.addPositions(positions(2));
    const sent: OutboxItem[] = [];
    const send = async (item: OutboxItem): Promise<Sent> => {
      sent.push(item);
      // Positions taken while a batch is on its way go in a batch of their own.
      if (item.kind === 'positions' && sent.length === 2) outbox.addPositions(positions(1, 10));
      return { outcome: 'sent' };
    };
    await Promise.all([outbox.flush(send), outbox.flush(send)]);
    expect(sizes(sent)).toEqual(['event', 2, 1]);
    expect(outbox.items()).toEqual([]);
  });

  it('stops at an item that must wait, and keeps it first', async () => {
    const outbox = createOutbox('t');
    outbox.addEvent({ id: 'e1', code: 'arrived_pickup', at: positionAt(0).at });
    outbox.addEvent({ id: 'e2', code: 'departed_pickup', at: positionAt(1).at });
    const flushed = await outbox.flush(async () => ({
      outcome: 'later',
      afterMs: 30_000,
      message: null,
    }));
    expect(flushed).toEqual({ outcome: 'later', afterMs: 30_000, message: null });
    expect(outbox.items().map((item) => item.kind === 'event' && item.body.id)).toEqual([
      'e1',
      'e2',
    ]);
  });
});
