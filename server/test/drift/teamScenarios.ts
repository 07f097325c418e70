import type { Company } from '@domain/companySchemas';
import type { Role } from '@domain/roles';
import type { SessionResponse } from '@domain/types';
import type { Scenario } from './scenarioApi';
import { idOf, invite, join, joining, onboard, PASSWORD } from './scenarioSteps';

/** The team: invitations, the join page's calls, roles, removals and who may do what. */
export const TEAM_SCENARIOS: Scenario[] = [
  {
    name: 'the team: an invitation sent, refused twice, resent, accepted once, and revoked',
    run: async (api) => {
      const { token } = await onboard(api, 'ada');
      await api.get('/company/', { token });
      const sam = api.email('sam');
      const invited = await invite(api, token, sam, 'booker');
      await invite(api, token, sam.toUpperCase(), 'viewer');
      await invite(api, token, api.email('ada'), 'viewer');
      await invite(api, token, 'not-an-email', 'owner' as Role);
      await api.post('/company/invitations/', { token, body: {} });
      await api.get('/company/', { token });

      const first = await api.mailToken(sam, 'invitation', 1);
      await api.get(`/auth/invitations/${first}/`);
      await api.post(`/company/invitations/${invited.body.id}/resend/`, { token });
      const second = await api.mailToken(sam, 'invitation', 2);
      await api.get(`/auth/invitations/${first}/`);
      await api.post(`/auth/invitations/${first}/accept/`, { body: joining('Sam') });
      await api.post(`/auth/invitations/${second}/accept/`, { body: { password: 'short' } });
      const joined = await api.post<SessionResponse>(`/auth/invitations/${second}/accept/`, {
        body: joining('Sam'),
      });
      await api.post(`/auth/invitations/${second}/accept/`, { body: joining('Sam') });
      await api.get(`/auth/invitations/${second}/`);
      await api.get('/auth/user/', { token: joined.body.token });
      await api.get('/company/', { token: joined.body.token });
      await api.get('/company/', { token });
      await invite(api, token, sam, 'viewer');

      const rae = api.email('rae');
      const revoked = await invite(api, token, rae, 'finance');
      const link = await api.mailToken(rae, 'invitation');
      await api.delete(`/company/invitations/${revoked.body.id}/`, { token });
      await api.delete(`/company/invitations/${revoked.body.id}/`, { token });
      await api.post(`/company/invitations/${revoked.body.id}/resend/`, { token });
      await api.get(`/auth/invitations/${link}/`);
      await api.post(`/auth/invitations/${link}/accept/`, { body: joining('Rae') });
      await api.get('/auth/invitations/no-such-token/');
      // Revoked, the address may be invited again.
      await invite(api, token, rae, 'viewer');
      await api.get('/company/', { token });
      await api.get('/company/activity/', { token });
    },
  },

  {
    name: 'the team: roles changed, the last admin kept, a member removed and signed out',
    run: async (api) => {
      const admin = await onboard(api, 'bea');
      const { token } = admin;
      const adminId = await idOf(api, token);
      const cal = await join(api, token, 'cal', 'booker');
      const vic = await join(api, token, 'vic', 'viewer');

      await api.patch(`/company/members/${cal.id}/`, { token, body: { role: 'finance' } });
      await api.patch(`/company/members/${cal.id}/`, { token, body: { role: 'finance' } });
      await api.patch(`/company/members/${cal.id}/`, { token, body: { role: 'owner' } });
      await api.patch(`/company/members/${cal.id}/`, { token, body: {} });
      await api.get('/auth/user/', { token: cal.token });
      await api.patch(`/company/members/${adminId}/`, { token, body: { role: 'viewer' } });
      await api.delete(`/company/members/${adminId}/`, { token });

      // Another admin: the first may step down, and the new one is then the last.
      await api.patch(`/company/members/${cal.id}/`, { token, body: { role: 'admin' } });
      await api.patch(`/company/members/${adminId}/`, { token, body: { role: 'booker' } });
      await api.get('/company/', { token });
      await api.delete(`/company/members/${cal.id}/`, { token: cal.token });
      await api.patch(`/company/members/${adminId}/`, {
        token: cal.token,
        body: { role: 'admin' },
      });

      await api.delete(`/company/members/${vic.id}/`, { token: cal.token });
      await api.get('/auth/user/', { token: vic.token });
      await api.get('/company/', { token: vic.token });
      await api.post('/auth/login/', { body: { email: vic.email, password: PASSWORD } });
      await api.delete(`/company/members/${vic.id}/`, { token: cal.token });
      await api.patch(`/company/members/${vic.id}/`, {
        token: cal.token,
        body: { role: 'admin' },
      });
      await invite(api, cal.token, vic.email, 'viewer');
      await api.get('/company/', { token: cal.token });
      await api.get('/company/', { token });
      await api.get('/company/activity/', { token });
    },
  },

  {
    name: "the team: a viewer is refused every change, and another company's ids are not found",
    run: async (api) => {
      const { token } = await onboard(api, 'cy');
      const dee = await join(api, token, 'dee', 'viewer');
      const pending = await invite(api, token, api.email('eve'), 'booker');
      await api.get('/company/', { token: dee.token });
      await invite(api, dee.token, api.email('fay'), 'booker');
      await api.post('/company/invitations/', { token: dee.token, body: {} });
      await api.post(`/company/invitations/${pending.body.id}/resend/`, { token: dee.token });
      await api.delete(`/company/invitations/${pending.body.id}/`, { token: dee.token });
      await api.patch(`/company/members/${dee.id}/`, { token: dee.token, body: { role: 'admin' } });
      await api.delete(`/company/members/${dee.id}/`, { token: dee.token });
      await api.get('/company/');
      await api.post('/company/invitations/', { body: {} });

      const other = await onboard(api, 'gus');
      const theirs = await api.get<Company>('/company/', { token: other.token });
      const theirAdmin = theirs.body.members[0]?.id ?? 0;
      await api.post(`/company/invitations/${pending.body.id}/resend/`, { token: other.token });
      await api.delete(`/company/invitations/${pending.body.id}/`, { token: other.token });
      await api.patch(`/company/members/${dee.id}/`, {
        token: other.token,
        body: { role: 'admin' },
      });
      await api.delete(`/company/members/${dee.id}/`, { token: other.token });
      await api.patch(`/company/members/${theirAdmin}/`, { token, body: { role: 'viewer' } });
      for (const id of ['abc', '0', '99999999', '2147483648']) {
        await api.post(`/company/invitations/${id}/resend/`, { token });
        await api.delete(`/company/members/${id}/`, { token });
      }

      // Both companies invite one address: the first accepted makes the account.
      const hal = api.email('hal');
      await invite(api, token, hal, 'booker');
      const ours = await api.mailToken(hal, 'invitation', 1);
      await invite(api, other.token, hal, 'viewer');
      const another = await api.mailToken(hal, 'invitation', 2);
      await api.post(`/auth/invitations/${ours}/accept/`, { body: joining('Hal') });
      await api.post(`/auth/invitations/${another}/accept/`, { body: joining('Hal') });
      await api.get(`/auth/invitations/${another}/`);
      await api.get('/company/', { token: other.token });
    },
  },
];
