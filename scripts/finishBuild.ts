import { pgliteTemplateDir } from '../server/db/pgliteTemplate';
import { markBuilt } from './ensureBuilt.mjs';

/*
 * The end of `npm run build`: makes the prepared embedded database (migrated, places loaded) that
 * a new data directory starts as a copy of, so that the first start after a build does not make
 * it, then marks the builds current.
 */

void pgliteTemplateDir().then((dir) => {
  if (!dir) console.warn('The prepared database could not be kept: the first start will make it.');
  markBuilt();
});
