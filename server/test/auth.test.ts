import { MESSAGES } from '@domain/messages';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { SessionResponse } from '@domain/types';
import { users } from '../db/schema';
import { isUniqueViolation } from '../services/accounts/isUniqueViolation';
import { authHeader, PASSWORD, randomIp, registration, signUp, uniqueEmail } from './signUp';
import { testServerFixture } from './testServerFixture';

const registeredRow = {
  passwordHash: 'scrypt$32768$8$1$c2FsdA==$a2V5',
  firstName: 'Dana',
  lastName: 'Reyes',
  phoneNumber: '+15125550123',
  role: 'admin' as const,
};

const server = testServerFixture();

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    headers,
    remoteAddress: randomIp(),
  });
const currentUser = (token: string) =>
  server.app.inject({ method: 'GET', url: '/api/auth/user/', headers: authHeader(token) });

describe('POST /api/auth/register/', () => {
  it('creates an unverified account, signs it in and answers with the user', async () => {
    const request = registration({ first_name: '  Dana ', company_name: 'Reyes Produce' });
    const response = await post('/auth/register/', request);
    expect(response.statusCode).toBe(201);
    const body = response.json<SessionResponse>();
    expect(body.message).toBe(SERVER_MESSAGES.registered);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(body.user).toEqual({
      id: expect.any(Number),
      email: request.email,
      first_name: 'Dana',
      last_name: 'Reyes',
      phone_number: '+15125550123',
      primary_ships_country: 'US',
      company: { id: expect.any(Number), name: 'Reyes Produce' },
      role: 'admin',
      shipping_needs: null,
      is_email_verified: false,
    });
    expect(JSON.stringify(body)).not.toMatch(/password|scrypt/i);
    const me = await currentUser(body.token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body.user);
  });

  it('reports every missing field with the form messages', async () => {
    const response = await post('/auth/register/', {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: {
        email: [MESSAGES.emailRequired],
        first_name: [MESSAGES.firstNameRequired],
        last_name: [MESSAGES.lastNameRequired],
        phone_number: [MESSAGES.phoneRequired],
        password: [MESSAGES.passwordRequired],
        company_name: [MESSAGES.companyNameRequired],
        primary_ships_country: [MESSAGES.countryRequired],
      },
    });
  });

  it('reports invalid values with the form messages', async () => {
    const response = await post(
      '/auth/register/',
      registration({
        email: 'not-an-email',
        first_name: 'A'.repeat(16),
        last_name: '   ',
        phone_number: '0123',
        password: 'short',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: {
        email: [MESSAGES.emailInvalid],
        first_name: [MESSAGES.firstNameTooLong],
        last_name: [MESSAGES.lastNameRequired],
        phone_number: [MESSAGES.phoneInvalid],
        password: [MESSAGES.passwordTooShort, MESSAGES.passwordWeak],
      },
    });
  });

  it('refuses a weak password and a country that is not an ISO code', async () => {
    const weak = await post('/auth/register/', registration({ password: 'alllowercase1' }));
    expect(weak.json()).toEqual({ errors: { password: [MESSAGES.passwordWeak] } });
    const country = await post('/auth/register/', registration({ primary_ships_country: 'ZZ' }));
    expect(country.statusCode).toBe(400);
    expect(country.json()).toEqual({
      errors: { primary_ships_country: [MESSAGES.countryRequired] },
    });
  });

  it('refuses a field of the wrong type', async () => {
    const response = await post('/auth/register/', {
      ...registration(),
      phone_number: 15125550123,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { phone_number: ['Must be a string.'] } });
  });

  it('refuses null where text goes, beside any other field of the wrong type', async () => {
    const response = await post('/auth/register/', {
      ...registration(),
      first_name: null,
      phone_number: 4155550123,
    });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { errors: { first_name: ['Must be a string.'], phone_number: ['Must be a string.'] } },
    ]);
  });

  it('keeps the e-mail as typed but refuses it again in another case', async () => {
    const email = `Mixed.Case-${uniqueEmail()}`;
    const first = await post('/auth/register/', registration({ email: `  ${email} ` }));
    expect(first.statusCode).toBe(201);
    expect(first.json<SessionResponse>().user.email).toBe(email);
    for (const again of [email.toLowerCase(), email.toUpperCase(), ` ${email}`]) {
      const response = await post('/auth/register/', registration({ email: again }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { email: [SERVER_MESSAGES.emailTaken] } });
    }
  });

  it('lets one of two simultaneous sign-ups with one address through', async () => {
    const email = uniqueEmail('race');
    const responses = await Promise.all([
      post('/auth/register/', registration({ email })),
      post('/auth/register/', registration({ email: email.toUpperCase() })),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const refused = responses.find((r) => r.statusCode === 400);
    expect(refused?.json()).toEqual({ errors: { email: [SERVER_MESSAGES.emailTaken] } });
  });

  it('recognises the unique index on the e-mail refusing a second row', async () => {
    const { user } = await signUp(server);
    const duplicate = server.db
      .insert(users)
      .values({ ...registeredRow, companyId: user.company.id, email: user.email.toUpperCase() })
      .catch((error: unknown) => error);
    expect(isUniqueViolation(await duplicate)).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });

  it('ignores fields a client may not set', async () => {
    const response = await post('/auth/register/', {
      ...registration(),
      id: 1,
      is_email_verified: true,
      shipping_needs: {
        company_location: 1,
        mode: ['FTL'],
        average_ftl: '1-5',
        trailer_type: ['reefer'],
      },
      company_location: 1,
      password_hash: 'scrypt$1$1$1$x$y',
    });
    expect(response.statusCode).toBe(201);
    const { user, token } = response.json<SessionResponse>();
    expect(user.is_email_verified).toBe(false);
    expect(user.shipping_needs).toBeNull();
    expect((await currentUser(token)).json()).toMatchObject({
      is_email_verified: false,
      shipping_needs: null,
    });
  });
});

describe('POST /api/auth/login/', () => {
  it('signs in an unverified account with a new token, the e-mail in any case', async () => {
    const account = await signUp(server);
    const response = await post('/auth/login/', {
      email: ` ${account.email.toUpperCase()} `,
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<SessionResponse>();
    expect(body).toEqual({
      token: expect.any(String),
      user: account.user,
      message: SERVER_MESSAGES.loggedIn,
    });
    expect(body.token).not.toBe(account.token);
    expect((await currentUser(body.token)).statusCode).toBe(200);
    expect((await currentUser(account.token)).statusCode).toBe(200);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const account = await signUp(server);
    const wrongPassword = await post('/auth/login/', {
      email: account.email,
      password: 'Wrong-Pass1',
    });
    const unknownEmail = await post('/auth/login/', {
      email: uniqueEmail('nobody'),
      password: PASSWORD,
    });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: { non_field_errors: [MESSAGES.invalidCredentials] },
      });
    }
  });

  it('reports missing and invalid fields with the form messages', async () => {
    const empty = await post('/auth/login/', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      errors: { email: [MESSAGES.emailRequired], password: [MESSAGES.passwordRequired] },
    });
    const invalid = await post('/auth/login/', { email: 'nope', password: 'x' });
    expect(invalid.json()).toEqual({ errors: { email: [MESSAGES.emailInvalid] } });
  });
});

