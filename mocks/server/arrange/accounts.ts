import { and, eq } from 'drizzle-orm';
import type { PendingInvitation } from '@domain/companySchemas';
import type { Role } from '@domain/roles';
import type { SessionResponse } from '@domain/types';
import { regions } from '../../../server/db/schema';
import { findAccount } from '../../../server/services/accounts/account';
import { foundCompany } from '../../../server/services/accounts/foundCompany';
import { serializeAccount } from '../../../server/services/accounts/userRecord';
import { inviteMember } from '../../../server/services/company/invitations';
import { createRateLimiter } from '../../../server/services/rateLimiter';
import { issueToken } from '../../../server/services/tokens';
import { countMail, linkToken, VERIFY_SUBJECT, waitForMail } from '../../../server/test/outbox';
import { callApi } from '../../../server/test/shipmentFixtures';
import { uniqueEmail } from '../../../server/test/signUp';
import type { TestServer } from '../../../server/test/testServer';
import { apiServer } from '../apiServer';
import type { SignedIn } from '../sessions';

/*
 * Accounts and teams as the pages of sign-up, e-mail links and the team find them, made on the
 * real API server by its own services or its API: the links come out of its outbox.
 */

/** What the server's invitation e-mail is titled. */
const INVITE_SUBJECT = /invites you to .* on Loadline$/;

/** The password of every member who joins through `joinedMember`. */
const MEMBER_PASSWORD = 'Secure123';

/** Runs `work` with the server's clock at `at`, as if it happened then; the clock comes back. */
export const atServerTime = async <T>(at: Date, work: () => Promise<T>): Promise<T> => {
  const { clock } = await apiServer();
  const now = clock.now();
  clock.set(at);
  try {
    return await work();
  } finally {
    clock.set(now);
  }
};

const illinoisId = async (server: TestServer): Promise<number> => {
  const [illinois] = await server.db
    .select({ id: regions.id })
    .from(regions)
    .where(and(eq(regions.countryCode, 'US'), eq(regions.code, 'IL')));
  if (!illinois) throw new Error('Illinois is not in the regions.');
  return illinois.id;
};

type Founder = { firstName?: string; lastName?: string; companyName?: string };

/**
 * The admin of a company of their own, as a finished sign-up leaves them (verified, shipping needs
 * stated), by the names given: signed in, but the session not used yet, so never active.
 */
export const foundedCompany = async ({
  firstName = 'Dana',
  lastName = 'Reyes',
  companyName = 'Northwind Foods',
}: Founder = {}): Promise<SignedIn> => {
  const server = await apiServer();
  const { userId, companyId } = await foundCompany(
    server.db,
    {
      name: companyName,
      primaryShipsCountry: 'US',
      companyLocationId: await illinoisId(server),
      modes: ['FTL'],
      averageFtl: '5-10',
      trailerTypes: ['dryVan'],
    },
    {
      email: uniqueEmail(firstName.toLowerCase()),
      passwordHash: 'unusable',
      firstName,
      lastName,
      phoneNumber: '+13125550177',
      isEmailVerified: true,
    },
  );
  const token = await issueToken(server.db, userId, 'session', server.clock.now());
  const account = await findAccount(server.db, userId);
  if (!account) throw new Error('The founded account is missing.');
  return {
    session: { token, user: await serializeAccount(server.db, account) },
    caller: { userId, companyId, headers: { authorization: `Token ${token}` } },
  };
};

/**
 * An invitation of `email` to the company of `admin`, sent by the server's own service (which
 * leaves the admin's session unused) at the server's time: the invitation as the team page lists
 * it, and the token of the link it e-mailed.
 */
export const invitation = async (
  admin: SignedIn,
  email: string,
  role: Role = 'booker',
): Promise<{ invitation: PendingInvitation; token: string }> => {
  const server = await apiServer();
  const before = await countMail(server.dataDir, email, INVITE_SUBJECT);
  const sent = await inviteMember(
    { ...server, limits: createRateLimiter(server.db, server.clock) },
    { id: admin.caller.userId, companyId: admin.caller.companyId, role: admin.session.user.role },
    { email, role },
  );
  const mail = await waitForMail(server.dataDir, email, INVITE_SUBJECT, before);
  return { invitation: sent, token: linkToken(mail, 'join') };
};

/** Joins through the invitation's link, as the join page does: the new member's session. */
export const acceptInvitation = async (
  token: string,
  { firstName, lastName }: { firstName: string; lastName: string },
): Promise<SessionResponse> => {
  const server = await apiServer();
  const answer = await server.app.inject({
    method: 'POST',
    url: `/api/auth/invitations/${token}/accept/`,
    payload: {
      first_name: firstName,
      last_name: lastName,
      phone_number: '+13125550190',
      password: MEMBER_PASSWORD,
    },
  });
  if (answer.statusCode !== 200)
    throw new Error(`Joining failed: ${answer.statusCode} ${answer.body}`);
  return answer.json<SessionResponse>();
};

/** A member of the company of `admin` who joined through an invitation, signed in. */
export const joinedMember = async (
  admin: SignedIn,
  role: Role,
  { firstName, lastName = 'Reyes' }: { firstName: string; lastName?: string },
): Promise<SignedIn> => {
  const { token: link } = await invitation(admin, uniqueEmail(firstName.toLowerCase()), role);
  const { token, user } = await acceptInvitation(link, { firstName, lastName });
  return {
    session: { token, user },
    caller: {
      userId: user.id,
      companyId: user.company.id,
      headers: { authorization: `Token ${token}` },
    },
  };
};

/**
 * The token of the newest verification link e-mailed to `email` after the `after` ones before
 * it, waiting for it: the server sends it after its answer.
 */
export const verificationLink = async (email: string, after = 0): Promise<string> =>
  linkToken(
    await waitForMail((await apiServer()).dataDir, email, VERIFY_SUBJECT, after),
    'verify-email',
  );

/** How many verification e-mails went to `email` so far. */
export const verificationMails = async (email: string): Promise<number> =>
  countMail((await apiServer()).dataDir, email, VERIFY_SUBJECT);

/**
 * Verifies the e-mail of someone signed in as a user would, through the link of a verification
 * e-mail sent again: what the browser remembers of them is now out of date.
 */
export const verifyElsewhere = async ({ caller, session }: SignedIn): Promise<void> => {
  const server = await apiServer();
  const before = await verificationMails(session.user.email);
  const resent = await callApi(server, caller, 'POST', '/auth/resend-verification/');
  if (resent.statusCode !== 200)
    throw new Error(`Resending failed: ${resent.statusCode} ${resent.body}`);
  const verified = await callApi(server, null, 'POST', '/auth/verify-email/', {
    token: await verificationLink(session.user.email, before),
  });
  if (verified.statusCode !== 200)
    throw new Error(`Verifying failed: ${verified.statusCode} ${verified.body}`);
};
