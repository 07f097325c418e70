import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

const newest = (target: string): number => {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(target).map((entry) => newest(path.join(target, entry))),
  );
};

/** Builds the app when the build is missing or older than its sources; false if it failed. */
export const ensureBuilt = (): boolean => {
  const built = path.join(process.env.DIST_DIR ?? path.join(root, 'dist'), 'index.html');
  const sources = ['src', 'public', 'webpack.config.ts', 'package-lock.json'].map((p) =>
    path.join(root, p),
  );
  if (existsSync(built) && Math.max(...sources.map(newest)) <= statSync(built).mtimeMs) return true;
  console.log('Building the app...');
  const result = spawnSync('npx', ['webpack', '--mode', 'production'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) return false;
  // webpack leaves a file it would write unchanged untouched: a lockfile change that changes no
  // bundle would otherwise look newer than the build at every start, and rebuild every time.
  const now = new Date();
  utimesSync(built, now, now);
  return true;
};
