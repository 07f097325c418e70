import { readdirSync, readFileSync } from 'node:fs';

const parentOf = (pid: number): number | null => {
  try {
    // The command name, in parentheses, may hold spaces: the fields that follow it are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
};

const residentMb = (pid: number): number => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
};

/**
 * The resident memory of the largest process under `rootPid`: `npm start` is npm, then tsx,
 * then the node process that is the server, and the server is by far the largest of them.
 */
export const largestResidentMb = (rootPid: number): number => {
  const pids = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
  const tree = new Set([rootPid]);
  let grown = true;
  while (grown) {
    grown = false;
    for (const pid of pids) {
      const parent = parentOf(pid);
      if (!tree.has(pid) && parent !== null && tree.has(parent)) {
        tree.add(pid);
        grown = true;
      }
    }
  }
  return Math.max(...[...tree].map(residentMb));
};
