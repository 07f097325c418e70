import path from 'node:path';
import { backfillSearchText } from './backfillSearchText';
import type { Database } from './database';
import { PROJECT_ROOT } from '../projectRoot';

export const MIGRATIONS_FOLDER = path.join(PROJECT_ROOT, 'server', 'db', 'migrations');

/** Brings the schema and the data derived in code up to date, closing the database on failure. */
export const bringUpToDate = async <T extends Database>(
  database: T,
  migrate: () => Promise<void>,
): Promise<T> => {
  try {
    await database.exclusively(async () => {
      await migrate();
      await backfillSearchText(database.db);
    });
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
};
