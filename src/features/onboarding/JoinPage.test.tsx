import { waitFor } from '@testing-library/react';
import { MESSAGES } from '@domain/messages';
import { TEAM_MESSAGES } from '@domain/team';
import type { SessionResponse } from '@domain/types';
import { uniqueEmail } from '../../../server/test/signUp';
import { apiServer } from '../../../mocks/server/apiServer';
import {
  acceptInvitation,
  foundedCompany,
  invitation,
} from '../../../mocks/server/arrange/accounts';
import { signedInShipper } from '../../../mocks/server/sessions';
import { startApiServer } from '../../../mocks/server/apiServer';
import { currentPath, renderApp, screen } from '../../testing/renderWithProviders';
import { expectEveryPhoneFormatTaken } from '../../testing/typedPhones';

beforeAll(startApiServer);

type User = ReturnType<typeof renderApp>['user'];

const PASSWORD = 'Secure123';

/** Dana Reyes, admin of Northwind Foods, invites a new address as a booker: it, and the link's token. */
const invited = async () => {
  const admin = await foundedCompany({ firstName: 'Dana', companyName: 'Northwind Foods' });
  const email = uniqueEmail('sam');
  return { email, token: (await invitation(admin, email, 'booker')).token };
};

const fill = async (user: User) => {
  for (const [label, value] of [
    ['First name', 'Sam'],
    ['Last name', 'Hill'],
    ['Phone number', '+13125550190'],
    ['Password', PASSWORD],
  ] as const)
    await user.type(await screen.findByLabelText(label), value);
};

/** The account of the address as the server keeps it, read by signing in with its password. */
const accountOf = async (email: string) => {
  const answer = await (
    await apiServer()
  ).app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email, password: PASSWORD },
  });
  if (answer.statusCode !== 200)
    throw new Error(`Signing in failed: ${answer.statusCode} ${answer.body}`);
  return answer.json<SessionResponse>().user;
};

describe('The join page', () => {
  it('shows who invites whom, then joins and lands on the dashboard as the new member', async () => {
    const { email, token } = await invited();
    const { user, router } = renderApp({ route: `/join/${token}` });
    expect(
      await screen.findByText('Dana Reyes invites you to join Northwind Foods as Booker.'),
    ).toBeInTheDocument();
    const address = screen.getByLabelText('Email');
    expect(address).toHaveValue(email);
    expect(address).toHaveAttribute('readonly');

    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Join Northwind Foods' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(await screen.findByTestId('company-name')).toHaveTextContent('Northwind Foods');
    expect(screen.getByRole('button', { name: 'Account menu for Sam' })).toBeInTheDocument();
  });

  it('asks for the sign-up fields with the sign-up messages', async () => {
    const { user } = renderApp({ route: `/join/${(await invited()).token}` });
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
    const { token } = await invited();
    await acceptInvitation(token, { firstName: 'Sam', lastName: 'Hill' });
    renderApp({ route: `/join/${token}` });
    expect(await screen.findByText(TEAM_MESSAGES.invitationGone)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
  });

  it('asks someone signed in as another account to sign out first', async () => {
    const { token } = await invited();
    const other = await signedInShipper();
    const { user } = renderApp({ route: `/join/${token}`, session: other.session });
    expect(
      await screen.findByText(`You are signed in as ${other.session.user.email}.`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join Northwind Foods' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('button', { name: 'Join Northwind Foods' })).toBeInTheDocument();
  });

  it('takes the phone number however it is typed, and stores it normalised', async () => {
    const { email, token } = await invited();
    const { user, router } = renderApp({ route: `/join/${token}` });
    await expectEveryPhoneFormatTaken(user, await screen.findByLabelText('Phone number'));
    await fill(user);
    const phone = screen.getByLabelText('Phone number');
    await user.clear(phone);
    await user.type(phone, '+44 20 7946 0958');
    await user.click(screen.getByRole('button', { name: 'Join Northwind Foods' }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    // The new member's dashboard settles before the server is asked, so that nothing lands after.
    expect(await screen.findByRole('region', { name: 'No shipments yet' })).toBeInTheDocument();
    expect((await accountOf(email)).phone_number).toBe('+442079460958');
  });
});
