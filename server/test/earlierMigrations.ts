import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const MIGRATIONS = path.join(__dirname, '..', 'db', 'migrations');

/**
 * A folder of the first `count` migrations, as the schema stood before a later one: a test fills
 * a database as it was then, and migrates it to now with the whole folder.
 */
export const earlierMigrations = (count: number): string => {
  const dir = mkdtempSync(path.join(tmpdir(), 'loadline-migrations-'));
  mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  const entries = journal.entries.slice(0, count);
  for (const { tag } of entries)
    copyFileSync(path.join(MIGRATIONS, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return dir;
};
