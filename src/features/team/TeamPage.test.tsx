import { waitFor, within } from '@testing-library/react';
import { TEAM_MESSAGES } from '@domain/team';
import { seedInvitation, seedMember, seedUser } from '../../../mocks/db';
import { db } from '../../../mocks/db/store';
import { chooseOption } from '../../testing/chooseOption';
import { renderApp, screen } from '../../testing/renderWithProviders';

/** Dana, admin of Northwind Foods, with Bo, a booker. */
const company = () => {
  const admin = seedUser({ first_name: 'Dana', company_name: 'Northwind Foods' });
  const booker = seedMember(admin.user.id, 'booker', {
    first_name: 'Bo',
    email: 'bo@example.test',
  });
  return { admin, booker };
};

/** The row of a table that holds this text. */
const rowOf = async (text: string) => {
  const cell = await screen.findByRole('cell', { name: text });
  const row = cell.closest('tr');
  if (!row) throw new Error(`No row holds ${text}.`);
  return within(row);
};

const toast = (text: string) => screen.findByText(text, { selector: '.ant-alert-title' });

describe('The team page', () => {
  it('is reached from the user menu and shows a viewer the members, read-only', async () => {
    const { admin } = company();
    seedInvitation(admin.user.id, 'pending@example.test');
    const viewer = seedMember(admin.user.id, 'viewer', { first_name: 'Vi' });
    const { user, router } = renderApp({ route: '/dashboard', session: viewer });
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
    expect(screen.queryByText('pending@example.test')).not.toBeInTheDocument();
  });

  it('lets an admin invite a member, and lists the invitation', async () => {
    const { admin } = company();
    const { user } = renderApp({ route: '/settings/team', session: admin });
    expect(await screen.findByText('No pending invitations')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Invite member/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite member' }));
    await user.type(dialog.getByLabelText('Email'), 'sam@example.test');
    await chooseOption(user, dialog.getByRole('combobox', { name: 'Role' }), 'Finance');
    expect(dialog.getByText(/billing, invoices and exports/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));

    expect(await toast(TEAM_MESSAGES.invited)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await rowOf('sam@example.test');
    expect(row.getByRole('cell', { name: 'Finance' })).toBeInTheDocument();
    expect(row.getByRole('cell', { name: 'Dana Reyes' })).toBeInTheDocument();
    expect(
      row.getByRole('button', { name: 'Resend the invitation to sam@example.test' }),
    ).toBeVisible();
  });

  it('puts the server’s refusal of an invitation on the e-mail field', async () => {
    const { admin } = company();
    const { user } = renderApp({ route: '/settings/team', session: admin });
    await user.click(await screen.findByRole('button', { name: /Invite member/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite member' }));
    await user.type(dialog.getByLabelText('Email'), 'bo@example.test');
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await dialog.findByText(TEAM_MESSAGES.alreadyMember)).toBeInTheDocument();
    expect(dialog.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('lets an admin change a member’s role', async () => {
    const { admin, booker } = company();
    const { user } = renderApp({ route: '/settings/team', session: admin });
    const role = await screen.findByRole('combobox', { name: 'Role of Bo Reyes' });
    await chooseOption(user, role, 'Finance');
    expect(await toast(TEAM_MESSAGES.roleChanged)).toBeInTheDocument();
    await waitFor(() =>
      expect(db.users.find(({ id }) => id === booker.user.id)?.role).toBe('finance'),
    );
  });

  it('removes a member once the admin confirms, naming them, and lists them as removed', async () => {
    const { admin, booker } = company();
    const { user } = renderApp({ route: '/settings/team', session: admin });
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
    expect(db.sessions.has(booker.token)).toBe(false);
  });

  it('tells an admin that the last admin stays one', async () => {
    const { admin } = company();
    const { user } = renderApp({ route: '/settings/team', session: admin });
    const role = await screen.findByRole('combobox', { name: 'Role of Dana Reyes' });
    await chooseOption(user, role, 'Viewer');
    expect(await toast(TEAM_MESSAGES.lastAdmin)).toBeInTheDocument();
    expect((await rowOf('Dana Reyes')).getByTitle('Admin')).toBeInTheDocument();
  });

  it('shows an expired invitation as such, resends it and revokes it', async () => {
    const { admin } = company();
    const { invitation } = seedInvitation(admin.user.id, 'late@example.test');
    const stored = db.invitations.find(({ id }) => id === invitation.id);
    if (stored) stored.expiresAt = new Date(Date.now() - 1000).toISOString();
    const { user } = renderApp({ route: '/settings/team', session: admin });
    const row = await rowOf('late@example.test');
    expect(row.getByText('Expired')).toBeInTheDocument();

    await user.click(
      row.getByRole('button', { name: 'Resend the invitation to late@example.test' }),
    );
    expect(await toast(TEAM_MESSAGES.resent)).toBeInTheDocument();
    await waitFor(() => expect(row.queryByText('Expired')).not.toBeInTheDocument());

    await user.click(
      row.getByRole('button', { name: 'Revoke the invitation to late@example.test' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    expect(await toast(TEAM_MESSAGES.revoked)).toBeInTheDocument();
    expect(await screen.findByText('No pending invitations')).toBeInTheDocument();
  });

  it('refuses to invite an address whose domain has no top-level part', async () => {
    const { admin } = company();
    const { user } = renderApp({ route: '/settings/team', session: admin });
    await user.click(await screen.findByRole('button', { name: /Invite member/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite member' }));
    expect(dialog.getByLabelText('Email')).toHaveAttribute('maxlength', '254');
    await user.type(dialog.getByLabelText('Email'), 'tom.becker@acmefoods');
    await user.click(dialog.getByRole('button', { name: 'Send invitation' }));
    expect(await dialog.findByText('Please enter a valid email address')).toBeInTheDocument();
  });
});
