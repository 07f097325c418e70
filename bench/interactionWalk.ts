import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuilt } from '../scripts/ensureBuilt.mjs';
import { systemClock } from '../server/clock';
import { openDatabase } from '../server/db/database';
import { launchBrowser } from './support/browser';
import { runAndExit, undoOnExit } from './support/cleanup';
import {
  describeInteraction,
  JOURNEY_PASSES,
  walkJourney,
  worstInteractions,
  worstPerStep,
} from './support/journeyWalk';
import type { JourneyPass, Walk } from './support/journeyWalk';
import { startProduct } from './support/productServer';
import { seedShipper } from './support/seedShippers';

/*
 * npx tsx bench/interactionWalk.ts [runs]: the bench's walk of a shipper's journey, at normal
 * speed and with the processor slowed 4x, several times (3 unless told), on a new store with the
 * bench's shipper of 200 shipments. Prints each walk's INP and five longest interactions, then
 * each step's longest interaction in every walk, with the median: run it before and after a
 * change to see which steps it made quicker.
 */

const root = path.resolve(__dirname, '..');
const log = (message: string) => console.log(message);
const SHIPMENTS = 200;
const WORST_SHOWN = 5;

type Walked = { pass: JourneyPass; run: number; walk: Walk };

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;

const seedWalker = async (dataDir: string) => {
  const database = await openDatabase({ databaseUrl: null, dataDir });
  try {
    return await seedShipper(database.db, 'regular', SHIPMENTS, systemClock.now());
  } finally {
    await database.close();
  }
};

/** One row a step and one for INP; a column a walk, then the median of each pass: ms. */
const stepTable = (walks: Walked[]): string[] => {
  const steps = walks[0]?.walk.steps ?? [];
  // No interaction of the step took 16 ms, the least Event Timing reports.
  const cell = (ms: number) => (ms === 0 ? '-' : String(Math.round(ms)));
  const row = (name: string, msOf: (walk: Walk) => number) => [
    name,
    ...walks.map(({ walk }) => cell(msOf(walk))),
    ...JOURNEY_PASSES.map((pass) =>
      cell(median(walks.filter((walked) => walked.pass === pass).map(({ walk }) => msOf(walk)))),
    ),
  ];
  const table = [
    [
      'step',
      ...walks.map(({ pass, run }) => `${run} ${pass.short}`),
      ...JOURNEY_PASSES.map((pass) => `median ${pass.short}`),
    ],
    ...steps.map((step) => row(step, (walk) => worstPerStep(walk).get(step) ?? 0)),
    row('INP', (walk) => walk.inp),
  ];
  const widths = (table[0] ?? []).map((_, column) =>
    Math.max(...table.map((cells) => (cells[column] ?? '').length)),
  );
  return table.map((cells) =>
    cells
      .map((text, column) =>
        column === 0 ? text.padEnd(widths[0] ?? 0) : text.padStart(widths[column] ?? 0),
      )
      .join('  '),
  );
};

runAndExit(async () => {
  const runs = Number(process.argv[2] ?? 3);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error('Usage: npx tsx bench/interactionWalk.ts [runs]');
  if (!ensureBuilt()) throw new Error('The build failed: see the errors above.');

  const dataDir = mkdtempSync(path.join(tmpdir(), 'loadline-interaction-walk-'));
  const removeDataDir = undoOnExit(() => rmSync(dataDir, { recursive: true, force: true }));
  try {
    log(`seeding a shipper with ${SHIPMENTS} shipments`);
    const shipper = await seedWalker(dataDir);
    const server = await startProduct(root, { dataDir });
    try {
      const { browser, close } = await launchBrowser();
      try {
        const walks: Walked[] = [];
        for (let run = 1; run <= runs; run += 1) {
          for (const pass of JOURNEY_PASSES) {
            const walk = await walkJourney(
              browser,
              { baseUrl: server.baseUrl, walker: shipper },
              pass,
            );
            walks.push({ pass, run, walk });
            log(
              `\nrun ${run}, ${pass.name}: INP ${walk.inp} ms over ${walk.interactionCount} interactions`,
            );
            for (const interaction of worstInteractions(walk, WORST_SHOWN)) {
              log(describeInteraction(interaction));
            }
          }
        }
        log(`\nEach step's longest interaction, ms ("-": none of 16 ms or more):`);
        for (const line of stepTable(walks)) log(line);
      } finally {
        await close();
      }
    } finally {
      await server.stop();
    }
  } finally {
    await removeDataDir();
  }
  return 0;
}, log);
