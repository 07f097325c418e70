import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isRunning } from './isRunning';
import { PROJECT_ROOT } from '../projectRoot';

/** Ignored by git and removed with node_modules: what it holds is made again when missing. */
const CACHE_DIR = path.join(PROJECT_ROOT, 'node_modules', '.cache', 'loadline');

/** Longer than any build takes on a busy machine: a process still holding the lock is stuck. */
const WAIT_MS = 10 * 60 * 1000;

/**
 * An entry unused for this long was made from sources that have changed since; another checkout
 * or branch sharing node_modules may still use a younger one.
 */
const UNUSED_MS = 24 * 60 * 60 * 1000;

const removeQuietly = (entry: string) => {
  try {
    rmSync(entry, { recursive: true, force: true });
  } catch {
    // Removed by another process meanwhile: either way it is not there.
  }
};

/**
 * Takes the lock file for this process: true when taken, false while a live process holds it. The
 * file is written whole under another name and linked into place, so that no process ever reads a
 * lock without its owner; a lock whose owner has died is removed, to be taken at the next try.
 */
const tryLock = (lock: string): boolean => {
  const draft = `${lock}.${process.pid}`;
  writeFileSync(draft, String(process.pid));
  try {
    linkSync(draft, lock);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    let owner: number;
    try {
      owner = Number(readFileSync(lock, 'utf8'));
    } catch {
      // Released in the meantime: the next try may take it.
      return false;
    }
    if (!isRunning(owner)) removeQuietly(lock);
    return false;
  } finally {
    removeQuietly(draft);
  }
};

/** Marks an entry used now (its modification time), so that it is kept. */
const touch = (entry: string) => {
  try {
    const now = new Date();
    utimesSync(entry, now, now);
  } catch {
    // Read-only: it may be removed a day later and made again.
  }
  return entry;
};

/** Removes what earlier states of the sources left in the cache and nothing has used since. */
const removeUnused = (family: string) => {
  for (const name of readdirSync(CACHE_DIR)) {
    if (!name.startsWith(`${family}-`) || name.includes('.lock')) continue;
    const entry = path.join(CACHE_DIR, name);
    try {
      if (Date.now() - statSync(entry).mtimeMs > UNUSED_MS) rmSync(entry, { recursive: true });
    } catch {
      // Removed meanwhile by another process.
    }
  }
};

/**
 * The path of an entry (a file or a directory) kept in node_modules/.cache, which `make` writes at
 * the path it is given when it is missing. Processes that ask for it at once (test workers,
 * servers started together) take turns under a lock file: one makes it, the others wait for it.
 * The entry appears whole or not at all. Null where the cache cannot be written (a read-only
 * installation): the caller then does without.
 */
export const cachedEntry = async (
  { family, key }: { family: string; key: string },
  make: (at: string) => Promise<void>,
): Promise<string | null> => {
  const name = `${family}-${key}`;
  const entry = path.join(CACHE_DIR, name);
  if (existsSync(entry)) return touch(entry);
  const lock = `${entry}.lock`;
  const giveUp = Date.now() + WAIT_MS;
  for (;;) {
    if (existsSync(entry)) return touch(entry);
    let locked: boolean;
    try {
      mkdirSync(CACHE_DIR, { recursive: true });
      locked = tryLock(lock);
    } catch {
      return null;
    }
    if (locked) break;
    if (Date.now() > giveUp) return null;
    await sleep(100);
  }
  const draft = `${entry}.${process.pid}.tmp`;
  try {
    if (existsSync(entry)) return touch(entry);
    removeQuietly(draft);
    await make(draft);
    try {
      renameSync(draft, entry);
    } catch {
      // Not kept (a full or read-only disk).
      return null;
    }
    removeUnused(family);
    return entry;
  } finally {
    removeQuietly(draft);
    removeQuietly(lock);
  }
};
