/*
 * The test files of the projects `server` and `app` run on embedded PGlite even where a
 * PostgreSQL is configured (a developer's DATABASE_URL, scripts/with-postgres.sh): PostgreSQL has
 * its own test files (`*.postgres.test.ts`, `*.engines.test.ts`), so each file runs on one engine.
 */
delete process.env.DATABASE_URL;
