import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@domain/messages';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The driver's link, /d/{token}, and a shared tracking link, /t/{token}: pages of their own. */
const OWN_PAGES = [
  { prefix: '/d/', file: 'driver.html', noindex: false },
  // A customer's page, found by its link alone: search engines are told to leave it out.
  { prefix: '/t/', file: 'tracking.html', noindex: true },
];

/**
 * Serves the built app: hashed assets cached for a year, the pages never, driver.html for the
 * driver's links, tracking.html for shared tracking links (never indexed) and index.html for every
 * other page path so the app's router can take it. Unknown /api paths get a JSON 404. The build's
 * brotli and gzip copies (file.js.br, file.js.gz) are sent when the browser takes them.
 */
export const registerStaticApp = async (app: FastifyInstance, distDir: string) => {
  const hasApp = existsSync(path.join(distDir, 'index.html'));
  const ownPages = OWN_PAGES.filter(({ file }) => existsSync(path.join(distDir, file)));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'Cache-Control',
          hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api';
    if (!isPage) return reply.code(404).send({ message: MESSAGES.notFound });
    if (!hasApp)
      return reply.code(404).type('text/plain').send('The app is not built: run npm run build.');
    // A missing asset is a 404, not the app's page.
    if (pathname.startsWith('/assets/') || path.extname(pathname)) {
      return reply.code(404).type('text/plain').send('Not found.');
    }
    const own = ownPages.find(({ prefix }) => pathname.startsWith(prefix));
    if (own?.noindex) reply.header('X-Robots-Tag', 'noindex');
    return reply.header('Cache-Control', 'no-cache').sendFile(own?.file ?? 'index.html');
  });
};
