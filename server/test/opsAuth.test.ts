import { DEMO_DISPATCHER } from '@domain/demo/demoMovement';
import { MESSAGES } from '@domain/messages';
import type { Operator } from '@domain/operatorRoles';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { demoDispatcherSignIn } from '../demo/demoSignIn';
import { seedDemo } from '../demo/seedDemo';
import { addDispatcher } from '../services/operators/addDispatcher';
import { callApi } from './shipmentFixtures';
import { randomIp } from './signUp';
import { testServerFixture } from './testServerFixture';

const NOW = new Date('2026-06-15T15:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const PASSWORD = 'Dispatch123';

const server = testServerFixture({ now: NOW });

const tokenOfSetPasswordLink = (link: string) => {
  const token = /\/ops\/set-password\/([A-Za-z0-9_-]+)$/.exec(link)?.[1];
  if (!token) throw new Error(`Not a set-password link: ${link}`);
  return token;
};

let sequence = 0;
/** A dispatcher as `npm run ops:add-user` adds one: no password, a one-time link. */
const invited = async () => {
  sequence += 1;
  const email = `dispatcher-${sequence}@loadline.test`;
  const added = await addDispatcher(
    server.db,
    { email, first_name: 'Jordan' },
    server.config.appUrl,
    server.clock.now(),
  );
  return { email, ...added, token: tokenOfSetPasswordLink(added.link) };
};

const post = (url: string, payload: object, ip = randomIp()) =>
  server.app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress: ip });
const setPassword = (token: string, password = PASSWORD) =>
  post('/ops/auth/set-password/', { token, password });
const login = (email: string, password = PASSWORD, ip = randomIp()) =>
  post('/ops/auth/login/', { email, password }, ip);
const signedIn = (token: string) => ({ headers: { authorization: `Token ${token}` } });

const wrongCredentials = { errors: { non_field_errors: [MESSAGES.invalidCredentials] } };
const deadLink = { errors: { token: [SERVER_MESSAGES.invalidOrExpiredToken] } };

describe('a new dispatcher', () => {
  it('gets a link to the set-password page of the app, and no password', async () => {
    const dispatcher = await invited();
    expect(dispatcher.created).toBe(true);
    expect(dispatcher.link).toBe(`${server.config.appUrl}/ops/set-password/${dispatcher.token}`);
    expect((await login(dispatcher.email, '')).statusCode).toBe(400);
    expect((await login(dispatcher.email, 'anything-1A')).json()).toEqual(wrongCredentials);
  });

  it('sets a password through the link, is signed in, and the link works once', async () => {
    const dispatcher = await invited();
    const weak = await setPassword(dispatcher.token, 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ errors: { password: [MESSAGES.passwordWeak] } });

    const set = await setPassword(dispatcher.token);
    expect(set.statusCode).toBe(200);
    const session = set.json<{ token: string; operator: Operator }>();
    expect(session.operator).toEqual({
      id: dispatcher.operatorId,
      email: dispatcher.email,
      first_name: 'Jordan',
      role: 'dispatcher',
    });
    const me = await callApi(server, signedIn(session.token), 'GET', '/ops/auth/me/');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(session.operator);

    const again = await setPassword(dispatcher.token, 'Another123');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(deadLink);
    expect((await login(dispatcher.email, 'Another123')).json()).toEqual(wrongCredentials);
  });

  it('cannot use a link after 7 days', async () => {
    const dispatcher = await invited();
    server.clock.advance(7 * DAY_MS + 1000);
    expect((await setPassword(dispatcher.token)).json()).toEqual(deadLink);
  });

  it('gets a new link when added again, and the one before stops working', async () => {
    const first = await invited();
    const again = await addDispatcher(
      server.db,
      { email: first.email.toUpperCase(), first_name: 'Jordan' },
      server.config.appUrl,
      server.clock.now(),
    );
    expect(again).toMatchObject({ operatorId: first.operatorId, created: false });
    expect((await setPassword(first.token)).json()).toEqual(deadLink);
    expect((await setPassword(tokenOfSetPasswordLink(again.link))).statusCode).toBe(200);
  });
});

