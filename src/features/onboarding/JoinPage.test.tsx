import { waitFor } from '@testing-library/react';
import { MESSAGES } from '@domain/messages';
import { TEAM_MESSAGES } from '@domain/team';
import { seedInvitation, seedUser } from '../../../mocks/db';
import { acceptInvitation } from '../../../mocks/db/invitations';
import { currentPath, renderApp, screen } from '../../testing/renderWithProviders';
import { findAccountByEmail } from '../../../mocks/db/users';
import { expectEveryPhoneFormatTaken } from '../../testing/typedPhones';

type User = ReturnType<typeof renderApp>['user'];

/** Northwind's admin invites sam@example.test as a booker: the link's token. */
const invitation = () => {
  const admin = seedUser({ first_name: 'Dana', company_name: 'Northwind Foods' });
  return seedInvitation(admin.user.id, 'sam@example.test', 'booker').token;
};

const fill = async (user: User) => {
  for (const [label, value] of [
    ['First name', 'Sam'],
    ['Last name', 'Hill'],
    ['Phone number', '+13125550190'],
    ['Password', 'Secure123'],
  ] as const)
    await user.type(await screen.findByLabelText(label), value);
};

describe('The join page', () => {
  it('shows who invites whom, then joins and lands on the dashboard as the new member', async () => {
    const token = invitation();
    const { user, router } = renderApp({ route: `/join/${token}` });
    expect(
      await screen.findByText('Dana Reyes invites you to join Northwind Foods as Booker.'),
    ).toBeInTheDocument();
    const address = screen.getByLabelText('Email');
    expect(address).toHaveValue('sam@example.test');
    expect(address).toHaveAttribute('readonly');

    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Join Northwind Foods' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(await screen.findByTestId('company-name')).toHaveTextContent('Northwind Foods');
    expect(screen.getByRole('button', { name: 'Account menu for Sam' })).toBeInTheDocument();
  });

  it('asks for the sign-up fields with the sign-up messages', async () => {
    const { user } = renderApp({ route: `/join/${invitation()}` });
    await user.click(await screen.findByRole('button', { name: 'Join Northwind Foods' }));
    for (const message of [
      MESSAGES.firstNameRequired,
      MESSAGES.lastNameRequired,
      MESSAGES.phoneRequired,
      MESSAGES.passwordRequired,
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone number'), '0123');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.tab();
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordTooShort)).toBeInTheDocument();
  });

  it('says a link used already is no longer valid, with the way to sign in', async () => {
    const token = invitation();
    acceptInvitation(token, {
      first_name: 'Sam',
      last_name: 'Hill',
      phone_number: '+13125550190',
      password: 'Secure123',
    });
    renderApp({ route: `/join/${token}` });
    expect(await screen.findByText(TEAM_MESSAGES.invitationGone)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
  });

  it('asks someone signed in as another account to sign out first', async () => {
    const token = invitation();
    const other = seedUser({ email: 'riley@example.test' });
    const { user } = renderApp({ route: `/join/${token}`, session: other });
    expect(await screen.findByText('You are signed in as riley@example.test.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join Northwind Foods' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('button', { name: 'Join Northwind Foods' })).toBeInTheDocument();
  });

  it('takes the phone number however it is typed, and stores it normalised', async () => {
    const { user, router } = renderApp({ route: `/join/${invitation()}` });
    await expectEveryPhoneFormatTaken(user, await screen.findByLabelText('Phone number'));
    await fill(user);
    const phone = screen.getByLabelText('Phone number');
    await user.clear(phone);
    await user.type(phone, '+44 20 7946 0958');
    await user.click(screen.getByRole('button', { name: 'Join Northwind Foods' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(findAccountByEmail('sam@example.test')?.phone_number).toBe('+442079460958');
  });
});
