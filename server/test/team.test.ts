import { eq } from 'drizzle-orm';
import type { Company, InvitationPreview, PendingInvitation } from '@domain/companySchemas';
import { addDays, todayUtc } from '@domain/dates';
import { MESSAGES } from '@domain/messages';
import { refusalMessage } from '@domain/roles';
import { TEAM_MESSAGES } from '@domain/team';
import type { SessionResponse } from '@domain/types';
import { activity } from '../db/schema';
import { countMail, linkToken, waitForMail } from './outbox';
import { registeredRoutes } from './registeredRoutes';
import { book, callApi, laneCities, newMember, newShipper, type Caller } from './shipmentFixtures';
import { PASSWORD, uniqueEmail } from './signUp';
import { fixture } from './fixture';
import { secondServerFixture, testServerFixture } from './testServerFixture';

const server = testServerFixture();
const second = secondServerFixture(server);
const cities = fixture(() => laneCities(server));

const INVITE_SUBJECT = /invites you to .* on Loadline$/;

const joining = {
  first_name: 'Sam',
  last_name: 'Hill',
  phone_number: '+13125550190',
  password: PASSWORD,
};

const invite = (admin: Caller, email: string, role = 'booker') =>
  callApi(server, admin, 'POST', '/company/invitations/', { email, role });

/** Invites the address and reads the token of the link e-mailed to it. */
const invitedToken = async (admin: Caller, email: string, role = 'booker') => {
  const before = await countMail(server.dataDir, email, INVITE_SUBJECT);
  const response = await invite(admin, email, role);
  expect(response.statusCode).toBe(201);
  const mail = await waitForMail(server.dataDir, email, INVITE_SUBJECT, before);
  return { invitation: response.json<PendingInvitation>(), token: linkToken(mail, 'join') };
};

const accept = (token: string, body: object = joining) =>
  server.app.inject({
    method: 'POST',
    url: `/api/auth/invitations/${token}/accept/`,
    payload: body,
  });

const asCaller = (session: SessionResponse, companyId: number): Caller => ({
  userId: session.user.id,
  companyId,
  headers: { authorization: `Token ${session.token}` },
});

const companyOf = async (who: Caller) =>
  (await callApi(server, who, 'GET', '/company/')).json<Company>();

