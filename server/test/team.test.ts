import { eq } from 'drizzle-orm';
import type { Company, InvitationPreview, PendingInvitation } from '@domain/companySchemas';
import { addDays, todayUtc } from '@domain/dates';
import { MESSAGES } from '@domain/messages';
import { ROLES, refusalMessage } from '@domain/roles';
import { INVITATION_TTL_DAYS, TEAM_MESSAGES } from '@domain/team';
import type { SessionResponse } from '@domain/types';
import { validChoice } from '@domain/validChoice';
import { activity } from '../db/schema';
import { countMail, linkToken, RESET_SUBJECT, waitForMail } from './outbox';
import { registeredRoutes } from './registeredRoutes';
import { book, callApi, laneCities, newMember, newShipper, type Caller } from './shipmentFixtures';
import { PASSWORD, uniqueEmail } from './signUp';
import { fixture } from './fixture';
import { secondServerFixture, testServerFixture } from './testServerFixture';

const server = testServerFixture();
const second = secondServerFixture(server);
const cities = fixture(() => laneCities(server));

const INVITE_SUBJECT = /invites you to .* on Loadline$/;
const DAY_MS = 24 * 60 * 60 * 1000;

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

describe('an invitation, further', () => {
  it('is e-mailed in the name of whoever invites, to the company, with a link to the join page', async () => {
    const admin = await newShipper(server);
    const email = uniqueEmail('mailed');
    const { token } = await invitedToken(admin, email);
    const mail = await waitForMail(server.dataDir, email, INVITE_SUBJECT);
    expect(mail.subject).toBe('Riley Stone invites you to Stone Provisions on Loadline');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain(`${server.config.appUrl}/join/${token}\n`);
  });

  it('expired, stays listed with a dead link, until resent for another week or replaced', async () => {
    const start = server.clock.now();
    try {
      const admin = await newShipper(server);
      const late = uniqueEmail('late');
      const again = uniqueEmail('again');
      const { invitation: expired, token } = await invitedToken(admin, late, 'viewer');
      const { invitation: replaced } = await invitedToken(admin, again, 'viewer');
      server.clock.advance((INVITATION_TTL_DAYS + 1) * DAY_MS);

      const gone = [404, { message: TEAM_MESSAGES.invitationGone }];
      const preview = await server.app.inject({ url: `/api/auth/invitations/${token}/` });
      expect([preview.statusCode, preview.json()]).toEqual(gone);
      const joined = await accept(token);
      expect([joined.statusCode, joined.json()]).toEqual(gone);
      const listed = async () => (await companyOf(admin)).invitations.map(({ id }) => id);
      expect(await listed()).toEqual([expired.id, replaced.id]);

      const before = await countMail(server.dataDir, late, INVITE_SUBJECT);
      const resent = await callApi(
        server,
        admin,
        'POST',
        `/company/invitations/${expired.id}/resend/`,
      );
      expect(resent.statusCode).toBe(200);
      expect(Date.parse(resent.json<PendingInvitation>().expires_at)).toBe(
        server.clock.now().getTime() + INVITATION_TTL_DAYS * DAY_MS,
      );
      const fresh = linkToken(
        await waitForMail(server.dataDir, late, INVITE_SUBJECT, before),
        'join',
      );
      expect((await server.app.inject({ url: `/api/auth/invitations/${fresh}/` })).statusCode).toBe(
        200,
      );

      const second = await invite(admin, again, 'viewer');
      expect(second.statusCode).toBe(201);
      expect(await listed()).toEqual([expired.id, second.json<PendingInvitation>().id]);
    } finally {
      server.clock.set(start);
    }
  });

  it('revoked, is a 404 to revoke or resend again, and the address may be invited anew', async () => {
    const admin = await newShipper(server);
    const email = uniqueEmail('rae');
    const { invitation, token } = await invitedToken(admin, email, 'finance');
    expect((await invite(admin, email.toUpperCase(), 'viewer')).json()).toEqual({
      errors: { email: [TEAM_MESSAGES.alreadyInvited] },
    });
    const path = `/company/invitations/${invitation.id}/`;
    expect((await callApi(server, admin, 'DELETE', path)).json()).toEqual({
      message: TEAM_MESSAGES.revoked,
    });
    for (const [method, url] of [
      ['DELETE', path],
      ['POST', `${path}resend/`],
    ] as const) {
      const response = await callApi(server, admin, method, url);
      expect([method, response.statusCode, response.json()]).toEqual([
        method,
        404,
        { message: MESSAGES.notFound },
      ]);
    }
    const joined = await accept(token);
    expect([joined.statusCode, joined.json()]).toEqual([
      404,
      { message: TEAM_MESSAGES.invitationGone },
    ]);
    expect((await invite(admin, email, 'viewer')).statusCode).toBe(201);
    expect((await companyOf(admin)).invitations.map((open) => [open.email, open.role])).toEqual([
      [email, 'viewer'],
    ]);
  });

  it('of one address by two companies: the first accepted makes the account, the other then says it has one', async () => {
    const ours = await newShipper(server);
    const theirs = await newShipper(server);
    const email = uniqueEmail('hal');
    const { token: first } = await invitedToken(ours, email);
    const { token: second } = await invitedToken(theirs, email, 'viewer');
    expect((await accept(first)).statusCode).toBe(200);
    const refused = await accept(second);
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { errors: { email: [TEAM_MESSAGES.alreadyMember] } },
    ]);
    const preview = await server.app.inject({ url: `/api/auth/invitations/${second}/` });
    expect(preview.json<InvitationPreview>()).toMatchObject({ email, role: 'viewer' });
    expect((await companyOf(theirs)).members).toHaveLength(1);
    expect((await companyOf(ours)).members.map((member) => member.email)).toContain(email);
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

  it('keeps a role given again, and is refused a role that is none of the four', async () => {
    const admin = await newShipper(server);
    const booker = await newMember(server, admin, 'booker');
    const path = `/company/members/${booker.userId}/`;
    for (let round = 0; round < 2; round += 1) {
      const changed = await callApi(server, admin, 'PATCH', path, { role: 'finance' });
      expect([changed.statusCode, changed.json()]).toMatchObject([200, { role: 'finance' }]);
    }
    for (const body of [{ role: 'owner' }, {}]) {
      const refused = await callApi(server, admin, 'PATCH', path, body);
      expect([refused.statusCode, refused.json()]).toEqual([
        400,
        { errors: { role: [validChoice(ROLES)] } },
      ]);
    }
    const me = await callApi(server, booker, 'GET', '/auth/user/');
    expect(me.json()).toMatchObject({ role: 'finance' });
  });

  it('made an admin lets the admin before step down, and is then the last admin', async () => {
    const first = await newShipper(server);
    const next = await newMember(server, first, 'booker');
    const patch = (who: Caller, id: number, role: string) =>
      callApi(server, who, 'PATCH', `/company/members/${id}/`, { role });
    expect((await patch(first, next.userId, 'admin')).statusCode).toBe(200);
    expect((await patch(first, first.userId, 'booker')).json()).toMatchObject({ role: 'booker' });
    const lastAdmin = [409, { message: TEAM_MESSAGES.lastAdmin }];
    const leaving = await callApi(server, next, 'DELETE', `/company/members/${next.userId}/`);
    expect([leaving.statusCode, leaving.json()]).toEqual(lastAdmin);
    const demoting = await patch(next, next.userId, 'viewer');
    expect([demoting.statusCode, demoting.json()]).toEqual(lastAdmin);
    expect((await patch(next, first.userId, 'admin')).json()).toMatchObject({ role: 'admin' });
  });

  it('removed, can neither sign in nor get a reset link, is listed after the active members, and stays one address of theirs', async () => {
    const admin = await newShipper(server);
    const email = uniqueEmail('amy');
    const { token } = await invitedToken(admin, email, 'booker');
    const amy = asCaller(
      (await accept(token, { ...joining, first_name: 'Amy' })).json<SessionResponse>(),
      admin.companyId,
    );
    const removed = await callApi(server, admin, 'DELETE', `/company/members/${amy.userId}/`);
    expect(removed.json()).toEqual({ message: TEAM_MESSAGES.removed });

    expect((await callApi(server, amy, 'GET', '/auth/user/')).json()).toEqual({
      message: MESSAGES.invalidToken,
    });
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email, password: PASSWORD },
    });
    expect([login.statusCode, login.json()]).toEqual([
      400,
      { errors: { non_field_errors: [MESSAGES.invalidCredentials] } },
    ]);
    const reset = (address: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request/',
        payload: { email: address },
      });
    expect((await reset(email)).statusCode).toBe(200);
    // Once a later request's e-mail is out, the removed member's would have been too.
    const adminEmail = (await companyOf(admin)).members.find(
      ({ id }) => id === admin.userId,
    )?.email;
    if (!adminEmail) throw new Error('The admin is not listed.');
    await reset(adminEmail);
    await waitForMail(server.dataDir, adminEmail, RESET_SUBJECT);
    expect(await countMail(server.dataDir, email, RESET_SUBJECT)).toBe(0);

    const { members } = await companyOf(admin);
    expect(members.map(({ first_name, status }) => [first_name, status])).toEqual([
      ['Riley', 'active'],
      ['Amy', 'removed'],
    ]);
    const patched = await callApi(server, admin, 'PATCH', `/company/members/${amy.userId}/`, {
      role: 'admin',
    });
    expect(patched.statusCode).toBe(404);
    expect((await invite(admin, email, 'viewer')).json()).toEqual({
      errors: { email: [TEAM_MESSAGES.alreadyMember] },
    });
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
    expect(refused?.json()).toEqual({ message: 'Too many attempts. Try again in 1440 minute(s).' });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(DAY_MS / 1000 - 60);
    // A resend is one more sending of the day; another company counts its own.
    const [first] = (await companyOf(admin)).invitations;
    const resent = await callApi(
      server,
      admin,
      'POST',
      `/company/invitations/${first?.id ?? 0}/resend/`,
    );
    expect(resent.statusCode).toBe(429);
    const other = await newShipper(server);
    expect((await invite(other, uniqueEmail('elsewhere'), 'viewer')).statusCode).toBe(201);
  });
});
