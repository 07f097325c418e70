import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { DEMO_DATABASE_ENV } from './demoDatabaseEnv';

/**
 * Before the app's test files: the database their servers start from, shared by all of them. Made
 * in a process of its own, as jest does not map the domain core's alias for this module.
 */
export default (): void => {
  const tsx = path.join(__dirname, '..', '..', 'node_modules', '.bin', 'tsx');
  process.env[DEMO_DATABASE_ENV] = execFileSync(tsx, [path.join(__dirname, 'demoDatabase.ts')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
};
