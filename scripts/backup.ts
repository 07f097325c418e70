import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../server/config';
import { DataDirLockedError } from '../server/db/dataDirLock';
import { backupDatabase, BackupRefused, restoreDatabase } from '../server/db/backup/backup';

/*
 * `npm run db:backup -- FILE` and `npm run db:restore -- FILE`: the configured database (DATABASE_URL,
 * otherwise the embedded one in DATA_DIR) into a file, or a file into an empty database.
 */

const USAGE = {
  backup: 'Usage: npm run db:backup -- <file>',
  restore: 'Usage: npm run db:restore -- <file>',
};

const fail = (message: string, code = 1): never => {
  console.error(message);
  process.exit(code);
};

const main = async () => {
  const [action, file] = process.argv.slice(2);
  if (action !== 'backup' && action !== 'restore') return fail(Object.values(USAGE).join('\n'), 2);
  if (!file) return fail(USAGE[action], 2);
  // The same settings as the server's, from the environment or a .env file beside package.json.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const store = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
  const where = config.databaseUrl
    ? 'the PostgreSQL database of DATABASE_URL'
    : `the embedded database in ${config.dataDir}`;
  // npm runs scripts from the project's folder; a relative name means where the command was typed.
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  if (action === 'backup') {
    await backupDatabase(store, target);
    const megabytes = (statSync(target).size / 1024 / 1024).toFixed(1);
    console.log(`Backed up ${where} to ${target} (${megabytes} MB).`);
  } else {
    await restoreDatabase(store, target);
    console.log(
      `Restored ${target} into ${where}. A server started on it brings it up to date first.`,
    );
  }
};

main().catch((error: unknown) => {
  if (
    error instanceof BackupRefused ||
    error instanceof ConfigError ||
    error instanceof DataDirLockedError
  )
    fail(error.message);
  throw error;
});
