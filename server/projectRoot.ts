import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The project's folder, the nearest above this file with a package.json: the same whether the
 * server runs from its sources or from its one-file build in another folder.
 */
const findRoot = (from: string): string => {
  if (existsSync(path.join(from, 'package.json'))) return from;
  const parent = path.dirname(from);
  if (parent === from) throw new Error('No package.json above the server.');
  return findRoot(parent);
};

export const PROJECT_ROOT = findRoot(__dirname);
