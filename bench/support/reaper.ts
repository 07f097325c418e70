import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';

/** How long the groups have to end on SIGTERM before the reaper kills them. */
const GRACE_MS = 2_000;

/*
 * The reaper, in plain JavaScript for node -e. It reads lines that add ("+") or remove ("-") a
 * process group ("g") or a directory ("d"); when its input closes, because the bench has exited
 * however it did, it ends the groups still listed, then removes the directories.
 */
const REAPER = `
const { rmSync } = require('node:fs');
const listed = { g: new Set(), d: new Set() };
let pending = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  const lines = (pending + chunk).split('\\n');
  pending = lines.pop();
  for (const line of lines) {
    const set = listed[line[1]];
    if (line[0] === '+') set.add(line.slice(3));
    else set.delete(line.slice(3));
  }
});
const signal = (name) => {
  for (const group of listed.g) {
    try { process.kill(-Number(group), name); } catch {}
  }
};
process.stdin.on('end', () => {
  signal('SIGTERM');
  setTimeout(() => {
    signal('SIGKILL');
    for (const dir of listed.d) rmSync(dir, { recursive: true, force: true, maxRetries: 10 });
  }, listed.g.size > 0 ? ${GRACE_MS} : 0);
});
`;

let reaper: ChildProcess | undefined;

const tell = (line: string) => {
  if (!reaper) {
    // Its own process group, so that a Ctrl-C meant for the bench does not end it first.
    reaper = spawn(process.execPath, ['-e', REAPER], {
      detached: true,
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    // The bench does not wait for the reaper: the reaper waits for the bench.
    reaper.unref();
    reaper.stdin?.on('error', () => undefined);
    (reaper.stdin as Socket | null)?.unref();
  }
  reaper.stdin?.write(`${line}\n`);
};

/*
 * A watchdog process ends what the bench started if the bench is killed outright, when none of
 * its own handlers can run: by SIGKILL, or by tsx, which runs it and kills it when a signal it
 * passes on seems not to have arrived (a busy machine answers late).
 */

/** Hands a process group to the watchdog; returns how to take it back once it is stopped. */
export const watchGroup = (groupId: number): (() => void) => {
  tell(`+g ${groupId}`);
  return () => tell(`-g ${groupId}`);
};

/** Hands a temporary directory to the watchdog; returns how to take it back once removed. */
export const watchDirectory = (directory: string): (() => void) => {
  tell(`+d ${directory}`);
  return () => tell(`-d ${directory}`);
};
