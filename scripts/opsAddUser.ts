import { existsSync } from 'node:fs';
import { clockAhead, systemClock } from '../server/clock';
import { ConfigError, loadConfig } from '../server/config';
import { DataDirLockedError, lockDataDir } from '../server/db/dataDirLock';
import { openDatabase } from '../server/db/database';
import { Invalid } from '../server/services/domainErrors';
import { addDispatcher } from '../server/services/operators/addDispatcher';

/*
 * `npm run ops:add-user -- <email> <first name>`: adds a Loadline dispatcher on the configured
 * database and prints the one-time link they set their password with, so that no password is ever
 * typed on a command line (or kept in a shell's history). For a dispatcher already there, a new
 * link: the way to a forgotten password.
 */

const USAGE = 'Usage: npm run ops:add-user -- <email> <first name>';

const fail = (message: string, code = 1): never => {
  console.error(message);
  process.exit(code);
};

const main = async () => {
  const [email, ...names] = process.argv.slice(2);
  const firstName = names.join(' ').trim();
  if (!email || !firstName) return fail(USAGE, 2);
  // The same settings as the server's, from the environment or a .env file beside package.json.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const clock = config.clockOffsetMinutes ? clockAhead(config.clockOffsetMinutes) : systemClock;
  // The embedded database is one process's at a time: a server running on it holds it.
  const release = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
    });
    try {
      const added = await addDispatcher(
        database.db,
        { email, first_name: firstName },
        config.appUrl,
        clock.now(),
      );
      console.log(
        added.created
          ? `Added the dispatcher ${email}.`
          : `${email} is a dispatcher already: a new link, and the links before no longer work.`,
      );
      console.log(`One-time link to set the password, valid for 7 days:\n${added.link}`);
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
};

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) fail(error.message);
  if (error instanceof Invalid)
    fail(Object.values(error.fields).flat().join('\n') + `\n${USAGE}`, 2);
  throw error;
});
