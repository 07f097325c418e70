import { spawn } from 'node:child_process';
import type { ChildProcess, SpawnOptions } from 'node:child_process';
import { undoOnExit } from './cleanup';
import { allProcesses } from './procStat';
import { watchGroup } from './reaper';

/** How long a process group has to end on SIGTERM before it is killed. */
const GRACE_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends `signal` to every process of the group; a group already gone is no error. */
const signalGroup = (groupId: number, signal: NodeJS.Signals): void => {
  try {
    process.kill(-groupId, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
};

/**
 * The processes of the group still running. A zombie is not running: where the container's first
 * process reaps no orphans, a killed group's children stay zombies for good.
 */
export const runningInGroup = (groupId: number): number[] =>
  allProcesses()
    .filter(({ group, state }) => group === groupId && state !== 'Z' && state !== 'X')
    .map(({ pid }) => pid);

const waitForGroupExit = async (groupId: number, deadline: number) => {
  while (runningInGroup(groupId).length > 0 && Date.now() < deadline) await sleep(50);
  return runningInGroup(groupId).length === 0;
};

/**
 * Ends a process group and everything in it (npm, tsx, the server; Chromium and its renderers):
 * SIGTERM, then SIGKILL for whatever still runs after the grace time. Resolves once none of its
 * processes is left, whichever of them leads it.
 */
export const stopProcessGroup = async (groupId: number, graceMs = GRACE_MS): Promise<void> => {
  if (runningInGroup(groupId).length === 0) return;
  signalGroup(groupId, 'SIGTERM');
  if (await waitForGroupExit(groupId, Date.now() + graceMs)) return;
  signalGroup(groupId, 'SIGKILL');
  if (!(await waitForGroupExit(groupId, Date.now() + graceMs))) {
    throw new Error(`Process group ${groupId} is still running after SIGKILL.`);
  }
};

/** Kills a process group at once, for the moment the bench exits. */
export const killProcessGroup = (groupId: number): void => {
  signalGroup(groupId, 'SIGKILL');
};

/**
 * Registers a process group to be stopped however the bench ends: by `stop` when it can wait,
 * killed at once as the bench exits, and by the reaper when the bench is killed outright.
 * Returns the stop, which runs once.
 */
export const stopGroupOnExit = (
  groupId: number,
  stop: () => Promise<void> = () => stopProcessGroup(groupId),
): (() => Promise<void>) => {
  const unwatch = watchGroup(groupId);
  return undoOnExit(
    async () => {
      await stop();
      unwatch();
    },
    () => killProcessGroup(groupId),
  );
};

export type Group = {
  child: ChildProcess;
  /** Fails when the leader exits, or cannot be started, before `stop` is called. */
  exited: Promise<never>;
  stop: () => Promise<void>;
};

/**
 * Starts a command as the leader of a process group of its own, registered so that the bench
 * stops the whole group however it ends.
 */
export const spawnGroup = (command: string, args: string[], options: SpawnOptions): Group => {
  const child = spawn(command, args, { ...options, detached: true });
  let stopping = false;
  const exited = new Promise<never>((_resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (!stopping) reject(new Error(`${command} exited (${signal ?? `code ${code}`})`));
    });
  });
  // Watched only while something waits on it.
  exited.catch(() => undefined);
  const groupId = child.pid;
  if (groupId === undefined) return { child, exited, stop: async () => undefined };
  const stopGroup = stopGroupOnExit(groupId);
  const stop = () => {
    stopping = true;
    return stopGroup();
  };
  return { child, exited, stop };
};
