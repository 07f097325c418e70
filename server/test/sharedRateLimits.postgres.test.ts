import type { LightMyRequestResponse } from 'fastify';
import { PASSWORD, randomIp, signUp } from './signUp';
import { secondServerFixture, testServerFixture } from './testServerFixture';

// Two servers on one database, as behind a load balancer: each has its own process state.
const server = testServerFixture();
const other = secondServerFixture(server);

/** The n-th request goes to one server, the next to the other. */
const login = (n: number, email: string, password: string, ip = randomIp()) =>
  (n % 2 ? other : server).app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email, password },
    remoteAddress: ip,
  });

const statuses = (responses: LightMyRequestResponse[]) => responses.map((r) => r.statusCode);

describe('Failed logins through two servers on one database', () => {
  it('are counted together: the 11th is refused, whichever server takes it', async () => {
    const account = await signUp(server);
    const responses: LightMyRequestResponse[] = [];
    for (let n = 0; n < 14; n += 1) responses.push(await login(n, account.email, 'Wrong-Pass1'));
    expect(statuses(responses)).toEqual([...Array<number>(10).fill(400), 429, 429, 429, 429]);
    for (const refused of responses.slice(10))
      expect(refused.headers['retry-after']).toBe(String(15 * 60));
    expect((await login(1, account.email, PASSWORD)).statusCode).toBe(429);
  });

  it('sent all at once, let exactly 10 through and refuse the rest with Retry-After', async () => {
    const account = await signUp(server);
    const ip = randomIp();
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, n) => login(n, account.email, 'Wrong-Pass1', ip)),
    );
    const refused = responses.filter((r) => r.statusCode === 429);
    expect(statuses(responses).filter((status) => status !== 429)).toEqual(
      Array<number>(10).fill(400),
    );
    expect(refused).toHaveLength(30);
    for (const response of refused) expect(response.headers['retry-after']).toBe(String(15 * 60));
  });

  it('take back a success on the server that did not count it', async () => {
    const account = await signUp(server);
    const ip = randomIp();
    for (let n = 0; n < 9; n += 1)
      expect((await login(n, account.email, 'Wrong-Pass1', ip)).statusCode).toBe(400);
    for (let n = 0; n < 4; n += 1)
      expect((await login(n, account.email, PASSWORD, ip)).statusCode).toBe(200);
    expect((await login(0, account.email, 'Wrong-Pass1', ip)).statusCode).toBe(400);
    expect((await login(1, account.email, PASSWORD, ip)).statusCode).toBe(429);
  });
});