describe('a dispatcher with a password', () => {
  const withPassword = async () => {
    const dispatcher = await invited();
    const set = await setPassword(dispatcher.token);
    return { ...dispatcher, session: set.json<{ token: string }>().token };
  };

  it('signs in with the e-mail however it is typed, and out again', async () => {
    const dispatcher = await withPassword();
    const response = await login(` ${dispatcher.email.toUpperCase()} `);
    expect(response.statusCode).toBe(200);
    const { token, operator } = response.json<{ token: string; operator: Operator }>();
    expect(operator.email).toBe(dispatcher.email);

    const out = await callApi(server, signedIn(token), 'POST', '/ops/auth/logout/');
    expect(out.json()).toEqual({ message: SERVER_MESSAGES.loggedOut });
    const me = await callApi(server, signedIn(token), 'GET', '/ops/auth/me/');
    expect(me.statusCode).toBe(401);
    // Signing out of one session leaves the others.
    const other = await callApi(server, signedIn(dispatcher.session), 'GET', '/ops/auth/me/');
    expect(other.statusCode).toBe(200);
  });

  it('is told the same for a wrong password as for an unknown e-mail', async () => {
    const dispatcher = await withPassword();
    expect((await login(dispatcher.email, 'Wrong-Pass1')).json()).toEqual(wrongCredentials);
    expect((await login('nobody@loadline.test')).json()).toEqual(wrongCredentials);
  });

  it("cannot sign in at the shippers' login", async () => {
    const dispatcher = await withPassword();
    const asShipper = await post('/auth/login/', { email: dispatcher.email, password: PASSWORD });
    expect(asShipper.json()).toEqual(wrongCredentials);
  });

  it('is stopped after 10 failed sign-ins in 15 minutes', async () => {
    const dispatcher = await withPassword();
    for (let i = 0; i < 10; i += 1)
      expect((await login(dispatcher.email, 'Wrong-Pass1')).statusCode).toBe(400);
    const limited = await login(dispatcher.email);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe(String(15 * 60));
    server.clock.advance(15 * 60 * 1000);
    expect((await login(dispatcher.email)).statusCode).toBe(200);
  });

  it('ends every other session by setting a password through a new link', async () => {
    const dispatcher = await withPassword();
    const again = await addDispatcher(
      server.db,
      { email: dispatcher.email, first_name: 'Jordan' },
      server.config.appUrl,
      server.clock.now(),
    );
    expect((await setPassword(tokenOfSetPasswordLink(again.link), 'Renewed123')).statusCode).toBe(
      200,
    );
    const old = await callApi(server, signedIn(dispatcher.session), 'GET', '/ops/auth/me/');
    expect(old.statusCode).toBe(401);
    expect((await login(dispatcher.email, 'Renewed123')).statusCode).toBe(200);
  });

  it('has a session of 30 days', async () => {
    const dispatcher = await withPassword();
    server.clock.advance(30 * DAY_MS - 1000);
    const me = () => callApi(server, signedIn(dispatcher.session), 'GET', '/ops/auth/me/');
    expect((await me()).statusCode).toBe(200);
    server.clock.advance(2000);
    expect((await me()).statusCode).toBe(401);
  });
});

describe('the demo dispatcher', () => {
  // Last in the file: the demo data it seeds meets no other test.
  const demo = server;

  it('is seeded with the demo shipper, signs in, and is shown at start', async () => {
    await seedDemo(demo.db, demo.clock);
    expect(await demoDispatcherSignIn(demo.db)).toEqual({
      email: DEMO_DISPATCHER.email,
      password: DEMO_DISPATCHER.password,
    });
    const response = await demo.app.inject({
      method: 'POST',
      url: '/api/ops/auth/login/',
      payload: { email: DEMO_DISPATCHER.email, password: DEMO_DISPATCHER.password },
    });
    expect(response.statusCode).toBe(200);
  });
});
