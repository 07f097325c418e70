import { readFileSync } from 'node:fs';
import { allProcesses } from './procStat';

/** A process's resident memory (VmRSS), MB; 0 once it is gone. */
export const residentMb = (pid: number): number => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
};

const processTree = (rootPid: number): number[] => {
  const processes = allProcesses();
  const tree = new Set([rootPid]);
  let grown = true;
  while (grown) {
    grown = false;
    for (const { pid, parent } of processes) {
      if (!tree.has(pid) && tree.has(parent)) {
        tree.add(pid);
        grown = true;
      }
    }
  }
  return [...tree];
};

/**
 * The largest process under `rootPid`: `npm start` is npm, then a shell, then the node process
 * that is the server, and the server is by far the largest of them.
 */
export const largestProcess = (rootPid: number): { pid: number; mb: number } =>
  processTree(rootPid)
    .map((pid) => ({ pid, mb: residentMb(pid) }))
    .reduce((largest, next) => (next.mb > largest.mb ? next : largest));

/** The resident memory of the largest process under `rootPid` (the server's), MB. */
export const largestResidentMb = (rootPid: number): number => largestProcess(rootPid).mb;
