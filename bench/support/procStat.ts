import { readdirSync, readFileSync } from 'node:fs';

export type ProcStat = { pid: number; state: string; parent: number; group: number };

/** A process's state, parent and process group from /proc, or null when it is gone. */
export const procStat = (pid: number): ProcStat | null => {
  try {
    // The command name, in parentheses, may hold spaces: the fields that follow it are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state = '', parent, group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { pid, state, parent: Number(parent), group: Number(group) };
  } catch {
    return null;
  }
};

/** Every process of the machine that /proc shows. */
export const allProcesses = (): ProcStat[] =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => procStat(Number(name)))
    .filter((stat) => stat !== null);