describe('GET /api/auth/user/', () => {
  it('needs a valid token, but no verified e-mail', async () => {
    const account = await signUp(server);
    const me = await currentUser(account.token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: account.user.id, is_email_verified: false });

    const none = await server.app.inject({ method: 'GET', url: '/api/auth/user/' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: MESSAGES.notAuthenticated });
    for (const authorization of ['Token not-a-token', `Bearer ${account.token}`, 'Token']) {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/auth/user/',
        headers: { authorization },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: MESSAGES.invalidToken });
    }
  });
});

describe('the Authorization header', () => {
  const asking = (authorization: string) =>
    server.app.inject({ method: 'GET', url: '/api/auth/user/', headers: { authorization } });

  it('names the token after the word Token, in any case and however spaced', async () => {
    const account = await signUp(server);
    for (const authorization of [`token  ${account.token}`, `TOKEN ${account.token}`]) {
      const response = await asking(authorization);
      expect([authorization, response.statusCode]).toEqual([authorization, 200]);
    }
  });

  it('refuses anything after the token, and counts an empty header as none', async () => {
    const account = await signUp(server);
    const extra = await asking(`Token ${account.token} extra`);
    expect([extra.statusCode, extra.json()]).toEqual([401, { message: MESSAGES.invalidToken }]);
    const empty = await asking('');
    expect([empty.statusCode, empty.json()]).toEqual([401, { message: MESSAGES.notAuthenticated }]);
  });
});

describe('POST /api/auth/logout/', () => {
  it('ends the session it was called with, and only that one', async () => {
    const account = await signUp(server);
    const other = (
      await post('/auth/login/', { email: account.email, password: PASSWORD })
    ).json<SessionResponse>();
    const response = await post('/auth/logout/', {}, authHeader(account.token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SERVER_MESSAGES.loggedOut });
    expect((await currentUser(account.token)).json()).toEqual({ message: MESSAGES.invalidToken });
    expect((await currentUser(account.token)).statusCode).toBe(401);
    expect((await currentUser(other.token)).statusCode).toBe(200);
    expect((await post('/auth/logout/', {}, authHeader(account.token))).statusCode).toBe(401);
  });

  it('works without a body, and needs a token', async () => {
    const account = await signUp(server);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: authHeader(account.token),
    });
    expect(response.statusCode).toBe(200);
    const none = await server.app.inject({ method: 'POST', url: '/api/auth/logout/' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: MESSAGES.notAuthenticated });
  });
});
