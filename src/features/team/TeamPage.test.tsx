import { waitFor, within } from '@testing-library/react';
import type { Company } from '@domain/companySchemas';
import { TEAM_MESSAGES } from '@domain/team';
import { callApi } from '../../../server/test/shipmentFixtures';
import { uniqueEmail } from '../../../server/test/signUp';
import { apiServer } from '../../../mocks/server/apiServer';
import {
  atServerTime,
  foundedCompany,
  invitation,
  joinedMember,
} from '../../../mocks/server/arrange/accounts';
import type { SignedIn } from '../../../mocks/server/sessions';
import { startApiServer } from '../../../mocks/server/apiServer';
import { chooseOption } from '../../testing/chooseOption';
import { renderApp, screen } from '../../testing/renderWithProviders';

beforeAll(startApiServer);

/** Dana, admin of Northwind Foods, with Bo, a booker. */
const company = async () => {
  const admin = await foundedCompany({ firstName: 'Dana', companyName: 'Northwind Foods' });
  const booker = await joinedMember(admin, 'booker', { firstName: 'Bo' });
  return { admin, booker };
};

/** The company as the server keeps it, read by its admin. */
const companyOf = async (admin: SignedIn): Promise<Company> =>
  (await callApi(await apiServer(), admin.caller, 'GET', '/company/')).json<Company>();

/** The row of a table that holds this text. */
const rowOf = async (text: string) => {
  const cell = await screen.findByRole('cell', { name: text });
  const row = cell.closest('tr');
  if (!row) throw new Error(`No row holds ${text}.`);
  return within(row);
};

const toast = (text: string) => screen.findByText(text, { selector: '.ant-alert-title' });

const DAY_MS = 24 * 60 * 60 * 1000;

describe('The team page', () => {
  it('is reached from the user menu and shows a viewer the members, read-only', async () => {
    const { admin } = await company();
    const pending = uniqueEmail('pending');
    await invitation(admin, pending);
    const viewer = await joinedMember(admin, 'viewer', { firstName: 'Vi' });
    const { user, router } = renderApp({ route: '/dashboard', session: viewer.session });
    await user.click(await screen.findByRole('button', { name: 'Account menu for Vi' }));
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Team' }));
    await waitFor(() => expect(router.pathname).toBe('/settings/team'));

    const dana = await rowOf('Dana Reyes');
    expect(dana.getByRole('cell', { name: 'Admin' })).toBeInTheDocument();
    expect(dana.getByRole('cell', { name: 'Never' })).toBeInTheDocument();
    expect((await rowOf('Bo Reyes')).getByText('Active')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Invite member/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Pending invitations')).not.toBeInTheDocument();
    expect(screen.queryByText(pending)).not.toBeInTheDocument();
  });

  it('lets an admin invite a member, and lists the invitation', async () => {
    const { admin } = await company();
    const sam = uniqueEmail('sam');
    const { user } = renderApp({ route: '/settings/team', session: admin.session });
    expect(await screen.findByText('No pending invitations')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Invite member/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite member' }));
    await user.type(dialog.getByLabelText('Email'), sam);
    await chooseOption(user, dialog.getByRole('combobox', { name: 'Role' }), 'Finance');
    expect(dialog.getByText(/billing, invoices and exports/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));

    expect(await toast(TEAM_MESSAGES.invited)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await rowOf(sam);
    expect(row.getByRole('cell', { name: 'Finance' })).toBeInTheDocument();
    expect(row.getByRole('cell', { name: 'Dana Reyes' })).toBeInTheDocument();
    expect(row.getByRole('button', { name: `Resend the invitation to ${sam}` })).toBeVisible();
  });

  it('puts the server’s refusal of an invitation on the e-mail field', async () => {
    const { admin, booker } = await company();
    const { user } = renderApp({ route: '/settings/team', session: admin.session });
    await user.click(await screen.findByRole('button', { name: /Invite member/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite member' }));
    await user.type(dialog.getByLabelText('Email'), booker.session.user.email);
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await dialog.findByText(TEAM_MESSAGES.alreadyMember)).toBeInTheDocument();
    expect(dialog.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('lets an admin change a member’s role', async () => {
    const { admin, booker } = await company();
    const { user } = renderApp({ route: '/settings/team', session: admin.session });
    const role = await screen.findByRole('combobox', { name: 'Role of Bo Reyes' });
    await chooseOption(user, role, 'Finance');
    expect(await toast(TEAM_MESSAGES.roleChanged)).toBeInTheDocument();
    const members = (await companyOf(admin)).members;
    expect(members.find(({ id }) => id === booker.caller.userId)?.role).toBe('finance');
  });

  it('removes a member once the admin confirms, naming them, and lists them as removed', async () => {
    const { admin, booker } = await company();
    const { user } = renderApp({ route: '/settings/team', session: admin.session });
    await user.click(await screen.findByRole('button', { name: 'Remove Bo Reyes' }));
    expect(await screen.findByText('Remove Bo Reyes?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));

    expect(await toast(TEAM_MESSAGES.removed)).toBeInTheDocument();
    const row = await waitFor(async () => {
      const found = await rowOf('Bo Reyes');
      expect(found.getByText('Removed')).toBeInTheDocument();
      return found;
    });
    expect(row.queryByRole('combobox')).not.toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'Remove Bo Reyes' })).not.toBeInTheDocument();
    // The removed member's session ended with the removal.
    expect((await callApi(await apiServer(), booker.caller, 'GET', '/auth/user/')).statusCode).toBe(
      401,
    );
  });

  it('tells an admin that the last admin stays one', async () => {
    const { admin } = await company();
    const { user } = renderApp({ route: '/settings/team', session: admin.session });
    const role = await screen.findByRole('combobox', { name: 'Role of Dana Reyes' });
    await chooseOption(user, role, 'Viewer');
    expect(await toast(TEAM_MESSAGES.lastAdmin)).toBeInTheDocument();
    expect((await rowOf('Dana Reyes')).getByTitle('Admin')).toBeInTheDocument();
  });

  it('shows an expired invitation as such, resends it and revokes it', async () => {
    const { admin } = await company();
    const late = uniqueEmail('late');
    // Sent eight days ago: an invitation's link works for seven.
    const { clock } = await apiServer();
    await atServerTime(new Date(clock.now().getTime() - 8 * DAY_MS), () => invitation(admin, late));
    const { user } = renderApp({ route: '/settings/team', session: admin.session });
    const row = await rowOf(late);
    expect(row.getByText('Expired')).toBeInTheDocument();

    await user.click(row.getByRole('button', { name: `Resend the invitation to ${late}` }));
    expect(await toast(TEAM_MESSAGES.resent)).toBeInTheDocument();
    await waitFor(() => expect(row.queryByText('Expired')).not.toBeInTheDocument());

    await user.click(row.getByRole('button', { name: `Revoke the invitation to ${late}` }));
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    expect(await toast(TEAM_MESSAGES.revoked)).toBeInTheDocument();
    expect(await screen.findByText('No pending invitations')).toBeInTheDocument();
  });

  it('refuses to invite an address whose domain has no top-level part', async () => {
    const { admin } = await company();
    const { user } = renderApp({ route: '/settings/team', session: admin.session });
    await user.click(await screen.findByRole('button', { name: /Invite member/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite member' }));
    expect(dialog.getByLabelText('Email')).toHaveAttribute('maxlength', '254');
    await user.type(dialog.getByLabelText('Email'), 'tom.becker@acmefoods');
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await dialog.findByText('Please enter a valid email address')).toBeInTheDocument();
  });
});
