import { createLogger } from '../logger';
import { newShipper } from './shipmentFixtures';
import type { Caller } from './shipmentFixtures';
import { randomIp } from './signUp';
import { secondServerFixture, testServerFixture } from './testServerFixture';

/* The request log keeps where each request went, never a secret a client put in its address. */

let log: string[] = [];
const server = testServerFixture();
/** The same API on the same database, writing its log where the test reads it. */
const logged = secondServerFixture(server, {
  logger: createLogger('info', {
    write: (line: string) => {
      log.push(line);
    },
  }),
});
let shipper: Caller;

beforeAll(async () => {
  shipper = await newShipper(server);
});

/** The addresses the log gives the requests sent, in the order sent. */
const loggedUrls = async (urls: string[]): Promise<string[]> => {
  log = [];
  for (const url of urls)
    await logged.app.inject({
      method: 'GET',
      url,
      headers: shipper.headers,
      remoteAddress: randomIp(),
    });
  return log
    .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } })
    .filter((entry) => entry.msg === 'incoming request')
    .map((entry) => entry.req?.url ?? '');
};

const SECRET = 'Zq9-secret-Tk4';

describe('the request log', () => {
  it("keeps a query's names and leaves out every value", async () => {
    const urls = await loggedUrls([
      `/api/shipper/shipments/?search=Chicago&token=${SECRET}`,
      `/api/invoices/?access_token=${SECRET}&page=2&flag`,
      `/api/nowhere/?token=${SECRET}`,
    ]);
    expect(urls).toEqual([
      '/api/shipper/shipments/?search=[redacted]&token=[redacted]',
      '/api/invoices/?access_token=[redacted]&page=[redacted]&flag',
      '/api/nowhere/?token=[redacted]',
    ]);
    expect(log.join('')).not.toContain(SECRET);
  });

  it('keeps a path whole where it holds no secret', async () => {
    expect(await loggedUrls(['/api/shipper/shipments/12', '/dashboard'])).toEqual([
      '/api/shipper/shipments/12',
      '/dashboard',
    ]);
  });

  it("leaves out the token of every link's path", async () => {
    const urls = await loggedUrls([
      `/verify-email/${SECRET}`,
      `/reset-password/${SECRET}?next=x`,
      `/join/${SECRET}`,
      `/d/${SECRET}`,
      `/t/${SECRET}`,
      `/api/driver/${SECRET}/`,
      `/api/driver/${SECRET}/events/`,
      `/api/public/tracking/${SECRET}/`,
      `/api/auth/invitations/${SECRET}/accept/`,
    ]);
    expect(urls).toEqual([
      '/verify-email/[redacted]',
      '/reset-password/[redacted]?next=[redacted]',
      '/join/[redacted]',
      '/d/[redacted]',
      '/t/[redacted]',
      '/api/driver/[redacted]/',
      '/api/driver/[redacted]/events/',
      '/api/public/tracking/[redacted]/',
      '/api/auth/invitations/[redacted]/accept/',
    ]);
    expect(log.join('')).not.toContain(SECRET);
  });
});
