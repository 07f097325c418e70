import { recycleCardKeys } from './cardKeys';

const keysOf = (previous: Map<number, number>, ids: number[]) =>
  ids.map((id) => recycleCardKeys(previous, ids).get(id));

describe('card keys', () => {
  it('numbers the cards of a first list in order', () => {
    expect(keysOf(new Map(), [31, 30, 29])).toEqual([0, 1, 2]);
  });

  it('keeps the key of a shipment that stays, wherever it moves', () => {
    const first = recycleCardKeys(new Map(), [31, 30, 29]);
    expect(keysOf(first, [29, 31])).toEqual([2, 0]);
  });

  it('gives a new shipment the key of one that left, in their order', () => {
    const first = recycleCardKeys(new Map(), [31, 30, 29]);
    expect(keysOf(first, [12, 30, 11, 10])).toEqual([0, 1, 2, 3]);
    expect(keysOf(first, [28, 27, 26])).toEqual([0, 1, 2]);
  });

  it('never gives two shipments one key', () => {
    let keys = new Map<number, number>();
    for (const ids of [[1, 2, 3], [3, 4], [5, 6, 7, 8], [8, 1, 9, 2, 3], [10]]) {
      keys = recycleCardKeys(keys, ids);
      expect(new Set(keys.values()).size).toBe(ids.length);
    }
  });
});
