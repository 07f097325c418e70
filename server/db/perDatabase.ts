import type { Db } from './database';

/**
 * A value made once for each database a process opens (a prepared statement, a cache), the first
 * time it is asked for: tests open several databases in one process, and each keeps its own.
 */
export const perDatabase = <T>(make: (db: Db) => T): ((db: Db) => T) => {
  const made = new WeakMap<Db, T>();
  return (db) => {
    if (!made.has(db)) made.set(db, make(db));
    return made.get(db) as T;
  };
};
