import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/*
 * npm start: builds the app when the build is missing or older than its sources, then starts the
 * server, which serves the app and the API from one origin.
 */

const root = path.resolve(__dirname, '..');
const built = path.join(process.env.DIST_DIR ?? path.join(root, 'dist'), 'index.html');
const sources = ['src', 'public', 'webpack.config.ts', 'package-lock.json'].map((p) =>
  path.join(root, p),
);

const newest = (target: string): number => {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(target).map((entry) => newest(path.join(target, entry))),
  );
};

if (!existsSync(built) || Math.max(...sources.map(newest)) > statSync(built).mtimeMs) {
  console.log('Building the app...');
  const result = spawnSync('npx', ['webpack', '--mode', 'production'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) {
    console.error('The app did not build: see the errors above.');
    process.exit(result.status ?? 1);
  }
}

void import('../server/index');
