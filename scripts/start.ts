import { ensureBuilt } from './support/ensureBuilt';

/*
 * npm start: builds the app when the build is missing or older than its sources, then starts the
 * server, which serves the app and the API from one origin.
 */

if (!ensureBuilt()) {
  console.error('The app did not build: see the errors above.');
  process.exit(1);
}

void import('../server/index');
