import { rmSync } from 'node:fs';
import { DEMO_DATABASE_ENV } from './demoDatabaseEnv';

/** The demo database of the run (see globalSetup), removed after its last file. */
export default (): void => {
  const file = process.env[DEMO_DATABASE_ENV];
  if (file) rmSync(file, { force: true });
};
