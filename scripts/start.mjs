// @ts-check
import { ensureBuilt } from './ensureBuilt.mjs';

/*
 * npm start: builds the app and the server when a build is missing or older than its sources,
 * then runs the built server, which serves the app and the API from one origin. Plain JavaScript,
 * checked by tsc, so that Node runs it as it is: compiling TypeScript while loading the server
 * cost more than half a second of every start.
 */

if (!ensureBuilt()) {
  console.error('The build failed: see the errors above.');
  process.exit(1);
}

// Errors name the source files, not the bundle.
process.setSourceMapsEnabled(true);
// A URL, not a path in the import, so that the type check does not read the bundle as a source.
await import(new URL('../dist-server/index.js', import.meta.url).href);
