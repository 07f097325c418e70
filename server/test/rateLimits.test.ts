import type { LightMyRequestResponse } from 'fastify';
import { MESSAGES } from '@domain/messages';
import { authHeader, PASSWORD, randomIp, registration, signUp, uniqueEmail } from './signUp';
import { testServerFixture } from './testServerFixture';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

const server = testServerFixture();

const post = (
  url: string,
  payload: object,
  ip = randomIp(),
  headers: Record<string, string> = {},
) => server.app.inject({ method: 'POST', url: `/api${url}`, payload, headers, remoteAddress: ip });
const login = (email: string, password: string, ip = randomIp()) =>
  post('/auth/login/', { email, password }, ip);

/** The test clock stands still between tries, so the wait is known to the second. */
const expectLimited = (response: LightMyRequestResponse, retryAfterSeconds: number) => {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    message: `Too many attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`,
  });
  expect(response.headers['retry-after']).toBe(String(retryAfterSeconds));
};

const wrongCredentials = { errors: { non_field_errors: [MESSAGES.invalidCredentials] } };

describe('login', () => {
  it('stops an address after 10 failed tries in 15 minutes, from any IP, even with the right password', async () => {
    const account = await signUp(server);
    for (let i = 0; i < 10; i += 1)
      expect((await login(account.email, 'Wrong-Pass1')).json()).toEqual(wrongCredentials);
    expectLimited(await login(account.email.toUpperCase(), 'Wrong-Pass1'), 15 * 60);
    expectLimited(await login(account.email, PASSWORD), 15 * 60);

    server.clock.advance(10 * MINUTE_MS);
    expectLimited(await login(account.email, PASSWORD), 5 * 60);
    server.clock.advance(5 * MINUTE_MS);
    expect((await login(account.email, PASSWORD)).statusCode).toBe(200);
  });

  it('stops an IP after 10 failed tries with any addresses; other IPs go on', async () => {
    const ip = randomIp();
    const account = await signUp(server);
    for (let i = 0; i < 10; i += 1)
      expect((await login(uniqueEmail(), PASSWORD, ip)).statusCode).toBe(400);
    expectLimited(await login(account.email, PASSWORD, ip), 15 * 60);
    expect((await login(account.email, PASSWORD)).statusCode).toBe(200);

    server.clock.advance(15 * MINUTE_MS);
    expect((await login(account.email, PASSWORD, ip)).statusCode).toBe(200);
  });

  it('does not count a successful login', async () => {
    const account = await signUp(server);
    const ip = randomIp();
    for (let i = 0; i < 9; i += 1)
      expect((await login(account.email, 'Wrong-Pass1', ip)).statusCode).toBe(400);
    for (let i = 0; i < 3; i += 1)
      expect((await login(account.email, PASSWORD, ip)).statusCode).toBe(200);
    expect((await login(account.email, 'Wrong-Pass1', ip)).json()).toEqual(wrongCredentials);
    expectLimited(await login(account.email, PASSWORD, ip), 15 * 60);
  });

  it('does not count a request refused by validation', async () => {
    const account = await signUp(server);
    for (let i = 0; i < 12; i += 1) expect((await login(account.email, '')).statusCode).toBe(400);
    expect((await login(account.email, PASSWORD)).statusCode).toBe(200);
  });
});

describe('sign-up', () => {
  it('allows 20 sign-ups an hour from one IP', async () => {
    const ip = randomIp();
    for (let i = 0; i < 20; i += 1)
      expect((await post('/auth/register/', registration(), ip)).statusCode).toBe(201);
    expectLimited(await post('/auth/register/', registration(), ip), 60 * 60);
    expect((await post('/auth/register/', registration())).statusCode).toBe(201);

    server.clock.advance(HOUR_MS);
    expect((await post('/auth/register/', registration(), ip)).statusCode).toBe(201);
  });
});

describe('password reset requests', () => {
  it('allows 5 an hour per address, whether or not the account exists', async () => {
    const account = await signUp(server);
    for (const email of [account.email, uniqueEmail('nobody')]) {
      for (let i = 0; i < 5; i += 1)
        expect((await post('/auth/password-reset/request/', { email })).statusCode).toBe(200);
      expectLimited(
        await post('/auth/password-reset/request/', { email: email.toUpperCase() }),
        60 * 60,
      );
    }
    server.clock.advance(HOUR_MS);
    expect((await post('/auth/password-reset/request/', { email: account.email })).statusCode).toBe(
      200,
    );
  });
});

describe('verification e-mails', () => {
  it('allows 5 resends an hour', async () => {
    const account = await signUp(server);
    const resend = () =>
      post('/auth/resend-verification/', {}, randomIp(), authHeader(account.token));
    for (let i = 0; i < 5; i += 1) expect((await resend()).statusCode).toBe(200);
    expectLimited(await resend(), 60 * 60);

    server.clock.advance(HOUR_MS);
    expect((await resend()).statusCode).toBe(200);
  });
});