describe('an invitation', () => {
  it('is e-mailed, shown, accepted once, and makes a verified member of the company', async () => {
    const admin = await newShipper(server);
    const email = uniqueEmail('sam');
    const { invitation, token } = await invitedToken(admin, email);
    expect(invitation).toMatchObject({ email, role: 'booker', invited_by: { id: admin.userId } });
    expect((await companyOf(admin)).invitations.map((open) => open.email)).toEqual([email]);

    const preview = await server.app.inject({ url: `/api/auth/invitations/${token}/` });
    expect(preview.json<InvitationPreview>()).toEqual({
      company_name: 'Stone Provisions',
      inviter_name: 'Riley Stone',
      email,
      role: 'booker',
    });

    const joined = await accept(token);
    expect(joined.statusCode).toBe(200);
    const session = joined.json<SessionResponse>();
    expect(session.message).toBe(TEAM_MESSAGES.joined);
    expect(session.user).toMatchObject({
      email,
      first_name: 'Sam',
      role: 'booker',
      company: { id: admin.companyId, name: 'Stone Provisions' },
      is_email_verified: true,
      shipping_needs: { average_ftl: '5-10' },
    });
    const sam = asCaller(session, admin.companyId);
    expect((await callApi(server, sam, 'GET', '/shipper/shipments/')).statusCode).toBe(200);

    const again = await accept(token);
    expect([again.statusCode, again.json()]).toEqual([
      404,
      { message: TEAM_MESSAGES.invitationGone },
    ]);
    const company = await companyOf(admin);
    expect(company.invitations).toEqual([]);
    expect(company.members.map((member) => [member.email, member.role, member.status])).toEqual(
      expect.arrayContaining([[email, 'booker', 'active']]),
    );
    const kinds = await server.db
      .select({ kind: activity.kind, actorId: activity.actorId })
      .from(activity)
      .where(eq(activity.companyId, admin.companyId));
    expect(kinds).toEqual([
      { kind: 'member_invited', actorId: admin.userId },
      { kind: 'member_joined', actorId: sam.userId },
    ]);
  });

  it('asks for the sign-up fields with the sign-up messages', async () => {
    const admin = await newShipper(server);
    const { token } = await invitedToken(admin, uniqueEmail('fields'));
    const response = await accept(token, { password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: {
        first_name: [MESSAGES.firstNameRequired],
        last_name: [MESSAGES.lastNameRequired],
      },
    });
    expect((await accept(token)).statusCode).toBe(200);
  });

  it('made ten times at once by the same link makes one account', async () => {
    const admin = await newShipper(server);
    const { token } = await invitedToken(admin, uniqueEmail('race'));
    const answers = await Promise.all(Array.from({ length: 10 }, () => accept(token)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 404, 404, 404, 404, 404, 404, 404, 404, 404,
    ]);
  });

  it('is refused for an address with an account, or invited already, and for bad fields', async () => {
    const admin = await newShipper(server);
    const other = await newShipper(server);
    const taken = (await companyOf(other)).members[0]?.email ?? '';
    expect((await invite(admin, taken.toUpperCase())).json()).toEqual({
      errors: { email: [TEAM_MESSAGES.alreadyMember] },
    });
    const email = uniqueEmail('twice');
    await invitedToken(admin, email);
    expect((await invite(admin, email)).json()).toEqual({
      errors: { email: [TEAM_MESSAGES.alreadyInvited] },
    });
    const bad = await invite(admin, 'not-an-email', 'owner');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual(['email', 'role']);
  });

  it('resent gets a new link and kills the old one; revoked, its link is dead', async () => {
    const admin = await newShipper(server);
    const email = uniqueEmail('resend');
    const { invitation, token: first } = await invitedToken(admin, email);
    const before = await countMail(server.dataDir, email, INVITE_SUBJECT);
    const resent = await callApi(
      server,
      admin,
      'POST',
      `/company/invitations/${invitation.id}/resend/`,
    );
    expect(resent.statusCode).toBe(200);
    const second = linkToken(
      await waitForMail(server.dataDir, email, INVITE_SUBJECT, before),
      'join',
    );
    expect(second).not.toBe(first);
    expect((await server.app.inject({ url: `/api/auth/invitations/${first}/` })).statusCode).toBe(
      404,
    );
    const revoked = await callApi(
      server,
      admin,
      'DELETE',
      `/company/invitations/${invitation.id}/`,
    );
    expect(revoked.json()).toEqual({ message: TEAM_MESSAGES.revoked });
    expect((await accept(second)).statusCode).toBe(404);
    expect((await companyOf(admin)).invitations).toEqual([]);
  });

  it("of another company is a 404 to resend or revoke, and its list stays the admin's", async () => {
    const admin = await newShipper(server);
    const { invitation } = await invitedToken(admin, uniqueEmail('theirs'));
    const outsider = await newShipper(server);
    const viewer = await newMember(server, admin, 'viewer');
    for (const [method, url] of [
      ['POST', `/company/invitations/${invitation.id}/resend/`],
      ['DELETE', `/company/invitations/${invitation.id}/`],
    ] as const) {
      expect((await callApi(server, outsider, method, url)).statusCode).toBe(404);
      const refused = await callApi(server, viewer, method, url);
      expect([refused.statusCode, refused.json()]).toEqual([
        403,
        { message: refusalMessage('viewer', 'manageTeam') },
      ]);
    }
    expect((await companyOf(viewer)).invitations).toEqual([]);
    expect((await companyOf(outsider)).members).toHaveLength(1);
  });
});

