import type { FastifyInstance } from 'fastify';

export type RegisteredRoute = { method: string; path: string };

/** "│   ├── /appointment/ (PATCH)": the tree drawing, the path segment, the methods. */
const ROUTE_LINE = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/u;

/**
 * Every route the app serves, read from Fastify's own route tree, so that a test going over all
 * of them takes in a route added later without being told. HEAD, which Fastify adds beside every
 * GET, is left out.
 */
export const registeredRoutes = (app: FastifyInstance): RegisteredRoute[] => {
  const parents: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = ROUTE_LINE.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = `${parents[depth - 1] ?? ''}${match[2] ?? ''}`;
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean))
      if (method !== 'HEAD') routes.push({ method, path });
  }
  return routes;
};
