import type { Company, PendingInvitation } from '@domain/companySchemas';
import { MESSAGES } from '@domain/messages';
import { TEAM_MESSAGES } from '@domain/team';
import { lastResetToken, seedInvitation, seedMember, seedUser } from './db';
import { INVITATIONS_PER_DAY } from './db/invitations';
import { db } from './db/store';
import { call } from './testing/callApi';
import { clockAtNoonUtc } from './testing/clock';

/*
 * The team's rules the drift suite cannot reach on the server in a test's time: the daily limit,
 * expiry, and what the e-mail carries. The rest is compared with the server there.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const joining = {
  first_name: 'Sam',
  last_name: 'Hill',
  phone_number: '+13125550190',
  password: 'Secret123',
};

const invite = (token: string, email: string) =>
  call<PendingInvitation>('/company/invitations/', {
    method: 'POST',
    token,
    body: { email, role: 'viewer' },
  });

const companyOf = async (token: string) => (await call<Company>('/company/', { token })).body;

describe('the mocked API’s team', () => {
  afterEach(() => jest.useRealTimers());

  it('e-mails an invitation with a link to the join page', async () => {
    const admin = seedUser({ first_name: 'Dana', company_name: 'Northwind' });
    await invite(admin.token, 'sam@example.test');
    expect(db.invitationMails).toEqual([
      {
        to: 'sam@example.test',
        subject: 'Dana Reyes invites you to Northwind on Loadline',
        link: expect.stringMatching(/^\/join\/[A-Za-z0-9_-]{43}$/),
        token: expect.any(String),
      },
    ]);
  });

  it(`sends at most ${INVITATIONS_PER_DAY} invitations and resends a company a day`, async () => {
    const admin = seedUser();
    for (let n = 0; n < INVITATIONS_PER_DAY; n += 1)
      expect((await invite(admin.token, `invitee${n}@example.test`)).status).toBe(201);
    const response = await fetch('http://localhost/api/company/invitations/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Token ${admin.token}` },
      body: JSON.stringify({ email: 'one-more@example.test', role: 'viewer' }),
    });
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({
      message: 'Too many attempts. Try again in 1440 minute(s).',
    });
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(DAY_MS / 1000 - 60);
    const [first] = (await companyOf(admin.token)).invitations;
    const resent = await call(`/company/invitations/${first?.id ?? 0}/resend/`, {
      method: 'POST',
      token: admin.token,
    });
    expect(resent.status).toBe(429);
    // Another company counts its own.
    expect((await invite(seedUser().token, 'elsewhere@example.test')).status).toBe(201);
  });

  it('keeps an expired invitation listed with a dead link, until resent or replaced', async () => {
    clockAtNoonUtc();
    const admin = seedUser();
    const expired = seedInvitation(admin.user.id, 'late@example.test');
    const replaced = seedInvitation(admin.user.id, 'again@example.test');
    jest.setSystemTime(Date.now() + 8 * DAY_MS);

    const gone = { status: 404, body: { message: TEAM_MESSAGES.invitationGone } };
    expect(await call(`/auth/invitations/${expired.token}/`)).toEqual(gone);
    expect(
      await call(`/auth/invitations/${expired.token}/accept/`, { method: 'POST', body: joining }),
    ).toEqual(gone);
    expect((await companyOf(admin.token)).invitations.map(({ id }) => id)).toEqual([
      expired.invitation.id,
      replaced.invitation.id,
    ]);

    const resent = await call<PendingInvitation>(
      `/company/invitations/${expired.invitation.id}/resend/`,
      { method: 'POST', token: admin.token },
    );
    expect(Date.parse(resent.body.expires_at) - Date.now()).toBeGreaterThan(7 * DAY_MS - 60_000);
    const newest = db.invitationMails.at(-1)?.token ?? '';
    expect((await call(`/auth/invitations/${newest}/`)).status).toBe(200);

    const second = await invite(admin.token, 'again@example.test');
    expect(second.status).toBe(201);
    expect((await companyOf(admin.token)).invitations.map(({ id }) => id)).toEqual([
      expired.invitation.id,
      second.body.id,
    ]);
  });

  it('lets a removed member neither sign in nor reset the password, and lists them last', async () => {
    const admin = seedUser({ first_name: 'Zoe' });
    const booker = seedMember(admin.user.id, 'booker', {
      email: 'amy@example.test',
      first_name: 'Amy',
    });
    const removed = await call(`/company/members/${booker.user.id}/`, {
      method: 'DELETE',
      token: admin.token,
    });
    expect(removed.body).toEqual({ message: TEAM_MESSAGES.removed });

    expect(await call('/auth/user/', { token: booker.token })).toEqual({
      status: 401,
      body: { message: MESSAGES.invalidToken },
    });
    const login = await call('/auth/login/', {
      method: 'POST',
      body: { email: 'amy@example.test', password: 'Shipper123' },
    });
    expect(login.body).toEqual({ errors: { non_field_errors: [MESSAGES.invalidCredentials] } });
    await call('/auth/password-reset/request/', {
      method: 'POST',
      body: { email: 'amy@example.test' },
    });
    expect(() => lastResetToken('amy@example.test')).toThrow();

    const { members } = await companyOf(admin.token);
    expect(members.map(({ first_name, status }) => [first_name, status])).toEqual([
      ['Zoe', 'active'],
      ['Amy', 'removed'],
    ]);
  });
});
