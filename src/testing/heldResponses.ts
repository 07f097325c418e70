import { getResponse, http, RequestHandler } from 'msw';
import { server } from '../../mocks/node';

/**
 * GETs of `path` answered as the API answers them when each arrives, but delivered only when the
 * test lets them go: a response still on its way while the user goes on.
 */
export const holdGets = (path: string) => {
  const held: Array<() => void> = [];
  let arrived = 0;
  const answering = server.listHandlers().filter((handler) => handler instanceof RequestHandler);
  server.use(
    http.get(path, async ({ request }) => {
      const response = await getResponse(answering, request);
      if (!response) throw new Error(`Nothing answers ${request.method} ${request.url}.`);
      arrived += 1;
      await new Promise<void>((resolve) => held.push(resolve));
      return response;
    }),
  );
  return {
    /** How many requests have arrived so far. */
    arrived: () => arrived,
    /** Delivers the oldest response still held. */
    releaseOldest: () => held.shift()?.(),
    releaseAll: () => held.splice(0).forEach((release) => release()),
  };
};
