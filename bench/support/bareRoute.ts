import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, waitForOk } from '../../scripts/support/network';
import { stopProcessGroup } from './processGroup';

/** Starts the constant route beside the product; returns its URL and how to stop it. */
export const startBareRoute = async (root: string) => {
  const port = await freePort();
  const child = spawn(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    [path.join(root, 'bench', 'support', 'bareServer.ts')],
    {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, PORT: String(port) },
    },
  );
  const url = `http://127.0.0.1:${port}/`;
  const stop = () => stopProcessGroup(child);
  try {
    await waitForOk(url, Date.now() + 30_000, 50);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
};
