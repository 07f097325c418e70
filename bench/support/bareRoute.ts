import path from 'node:path';
import { freePort } from '../../scripts/support/network';
import { spawnGroup } from './processGroup';
import { untilAnswering } from './untilAnswering';

/** Starts the constant route beside the product; returns its URL and how to stop it. */
export const startBareRoute = async (root: string) => {
  const port = await freePort();
  const bare = spawnGroup(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    [path.join(root, 'bench', 'support', 'bareServer.ts')],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, PORT: String(port) },
    },
  );
  const url = `http://127.0.0.1:${port}/`;
  try {
    await untilAnswering(url, bare, { timeoutMs: 30_000, pollMs: 50 });
  } catch (error) {
    await bare.stop();
    throw new Error(`The bare route did not answer: ${String(error)}`, { cause: error });
  }
  return { url, stop: bare.stop };
};