describe('a member', () => {
  it('gets another role from an admin, and may not change their own', async () => {
    const admin = await newShipper(server);
    const booker = await newMember(server, admin, 'booker');
    const own = await callApi(server, booker, 'PATCH', `/company/members/${booker.userId}/`, {
      role: 'admin',
    });
    expect([own.statusCode, own.json()]).toEqual([
      403,
      { message: refusalMessage('booker', 'manageTeam') },
    ]);
    const changed = await callApi(server, admin, 'PATCH', `/company/members/${booker.userId}/`, {
      role: 'viewer',
    });
    expect(changed.json()).toMatchObject({ id: booker.userId, role: 'viewer', status: 'active' });
    const refused = await callApi(server, booker, 'POST', '/shipper/shipments/', {});
    expect(refused.json()).toEqual({ message: refusalMessage('viewer', 'createShipments') });
    const outsider = await newShipper(server);
    const theirs = await callApi(server, outsider, 'PATCH', `/company/members/${booker.userId}/`, {
      role: 'admin',
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('removed, is signed out of every route at once, and their work stays the company’s', async () => {
    const admin = await newShipper(server);
    const booker = await newMember(server, admin, 'booker');
    const booked = await book(server, booker, {
      pickupCity: cities.chicago.id,
      dropoffCity: cities.dallas.id,
      pickupDate: addDays(todayUtc(server.clock.now()), 10),
    });
    const removed = await callApi(server, admin, 'DELETE', `/company/members/${booker.userId}/`);
    expect(removed.json()).toEqual({ message: TEAM_MESSAGES.removed });
    const signedIn = registeredRoutes(server.app).filter(
      ({ path }) =>
        path.startsWith('/api/') &&
        !path.startsWith('/api/docs') &&
        !/health|metrics|config|openapi|cities|country-regions|distance-price|register|login|password-reset|set-password|verify-email|webhook|invitations\/:token|driver\/:token|public\/tracking\/:token/.test(
          path,
        ),
    );
    expect(signedIn.length).toBeGreaterThan(20);
    for (const { method, path } of signedIn) {
      const response = await server.app.inject({
        method: method as 'GET',
        url: path.replace(':id', String(booked.id)),
        headers: booker.headers,
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      expect(`${method} ${path}: ${response.statusCode}`).toBe(`${method} ${path}: 401`);
    }
    const list = await callApi(server, admin, 'GET', '/shipper/shipments/?status=all');
    expect(list.json<{ results: { id: number }[] }>().results.map((s) => s.id)).toContain(
      booked.id,
    );
    const company = await companyOf(admin);
    expect(company.members.find((member) => member.id === booker.userId)).toMatchObject({
      status: 'removed',
    });
    const again = await callApi(server, admin, 'DELETE', `/company/members/${booker.userId}/`);
    expect(again.statusCode).toBe(404);
  });

  it('who is the last admin can be neither demoted nor removed', async () => {
    const admin = await newShipper(server);
    for (const [method, body] of [
      ['PATCH', { role: 'viewer' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await callApi(
        server,
        admin,
        method,
        `/company/members/${admin.userId}/`,
        body,
      );
      expect([response.statusCode, response.json()]).toEqual([
        409,
        { message: TEAM_MESSAGES.lastAdmin },
      ]);
    }
  });
});

describe('the invitations of a company', () => {
  it('are limited a day, counted in the database, whichever server is asked', async () => {
    const admin = await newShipper(server);
    const answers = [];
    for (let n = 0; n < 51; n += 1) {
      const app = n % 2 === 0 ? server.app : second.app;
      answers.push(
        await app.inject({
          method: 'POST',
          url: '/api/company/invitations/',
          headers: admin.headers,
          payload: { email: uniqueEmail(`limit${n}`), role: 'viewer' },
        }),
      );
    }
    expect(answers.slice(0, 50).every((answer) => answer.statusCode === 201)).toBe(true);
    const refused = answers[50];
    expect(refused?.statusCode).toBe(429);
    expect(refused?.headers['retry-after']).toBeDefined();
  });
});
