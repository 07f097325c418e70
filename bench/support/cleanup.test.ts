import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runningInGroup, stopProcessGroup } from './processGroup';

const TSX = path.resolve(__dirname, '..', '..', 'node_modules', '.bin', 'tsx');

const groupAlive = (groupId: number) => runningInGroup(groupId).length > 0;

/** A process group whose processes ignore SIGTERM, as a hung server would. */
const stubbornGroup = () =>
  spawn('sh', ['-c', 'trap "" TERM; sleep 60 & sleep 60 & wait'], {
    detached: true,
    stdio: 'ignore',
  });

/** The programs below still running: a failed test leaves none behind. */
const running = new Set<ChildProcess>();

afterEach(() => {
  for (const bench of running) bench.kill('SIGTERM');
});

/**
 * A program shaped like the bench, run by tsx as the bench is: it starts a process group through
 * the bench's own helpers, prints the group's id and its own, then does what `then` says.
 */
const benchLike = (then: string) => {
  const script = `
    const { runAndExit } = require(${JSON.stringify(path.join(__dirname, 'cleanup.ts'))});
    const { spawnGroup } = require(${JSON.stringify(path.join(__dirname, 'processGroup.ts'))});
    const { watchDirectory } = require(${JSON.stringify(path.join(__dirname, 'reaper.ts'))});
    runAndExit(async () => {
      const { child } = spawnGroup('sh', ['-c', 'sleep 60 & sleep 60 & wait'], { stdio: 'ignore' });
      const directory = require('node:fs').mkdtempSync(${JSON.stringify(path.join(tmpdir(), 'bench-like-'))});
      watchDirectory(directory);
      console.log(child.pid, process.pid, directory);
      ${then}
    }, () => undefined);
  `;
  const bench = spawn(TSX, ['--eval', script], { stdio: ['pipe', 'pipe', 'ignore'] });
  running.add(bench);
  bench.once('exit', () => running.delete(bench));
  const started = new Promise<{ groupId: number; pid: number; directory: string }>(
    (resolve, reject) => {
      bench.stdout.once('data', (chunk: Buffer) => {
        const [groupId = '', pid = '', directory = ''] = chunk.toString().trim().split(' ');
        resolve({ groupId: Number(groupId), pid: Number(pid), directory });
      });
      bench.once('exit', () => reject(new Error('The program exited before starting its group.')));
    },
  );
  const groupId = started.then(({ groupId }) => groupId);
  const exitCode = new Promise<number | null>((resolve) => bench.once('exit', resolve));
  return { bench, started, groupId, exitCode };
};

const waitFor = async (condition: () => boolean) => {
  const deadline = Date.now() + 15_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Still running.');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe("The bench's processes", () => {
  it('are all stopped, SIGKILL after the grace time for those that ignore SIGTERM', async () => {
    const group = stubbornGroup();
    const groupId = group.pid as number;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(groupAlive(groupId)).toBe(true);
    await stopProcessGroup(groupId, 300);
    expect(groupAlive(groupId)).toBe(false);
  });

  it('are all stopped when the bench fails', async () => {
    // It fails when told, so that its group is seen running first however busy the machine is.
    const { bench, groupId, exitCode } = benchLike(
      "await new Promise((go) => process.stdin.once('data', go)); throw new Error('Lighthouse failed');",
    );
    expect(groupAlive(await groupId)).toBe(true);
    bench.stdin?.end('go\n');
    expect(await exitCode).toBe(1);
    expect(groupAlive(await groupId)).toBe(false);
  });

  it('are all stopped, and its temporary files removed, when the bench is killed outright', async () => {
    const { started, exitCode } = benchLike('await new Promise(() => undefined);');
    const { groupId, pid, directory } = await started;
    expect(groupAlive(groupId)).toBe(true);
    expect(existsSync(directory)).toBe(true);
    process.kill(pid, 'SIGKILL');
    await exitCode;
    await waitFor(() => !groupAlive(groupId) && !existsSync(directory));
  });

  it('are all stopped on SIGTERM', async () => {
    const { bench, groupId, exitCode } = benchLike('await new Promise(() => undefined);');
    const group = await groupId;
    expect(groupAlive(group)).toBe(true);
    bench.kill('SIGTERM');
    expect(await exitCode).toBe(143);
    // tsx passes the signal on, and kills the bench when it seems not to have had it: then the
    // reaper ends the group, a moment later.
    await waitFor(() => !groupAlive(group));
  });
});
