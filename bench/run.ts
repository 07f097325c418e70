import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuilt } from '../scripts/ensureBuilt.mjs';
import { scratchDatabase } from '../server/db/scratchDatabase';
import type { BenchContext } from './benchContext';
import type { Measurement } from './measurement';
import { measureOrMissing } from './measurement';
import { engineFigureNames, measureEngine } from './measureEngine';
import type { Engine, Store } from './measureEngine';
import { formatTable, outcomeOf, writeResults } from './report';
import { runAndExit, undoOnExit } from './support/cleanup';
import { watchDirectory } from './support/reaper';

/*
 * npm run bench: the app's weight, Lighthouse scores and interaction latency (INP of a shipper's
 * journey), the server's throughput and latency beside a bare route, the same at scale, and start
 * times, on the embedded database and, when DATABASE_URL names a PostgreSQL server, on PostgreSQL
 * too. `--quick` is a short run with small data that enforces no budget. A figure that cannot be
 * taken is reported missing and the others are still taken; the bench then exits with 1, as a
 * full run does when a budget is not met. Whatever happens, every process it started is stopped
 * before it exits.
 */

const root = path.resolve(__dirname, '..');

type EngineStore = {
  store: Store;
  remove: () => unknown;
  /** Removes the store at once, for the moment the bench exits, where it can. */
  removeNow?: () => void;
};

/** One engine's figures on a store made for the run, which is removed afterwards. */
const onEngine = (
  ctx: BenchContext,
  engine: Engine,
  makeStore: () => Promise<EngineStore>,
): Promise<Measurement[]> =>
  measureOrMissing(
    engineFigureNames(ctx, engine),
    async () => {
      const { store, remove, removeNow } = await makeStore();
      const removeStore = undoOnExit(async () => {
        await remove();
      }, removeNow);
      try {
        return await measureEngine(ctx, engine, store);
      } finally {
        await removeStore().catch((error: unknown) =>
          ctx.log(`${engine}: the bench's store could not be removed: ${String(error)}`),
        );
      }
    },
    ctx.log,
  );

const bench = async (ctx: BenchContext): Promise<number> => {
  if (!ensureBuilt()) throw new Error('The build failed: see the errors above.');

  const measurements = await onEngine(ctx, 'PGlite', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'loadline-bench-'));
    const unwatch = watchDirectory(dataDir);
    const remove = () => rmSync(dataDir, { recursive: true, force: true });
    return {
      store: { dataDir },
      remove: () => {
        remove();
        unwatch();
      },
      removeNow: remove,
    };
  });
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const figures = await onEngine(ctx, 'PostgreSQL', async () => {
      const scratch = await scratchDatabase(serverUrl, 'bench');
      return { store: { databaseUrl: scratch.url }, remove: scratch.drop };
    });
    measurements.push(...figures);
  } else {
    ctx.log('DATABASE_URL is not set: PostgreSQL is not measured.');
  }

  const file = path.join(root, 'bench', ctx.quick ? 'results-quick.json' : 'results.json');
  writeResults(file, measurements, ctx.quick);
  console.log(formatTable(measurements));
  console.log(`\nWritten to ${path.relative(root, file)}.`);
  const { lines, exitCode } = outcomeOf(measurements, ctx.quick);
  for (const line of lines) console.log(line);
  return exitCode;
};

const ctx: BenchContext = {
  quick: process.argv.includes('--quick'),
  root,
  log: (message) => process.stderr.write(`· ${message}\n`),
};

runAndExit(() => bench(ctx), ctx.log);
