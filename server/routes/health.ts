import { sql } from 'drizzle-orm';
import Type from 'typebox';
import type { Db } from '../db/database';
import type { Readiness } from '../http/readiness';
import { answers, PUBLIC } from '../openapi/answers';
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
 * Liveness (the process serves requests) and readiness (it can also reach its database, and is
 * neither settling its start nor stopping), two paths so that an orchestrator restarts a stuck
 * process but only stops sending requests to one that should not have them. They say nothing
 * else: no versions, no settings, no error texts.
 */
export const registerHealthRoutes = (api: Api, db: Db, readiness: Readiness) => {
  // Probes come every few seconds: their requests are not logged, unless they fail.
  const options = { logLevel: 'warn' } as const;
  const tags = ['health'];
  const state = <const T extends string>(...values: T[]) =>
    Type.Unsafe<T>({ type: 'string', enum: values });

  api.get(
    '/health/live/',
    {
      ...options,
      schema: {
        summary: 'Liveness',
        security: PUBLIC,
        description: 'The process serves requests.',
        tags,
        response: answers({ 200: Type.Object({ status: state('ok') }) }),
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  const answer = Type.Object({
    status: state('ok', 'unavailable'),
    server: state('ok', 'starting', 'stopping'),
    database: state('ok', 'unavailable'),
  });
  api.get(
    '/health/ready/',
    {
      ...options,
      schema: {
        summary: 'Readiness',
        security: PUBLIC,
        description:
          'The process serves requests, its database answers, and it is neither settling its ' +
          'start (payments a stop cut off) nor stopping: a 503 until then, and from a SIGTERM on.',
        tags,
        response: answers({ 200: answer, 503: answer }),
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const database = (await databaseAnswers(db)) ? ('ok' as const) : ('unavailable' as const);
      const server = readiness.state === 'ready' ? ('ok' as const) : readiness.state;
      const status =
        database === 'ok' && server === 'ok' ? ('ok' as const) : ('unavailable' as const);
      return reply.code(status === 'ok' ? 200 : 503).send({ status, server, database });
    },
  );
};
