import { PASSWORD, uniqueEmail } from './signUp';
import type { TestServer } from './testServer';
import { testServerFixture } from './testServerFixture';

const PROXY = '10.1.2.3';
const OUTSIDER = '192.0.2.50';

/** Failed logins with addresses nobody has, so that only the limit per IP counts them. */
const failedLogin = (server: TestServer, remoteAddress: string, forwardedFor: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email: uniqueEmail(), password: PASSWORD },
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });

const statusesOf = async (
  server: TestServer,
  tries: number,
  remoteAddress: string,
  forwardedFor: string,
) => {
  const statuses: number[] = [];
  for (let i = 0; i < tries; i += 1)
    statuses.push((await failedLogin(server, remoteAddress, forwardedFor)).statusCode);
  return statuses;
};

const tenFailures = Array<number>(10).fill(400);

describe('Behind a proxy named in TRUST_PROXY', () => {
  const server = testServerFixture({ env: { TRUST_PROXY: '10.0.0.0/8' } });

  it("limits each client by its address in X-Forwarded-For, not the proxy's", async () => {
    expect(await statusesOf(server, 11, PROXY, '203.0.113.1')).toEqual([...tenFailures, 429]);
    expect(await statusesOf(server, 1, PROXY, '203.0.113.2')).toEqual([400]);
    // What a client writes in the header itself comes before what the proxy adds: no way out.
    expect(await statusesOf(server, 1, PROXY, '198.51.100.7, 203.0.113.1')).toEqual([429]);
  });

  it('believes no X-Forwarded-For from a caller that is not the proxy', async () => {
    expect(await statusesOf(server, 10, OUTSIDER, '203.0.113.10')).toEqual(tenFailures);
    expect(await statusesOf(server, 1, OUTSIDER, '203.0.113.11')).toEqual([429]);
  });
});

describe('Without TRUST_PROXY', () => {
  const server = testServerFixture();

  it('limits by the connecting address, whatever X-Forwarded-For says', async () => {
    expect(await statusesOf(server, 10, PROXY, '203.0.113.1')).toEqual(tenFailures);
    expect(await statusesOf(server, 1, PROXY, '203.0.113.2')).toEqual([429]);
  });
});
