import type { ChildProcess } from 'node:child_process';

/**
 * Ends a child started with `detached: true` and everything it started (npm, tsx, the server),
 * gracefully, and resolves once it has exited.
 */
export const stopProcessGroup = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    process.kill(-(child.pid as number), 'SIGTERM');
  });
