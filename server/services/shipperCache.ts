import type { IsoDate } from '@domain/types';

/** The shipper as authentication read them: their id and the version of their records. */
export type ShipperStamp = { id: number; recordsVersion: number };

type Entry<T> = { version: number; day: IsoDate; values: Map<string, Promise<T>> };

/** How many shippers a cache keeps (the most recent), and how many values for each. */
export type CacheLimits = { shippers: number; valuesPerShipper: number };

/**
 * Values computed from a shipper's records (counts, totals, pages), kept in this process until the
 * records change or the UTC day turns (statuses follow the calendar). Records change through
 * transactions that raise users.records_version, which every request reads as it authenticates,
 * in whichever server process the change was made. A value is computed after that version was
 * read, so it is never older than the version it is kept under. Callers that miss at once share
 * one computation.
 */
export class ShipperCache<T> {
  private readonly entries = new Map<number, Entry<T>>();

  constructor(private readonly limits: CacheLimits) {}

  get(shipper: ShipperStamp, day: IsoDate, key: string, compute: () => Promise<T>): Promise<T> {
    const entry = this.entryFor(shipper, day);
    if (!entry) return compute();
    const known = entry.values.get(key);
    if (known) {
      // Most recently used last, so that the oldest goes first.
      entry.values.delete(key);
      entry.values.set(key, known);
      return known;
    }
    const value = compute();
    entry.values.set(key, value);
    if (entry.values.size > this.limits.valuesPerShipper) this.dropOldest(entry.values);
    value.catch(() => {
      if (entry.values.get(key) === value) entry.values.delete(key);
    });
    return value;
  }

  /** The shipper's entry for this version and day; null for a request older than the entry. */
  private entryFor({ id, recordsVersion }: ShipperStamp, day: IsoDate): Entry<T> | null {
    const entry = this.entries.get(id);
    this.entries.delete(id);
    if (entry && entry.version === recordsVersion && entry.day === day) {
      this.entries.set(id, entry);
      return entry;
    }
    if (entry && (entry.version > recordsVersion || entry.day > day)) {
      this.entries.set(id, entry);
      return null;
    }
    const fresh: Entry<T> = { version: recordsVersion, day, values: new Map() };
    this.entries.set(id, fresh);
    if (this.entries.size > this.limits.shippers) this.dropOldest(this.entries);
    return fresh;
  }

  private dropOldest(map: Map<unknown, unknown>) {
    const [oldest] = map.keys();
    map.delete(oldest);
  }
}
