import { ShipperCache } from '../services/shipperCache';

const DAY = '2026-06-15';
const counter = () => {
  let calls = 0;
  return {
    compute: () => Promise.resolve((calls += 1)),
    calls: () => calls,
  };
};

describe('ShipperCache', () => {
  it("keeps a value while the shipper's version and the day stay as they are", async () => {
    const cache = new ShipperCache<number>({ shippers: 10, valuesPerShipper: 10 });
    const { compute } = counter();
    const riley = { id: 1, recordsVersion: 3 };
    expect(await cache.get(riley, DAY, 'all', compute)).toBe(1);
    expect(await cache.get(riley, DAY, 'all', compute)).toBe(1);
    expect(await cache.get(riley, DAY, 'past', compute)).toBe(2);
    expect(await cache.get({ id: 2, recordsVersion: 3 }, DAY, 'all', compute)).toBe(3);
    expect(await cache.get({ ...riley, recordsVersion: 4 }, DAY, 'all', compute)).toBe(4);
    expect(await cache.get({ ...riley, recordsVersion: 4 }, '2026-06-16', 'all', compute)).toBe(5);
  });

  it('never answers a request with a version older than the one it keeps, nor keeps it', async () => {
    const cache = new ShipperCache<number>({ shippers: 10, valuesPerShipper: 10 });
    const { compute } = counter();
    expect(await cache.get({ id: 1, recordsVersion: 5 }, DAY, 'all', compute)).toBe(1);
    expect(await cache.get({ id: 1, recordsVersion: 4 }, DAY, 'all', compute)).toBe(2);
    expect(await cache.get({ id: 1, recordsVersion: 5 }, DAY, 'all', compute)).toBe(1);
  });

  it('shares one computation between callers that miss at once, and forgets a failure', async () => {
    const cache = new ShipperCache<number>({ shippers: 10, valuesPerShipper: 10 });
    const { compute, calls } = counter();
    const riley = { id: 1, recordsVersion: 0 };
    expect(
      await Promise.all([
        cache.get(riley, DAY, 'all', compute),
        cache.get(riley, DAY, 'all', compute),
      ]),
    ).toEqual([1, 1]);
    expect(calls()).toBe(1);
    await expect(
      cache.get(riley, DAY, 'past', () => Promise.reject(new Error('database gone'))),
    ).rejects.toThrow('database gone');
    expect(await cache.get(riley, DAY, 'past', compute)).toBe(2);
  });

  it('keeps the most recently used shippers and values within its limits', async () => {
    const cache = new ShipperCache<number>({ shippers: 2, valuesPerShipper: 2 });
    const { compute } = counter();
    const shipper = (id: number) => ({ id, recordsVersion: 0 });
    await cache.get(shipper(1), DAY, 'a', compute);
    await cache.get(shipper(1), DAY, 'b', compute);
    await cache.get(shipper(1), DAY, 'a', compute);
    await cache.get(shipper(1), DAY, 'c', compute);
    expect(await cache.get(shipper(1), DAY, 'a', compute)).toBe(1);
    expect(await cache.get(shipper(1), DAY, 'b', compute)).toBe(4);

    await cache.get(shipper(2), DAY, 'a', compute);
    await cache.get(shipper(3), DAY, 'a', compute);
    expect(await cache.get(shipper(2), DAY, 'a', compute)).toBe(5);
    expect(await cache.get(shipper(1), DAY, 'a', compute)).toBe(7);
  });
});
