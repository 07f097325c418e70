import type { IsoDate } from '@domain/types';
import { StampedCache } from './stampedCache';

/** The shipper as authentication read them: their id and the version of their records. */
export type ShipperStamp = { id: number; recordsVersion: number };

type Entry<T> = { version: number; day: IsoDate; values: StampedCache<string, T> };

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
    // The entry is of one version and day already: its values need no stamp of their own.
    return entry ? entry.values.get(key, '', compute) : compute();
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
    const fresh: Entry<T> = {
      version: recordsVersion,
      day,
      values: new StampedCache(this.limits.valuesPerShipper),
    };
    this.entries.set(id, fresh);
    if (this.entries.size > this.limits.shippers) this.dropOldest(this.entries);
    return fresh;
  }

  private dropOldest(map: Map<unknown, unknown>) {
    const [oldest] = map.keys();
    map.delete(oldest);
  }
}
