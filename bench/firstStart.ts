import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/support/network';
import { runAndExit, undoOnExit } from './support/cleanup';
import { spawnGroup } from './support/processGroup';
import { untilAnswering } from './support/untilAnswering';

/*
 * npx tsx bench/firstStart.ts [runs]: `npm start` as a user runs it (the app already built), each
 * time on a fresh data directory, from the command to the first 200 of /api/health/ready/, which
 * answers 200 only once the database does. Prints each time and the median, with the processor
 * time the started processes had used by then: on a busy machine the time alone says little.
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

const startOnce = async (): Promise<Start> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'loadline-first-start-'));
  const removeDataDir = undoOnExit(() => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const began = performance.now();
  const server = spawnGroup('npm', ['start', '--silent'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
  });
  try {
    await untilAnswering(`http://127.0.0.1:${port}/api/health/ready/`, server, {
      timeoutMs: 180_000,
      pollMs: 10,
    });
    const seconds = (performance.now() - began) / 1000;
    return { seconds, cpuSeconds: groupCpuSeconds(server.child.pid ?? 0) };
  } finally {
    await server.stop();
    await removeDataDir();
  }
};

runAndExit(async () => {
  const runs = Number(process.argv[2] ?? 5);
  const starts: Start[] = [];
  const format = ({ seconds, cpuSeconds }: Start) =>
    `${seconds.toFixed(2)} s (processor ${cpuSeconds.toFixed(2)} s)`;
  for (let run = 1; run <= runs; run += 1) {
    const start = await startOnce();
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
