import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { Api } from './routeTypes';

/** A database slower than this to answer `select 1` counts as not answering. */
const DATABASE_TIMEOUT_MS = 2000;

const databaseAnswers = async (db: Db): Promise<boolean> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS);
  });
  try {
    const answered = db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * Liveness (the process serves requests) and readiness (it can also reach its database), two
 * paths so that an orchestrator restarts a stuck process but only stops sending requests to one
 * whose database is away. They say nothing else: no versions, no settings, no error texts.
 */
export const registerHealthRoutes = (api: Api, db: Db) => {
  // Probes come every few seconds: their requests are not logged, unless they fail.
  const options = { logLevel: 'warn' } as const;

  api.get('/health/live/', options, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  api.get('/health/ready/', options, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (await databaseAnswers(db)) return { status: 'ok', database: 'ok' };
    return reply.code(503).send({ status: 'unavailable', database: 'unavailable' });
  });
};
