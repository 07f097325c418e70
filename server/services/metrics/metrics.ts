import { count, isNull, min, sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../../db/database';
import { mailOutbox, payments, refunds } from '../../db/schema';
import { MAX_TRIES } from '../claimedTries';

/*
 * What a server reports to Prometheus: its own requests and process, and what the database says
 * of the money and the e-mails, the same on every server, read as they are scraped.
 */

const PREFIX = 'loadline_';

/** Seconds: from a quick list to a slow export. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type Metrics = {
  registry: Registry;
  /** One request answered: its route's template, not its path, so ids make no new series. */
  observe: (method: string, route: string, status: number, seconds: number) => void;
};

export const makeMetrics = (db: Db, pool?: Pool): Metrics => {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry, prefix: PREFIX });

  const requests = new Counter({
    name: `${PREFIX}http_requests_total`,
    help: 'Requests answered by this server, by method, route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const durations = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'How long this server took to answer, by method and route.',
    labelNames: ['method', 'route'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });

  new Gauge({
    name: `${PREFIX}payments`,
    help: 'Payment attempts in the database, by their status at the card provider.',
    labelNames: ['status'] as const,
    registers,
    async collect() {
      this.reset();
      const rows = await db
        .select({ status: payments.status, attempts: count() })
        .from(payments)
        .groupBy(payments.status);
      for (const { status, attempts } of rows) this.set({ status }, attempts);
    },
  });
  new Gauge({
    name: `${PREFIX}refunds`,
    help: 'Refunds of cancellations in the database: made, owed, or given up after every try.',
    labelNames: ['outcome'] as const,
    registers,
    async collect() {
      const [row] = await db
        .select({
          made: count(refunds.refundedAt),
          owed: sql<number>`count(*) filter (where ${refunds.refundedAt} is null and ${refunds.attempts} < ${MAX_TRIES})`,
          gaveUp: sql<number>`count(*) filter (where ${refunds.refundedAt} is null and ${refunds.attempts} >= ${MAX_TRIES})`,
        })
        .from(refunds);
      this.set({ outcome: 'made' }, Number(row?.made ?? 0));
      this.set({ outcome: 'owed' }, Number(row?.owed ?? 0));
      this.set({ outcome: 'given_up' }, Number(row?.gaveUp ?? 0));
    },
  });
  const oldestOwed = new Gauge({
    name: `${PREFIX}mail_owed_oldest_age_seconds`,
    help: 'How long the oldest e-mail still owed has waited; 0 when none is.',
    registers,
  });
  new Gauge({
    name: `${PREFIX}mail_owed`,
    help: 'E-mails owed and not sent yet (receipts, notices, invitations, milestones).',
    registers,
    async collect() {
      const [row] = await db
        .select({ owed: count(), oldest: min(mailOutbox.createdAt) })
        .from(mailOutbox)
        .where(isNull(mailOutbox.sentAt));
      this.set(row?.owed ?? 0);
      const oldest = row?.oldest ? new Date(row.oldest) : null;
      oldestOwed.set(oldest ? Math.max(0, (Date.now() - oldest.getTime()) / 1000) : 0);
    },
  });
  if (pool) {
    new Gauge({
      name: `${PREFIX}db_pool_connections`,
      help: "This server's PostgreSQL connections: open in all, idle, and requests waiting for one.",
      labelNames: ['state'] as const,
      registers,
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  return {
    registry,
    observe: (method, route, status, seconds) => {
      requests.inc({ method, route, status: String(status) });
      durations.observe({ method, route }, seconds);
    },
  };
};
