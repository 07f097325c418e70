import { randomBytes } from 'node:crypto';
import type { RegisterRequest, SessionResponse, ShippingNeedsRequest, User } from '@domain/types';
import type { TestServer } from './testServer';
import { linkToken, VERIFY_SUBJECT, waitForMail } from './outbox';

export const PASSWORD = 'Sturdy-Pass1';

/** An e-mail address no other test uses. */
export const uniqueEmail = (name = 'shipper') =>
  `${name}-${randomBytes(6).toString('hex')}@example.com`;

/**
 * An IP address of its own for each sign-up: sign-ups are limited per IP address, and every
 * request of app.inject otherwise comes from 127.0.0.1.
 */
export const randomIp = () => `10.${[0, 0, 0].map(() => randomBytes(1)[0] ?? 1).join('.')}`;

export const authHeader = (token: string) => ({ authorization: `Token ${token}` });

export const registration = (overrides: Partial<RegisterRequest> = {}): RegisterRequest => ({
  email: uniqueEmail(),
  first_name: 'Dana',
  last_name: 'Reyes',
  phone_number: '+15125550123',
  password: PASSWORD,
  company_name: 'Reyes Produce',
  primary_ships_country: 'US',
  ...overrides,
});

/** A new, unverified account, signed in. */
export const signUp = async (server: TestServer, overrides: Partial<RegisterRequest> = {}) => {
  const request = registration(overrides);
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/auth/register/',
    payload: request,
    remoteAddress: randomIp(),
  });
  if (response.statusCode !== 201)
    throw new Error(`Sign-up failed: ${response.statusCode} ${response.body}`);
  const session = response.json<SessionResponse>();
  return { ...session, email: request.email, password: request.password };
};

/** A region id to state shipping needs with (Texas). */
export const texasId = async (server: TestServer): Promise<number> => {
  const response = await server.app.inject({
    method: 'GET',
    url: '/api/shipper/country-regions?search_term=texas',
  });
  const texas = response
    .json<{ results: { id: number; name: string }[] }>()
    .results.find((r) => r.name === 'Texas');
  if (!texas) throw new Error('Texas is not in the regions.');
  return texas.id;
};

export const shippingNeeds = async (
  server: TestServer,
  overrides: Partial<ShippingNeedsRequest> = {},
) => ({
  company_location: await texasId(server),
  mode: ['FTL'],
  average_ftl: '5-10',
  trailer_type: ['dryVan', 'reefer'],
  ...overrides,
});

/**
 * A shipper who may book: signed up, shipping needs stated and the e-mail verified through the
 * link of the verification e-mail, as a user would.
 */
export const signUpVerified = async (
  server: TestServer,
  overrides: Partial<RegisterRequest> = {},
) => {
  const session = await signUp(server, overrides);
  const needs = await server.app.inject({
    method: 'POST',
    url: '/api/shipper/shipping-needs/',
    headers: authHeader(session.token),
    payload: await shippingNeeds(server),
  });
  if (needs.statusCode !== 201)
    throw new Error(`Shipping needs failed: ${needs.statusCode} ${needs.body}`);
  const mail = await waitForMail(server.dataDir, session.email, VERIFY_SUBJECT);
  const verified = await server.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email/',
    payload: { token: linkToken(mail, 'verify-email') },
  });
  if (verified.statusCode !== 200)
    throw new Error(`Verification failed: ${verified.statusCode} ${verified.body}`);
  const user: User = { ...needs.json<User>(), is_email_verified: true };
  return { ...session, user };
};
