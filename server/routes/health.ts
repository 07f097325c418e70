import { sql } from 'drizzle-orm';
import Type from 'typebox';
import type { Db } from '../db/database';
import { answers } from '../openapi/answers';
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
  const tags = ['health'];
  const state = <const T extends string>(...values: T[]) =>
    Type.Unsafe<T>({ type: 'string', enum: values });

  api.get(
    '/health/live/',
    {
      ...options,
      schema: {
        summary: 'Liveness',
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

  const readiness = Type.Object({
    status: state('ok', 'unavailable'),
    database: state('ok', 'unavailable'),
  });
  api.get(
    '/health/ready/',
    {
      ...options,
      schema: {
        summary: 'Readiness',
        description: 'The process serves requests and its database answers.',
        tags,
        response: answers({ 200: readiness, 503: readiness }),
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (await databaseAnswers(db)) return { status: 'ok' as const, database: 'ok' as const };
      return reply.code(503).send({ status: 'unavailable', database: 'unavailable' });
    },
  );
};
