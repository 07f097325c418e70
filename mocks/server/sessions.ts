import { DEMO_ACCOUNT } from '@domain/demo/demoAccount';
import type { Role } from '@domain/roles';
import type { SessionResponse, User } from '@domain/types';
import { callApi, newMember, newShipper } from '../../server/test/shipmentFixtures';
import type { Caller } from '../../server/test/shipmentFixtures';
import { apiServer } from './apiServer';

/**
 * Who a test signs in as on the real API server: the session the app stores (its token and user)
 * and the caller the server's own test helpers take, to arrange what the test needs.
 */
export type SignedIn = { session: { token: string; user: User }; caller: Caller };

const userOf = async (caller: Caller): Promise<User> => {
  const answer = await callApi(await apiServer(), caller, 'GET', '/auth/user/');
  if (answer.statusCode !== 200)
    throw new Error(`Reading the user failed: ${answer.statusCode} ${answer.body}`);
  return answer.json<User>();
};

const signedIn = async (caller: Caller): Promise<SignedIn> => {
  const token = caller.headers.authorization.replace(/^Token /, '');
  return { session: { token, user: await userOf(caller) }, caller };
};

/** A new shipper, the admin of a company of their own: verified with shipping needs by default. */
export const signedInShipper = async (
  options: { verified?: boolean; shippingNeeds?: boolean } = {},
): Promise<SignedIn> => signedIn(await newShipper(await apiServer(), options));

/** Another member of the company of `admin`, with the role given. */
export const signedInMember = async (admin: SignedIn, role: Role): Promise<SignedIn> =>
  signedIn(await newMember(await apiServer(), admin.caller, role));

/** The demo shipper of the seeded demo data, signed in as a user would be. */
export const signedInDemoShipper = async (): Promise<SignedIn> => {
  const server = await apiServer();
  const answer = await server.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: DEMO_ACCOUNT,
  });
  if (answer.statusCode !== 200)
    throw new Error(`The demo shipper could not sign in: ${answer.statusCode} ${answer.body}`);
  const { token, user } = answer.json<SessionResponse>();
  return {
    session: { token, user },
    caller: {
      userId: user.id,
      companyId: user.company.id,
      headers: { authorization: `Token ${token}` },
    },
  };
};
