import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runAndExit, undoOnExit } from './support/cleanup';
import { startProduct } from './support/productServer';

/*
 * npx tsx bench/firstStart.ts [runs] [--demo]: the bench's fresh start (the app already built, a
 * new data directory each time, in production, or with the demo shipper seeded with --demo),
 * several times. Prints each time and the median, with the processor time the started processes
 * had used by then: on a busy machine the time alone says little.
 */

const root = path.resolve(__dirname, '..');
const log = (message: string) => console.log(message);

/** Linux counts processor time in ticks of 1/100 s. */
const TICKS_PER_SECOND = 100;

/** The processor time, in seconds, used so far by the processes of a group still running. */
const groupCpuSeconds = (groupId: number): number => {
  let ticks = 0;
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // After the command name: state, parent, group, …, user time (12th) and system time (13th).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === groupId) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Ended meanwhile.
    }
  }
  return ticks / TICKS_PER_SECOND;
};

type Start = { seconds: number; cpuSeconds: number };

const startOnce = async (demo: boolean): Promise<Start> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'loadline-first-start-'));
  const removeDataDir = undoOnExit(() => rmSync(dataDir, { recursive: true, force: true }));
  try {
    const server = await startProduct(root, { dataDir }, { demo });
    const start = { seconds: server.startMs / 1000, cpuSeconds: groupCpuSeconds(server.groupId) };
    await server.stop();
    return start;
  } finally {
    await removeDataDir();
  }
};

runAndExit(async () => {
  const runs = Number(process.argv[2] ?? 5);
  const demo = process.argv.includes('--demo');
  const starts: Start[] = [];
  const format = ({ seconds, cpuSeconds }: Start) =>
    `${seconds.toFixed(2)} s (processor ${cpuSeconds.toFixed(2)} s)`;
  for (let run = 1; run <= runs; run += 1) {
    const start = await startOnce(demo);
    starts.push(start);
    log(`run ${run}: ${format(start)}`);
  }
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;
  log(
    `median of ${runs}: ${format({
      seconds: median(starts.map((start) => start.seconds)),
      cpuSeconds: median(starts.map((start) => start.cpuSeconds)),
    })}`,
  );
  return 0;
}, log);
