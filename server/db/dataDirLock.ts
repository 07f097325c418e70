import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { isRunning } from './isRunning';

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `Another server (process ${pid}) is using the data directory ${dir}. ` +
        'Two servers on one embedded database lose data: stop the other one, or give this one its own DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * Takes the data directory for one server alone (embedded PGlite is single-process), even against a
 * second server in this same process. A lock left by a process that has died is taken over. Returns the function that releases it.
 */
export const lockDataDir = (dir: string): (() => void) => {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) {
        throw new DataDirLockedError(dir, pid);
      }
      unlinkSync(file);
    }
  }
  throw new Error(`Could not lock the data directory ${dir}.`);
};
