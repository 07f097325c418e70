import type { Role } from '@domain/roles';
import type { SessionResponse } from '@domain/types';
import { linkToken, waitForMail } from '../../../server/test/outbox';
import { callApi } from '../../../server/test/shipmentFixtures';
import type { Caller } from '../../../server/test/shipmentFixtures';
import { PASSWORD, randomIp, signUpVerified, uniqueEmail } from '../../../server/test/signUp';
import { apiServer } from '../apiServer';
import type { SignedIn } from '../sessions';

/*
 * People with the names a test shows, where the dashboard tells who booked what: they sign up and
 * join through the API as a user does, which is where a member's name comes from.
 */

type Names = { first_name: string; last_name: string };

const INVITE_SUBJECT = /invites you to .* on Loadline$/;

const signedInAs = ({ token, user }: Pick<SessionResponse, 'token' | 'user'>): SignedIn => {
  const caller: Caller = {
    userId: user.id,
    companyId: user.company.id,
    headers: { authorization: `Token ${token}` },
  };
  return { session: { token, user }, caller };
};

/** A shipper of a company of their own, signed up, verified and with shipping needs. */
export const signedUpShipper = async (names: Names): Promise<SignedIn> =>
  signedInAs(await signUpVerified(await apiServer(), names));

/** A member of the admin's company with the role, invited by the admin and joined by the link. */
export const joinedMember = async (
  admin: SignedIn,
  role: Role,
  names: Names,
): Promise<SignedIn> => {
  const server = await apiServer();
  const email = uniqueEmail(names.first_name.toLowerCase());
  const invited = await callApi(server, admin.caller, 'POST', '/company/invitations/', {
    email,
    role,
  });
  if (invited.statusCode !== 201)
    throw new Error(`Inviting ${email} failed: ${invited.statusCode} ${invited.body}`);
  const mail = await waitForMail(server.dataDir, email, INVITE_SUBJECT);
  const joined = await server.app.inject({
    method: 'POST',
    url: `/api/auth/invitations/${linkToken(mail, 'join')}/accept/`,
    payload: { ...names, phone_number: '+13125550190', password: PASSWORD },
    remoteAddress: randomIp(),
  });
  if (joined.statusCode !== 200)
    throw new Error(`Joining as ${email} failed: ${joined.statusCode} ${joined.body}`);
  return signedInAs(joined.json<SessionResponse>());
};
