import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuilt } from '../scripts/support/ensureBuilt';
import type { BenchContext } from './benchContext';
import { meetsBudget } from './measurement';
import type { Measurement } from './measurement';
import { measureEngine } from './measureEngine';
import { formatTable, writeResults } from './report';
import { scratchDatabase } from '../server/db/scratchDatabase';

/*
 * npm run bench: the app's weight and Lighthouse scores, the server's throughput and latency
 * beside a bare route, the same at scale, and start times, on the embedded database and, when
 * DATABASE_URL names a PostgreSQL server, on PostgreSQL too. `--quick` is a short run with small
 * data that enforces no budget. A full run exits with 1 when a budget is not met.
 */

const root = path.resolve(__dirname, '..');

const main = async () => {
  const quick = process.argv.includes('--quick');
  const ctx: BenchContext = {
    quick,
    root,
    log: (message) => process.stderr.write(`· ${message}\n`),
  };
  if (!ensureBuilt()) throw new Error('The app did not build: see the errors above.');

  const measurements: Measurement[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'loadline-bench-'));
  try {
    measurements.push(...(await measureEngine(ctx, 'PGlite', { dataDir })));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const scratch = await scratchDatabase(serverUrl, 'bench');
    try {
      measurements.push(...(await measureEngine(ctx, 'PostgreSQL', { databaseUrl: scratch.url })));
    } finally {
      await scratch.drop();
    }
  } else {
    ctx.log('DATABASE_URL is not set: PostgreSQL is not measured.');
  }

  const file = path.join(root, 'bench', quick ? 'results-quick.json' : 'results.json');
  writeResults(file, measurements, quick);
  console.log(formatTable(measurements));
  console.log(`\nWritten to ${path.relative(root, file)}.`);
  const over = measurements.filter((m) => meetsBudget(m) === false);
  if (over.length > 0) {
    console.log(
      `${over.length} figure(s) over budget${quick ? ' (not enforced in quick mode)' : ''}.`,
    );
    if (!quick) process.exitCode = 1;
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
