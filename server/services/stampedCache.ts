type Entry<T> = { stamp: string; value: Promise<T> };

/**
 * Values read from the database, kept in this process under the stamp of the rows they were read
 * from, which the caller reads from the database on every call: in whichever server process the
 * rows changed, the next call finds a new stamp and reads the value again. A value is read after
 * its stamp was, so it is never older than the stamp it is kept under. Callers that miss at once
 * share one read; a failed read is not kept. The most recently used `capacity` keys are kept.
 */
export class StampedCache<K, T> {
  private readonly entries = new Map<K, Entry<T>>();

  constructor(private readonly capacity: number) {}

  get(key: K, stamp: string, read: () => Promise<T>): Promise<T> {
    const known = this.entries.get(key);
    this.entries.delete(key);
    if (known?.stamp === stamp) {
      // Most recently used last, so that the oldest goes first.
      this.entries.set(key, known);
      return known.value;
    }
    const entry = { stamp, value: read() };
    this.entries.set(key, entry);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }
}
