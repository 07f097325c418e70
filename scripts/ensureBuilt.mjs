// @ts-check
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What each build is made from, and the file it writes last. */
export const BUILDS = [
  {
    output: path.join(process.env.DIST_DIR ?? path.join(root, 'dist'), 'index.html'),
    sources: ['src', 'domain', 'public', 'webpack.config.ts', 'tsconfig.json', 'package-lock.json'],
  },
  {
    output: path.join(root, 'dist-server', 'index.js'),
    sources: ['server', 'domain', 'tsconfig.json', 'package-lock.json'],
  },
];

/**
 * The newest modification time under a path.
 * @param {string} target
 * @returns {number}
 */
const newest = (target) => {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(target).map((entry) => newest(path.join(target, entry))),
  );
};

/**
 * @param {{ output: string; sources: string[] }} build
 * @returns {boolean}
 */
const isCurrent = ({ output, sources }) =>
  existsSync(output) &&
  Math.max(...sources.map((source) => newest(path.join(root, source)))) <= statSync(output).mtimeMs;

/**
 * Builds the app and the server when a build is missing or older than its sources; false if the
 * build failed.
 * @returns {boolean}
 */
export const ensureBuilt = () => {
  if (BUILDS.every(isCurrent)) return true;
  console.log('Building the app and the server...');
  const result = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return result.status === 0;
};

/**
 * Marks the builds made now, at the end of `npm run build`. A build leaves a file it would write
 * unchanged untouched: a lockfile change that changes no output would otherwise look newer than
 * the build at every start, and rebuild every time.
 */
export const markBuilt = () => {
  const now = new Date();
  for (const { output } of BUILDS) utimesSync(output, now, now);
};
