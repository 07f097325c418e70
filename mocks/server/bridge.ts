import { http, HttpResponse } from 'msw';
import { apiServer, apiServerOpen } from './apiServer';

const BODILESS = new Set(['GET', 'HEAD']);

/** What fetch would undo itself: the answer comes back as the page reads it, uncompressed. */
const requestHeaders = (request: Request) => {
  const headers = Object.fromEntries(request.headers);
  delete headers['accept-encoding'];
  return headers;
};

/** Every call of the API, handed to the real server in this process. */
export const bridge = http.all('*/api/*', async ({ request }) => {
  // A page still asking after the file's last test meets a network that is gone, as a closed tab.
  if (!apiServerOpen()) return HttpResponse.error();
  const server = await apiServer();
  const url = new URL(request.url);
  const answer = await server.app.inject({
    method: request.method as 'GET',
    url: `${url.pathname}${url.search}`,
    headers: requestHeaders(request),
    ...(BODILESS.has(request.method) ? {} : { payload: Buffer.from(await request.arrayBuffer()) }),
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers))
    for (const each of Array.isArray(value) ? value : [value])
      if (each !== undefined) headers.append(name, String(each));
  return new HttpResponse(answer.rawPayload, { status: answer.statusCode, headers });
});
