import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { SessionResponse } from '@domain/types';
import { server } from '../../../mocks/node';
import { apiServer } from '../../../mocks/server/apiServer';
import { signedInShipper } from '../../../mocks/server/sessions';
import { startApiServer } from '../../../mocks/server/apiServer';
import { currentPath, renderApp, screen } from '../../testing/renderWithProviders';
import { expectEveryPhoneFormatTaken } from '../../testing/typedPhones';

beforeAll(startApiServer);

type User = ReturnType<typeof renderApp>['user'];

const PASSWORD = 'Secure123';

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

const fillContact = async (user: User, overrides: Record<string, string> = {}) => {
  const values: Record<string, string> = {
    'First name': 'Maria',
    'Last name': 'Lopez',
    'Work email': 'maria@acme-freight.test',
    'Phone number': '+13125550142',
    'Company name': 'Acme Freight',
    Password: PASSWORD,
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    const input = await screen.findByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
};

describe('Sign-up step 1', () => {
  it('shows every validation message', async () => {
    const { user } = renderApp({ route: '/sign-up' });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'Company name is required',
      'Password is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await fillContact(user, {
      'First name': 'Maximilianaaaaaa',
      'Work email': 'maria@',
      'Phone number': '0123456789',
      Password: 'short',
    });
    await user.tab();
    expect(await screen.findByText('First name must be 15 characters or less')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'alllowercase1');
    expect(
      await screen.findByText(
        'Password must contain at least one uppercase letter, one lowercase letter, and one number',
      ),
    ).toBeInTheDocument();
  });

  it('defaults the country to the United States', async () => {
    renderApp({ route: '/sign-up' });
    expect(await screen.findByText('United States (US)')).toBeInTheDocument();
  });

  it('puts a server error on its field and keeps what was typed', async () => {
    const { user, router } = renderApp({ route: '/sign-up' });
    await fillContact(user, { 'Work email': 'demo@loadline.test' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/already exists/)).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toHaveValue('Acme Freight');
    expect(currentPath(router)).toBe('/sign-up');
  });

  it('shows the unexpected-error text when the answer cannot be read', async () => {
    server.use(
      http.post(
        '*/api/auth/register/',
        () =>
          new HttpResponse('oops', {
            status: 500,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    const { user } = renderApp({ route: '/sign-up' });
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An unexpected error occurred. Please try again.',
    );
  });

  it('takes a phone number however it is typed, and stores it normalised', async () => {
    const { user } = renderApp({ route: '/sign-up' });
    await expectEveryPhoneFormatTaken(user, await screen.findByLabelText('Phone number'));
    await fillContact(user, {
      'Work email': 'maria.phone@acme-freight.test',
      'Phone number': '(312) 555-0142',
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The account is made once the next step opens.
    expect(await screen.findByRole('heading', { name: 'Your shipping needs' })).toBeInTheDocument();
    expect((await accountOf('maria.phone@acme-freight.test')).phone_number).toBe('+13125550142');
  });

  it('refuses an address whose domain has no top-level part', async () => {
    const { user } = renderApp({ route: '/sign-up' });
    await user.type(await screen.findByLabelText('Work email'), 'tom.becker@acmefoods');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('stops each input at the length the API takes, and names the shipping country plainly', async () => {
    renderApp({ route: '/sign-up' });
    for (const [label, limit] of [
      ['Last name', '100'],
      ['Work email', '254'],
      ['Phone number', '32'],
      ['Company name', '200'],
      ['Password', '128'],
    ] as const)
      expect(await screen.findByLabelText(label)).toHaveAttribute('maxlength', limit);
    expect(screen.getByText('Primary shipping country')).toBeInTheDocument();
  });

  it('says nothing of an empty field that focus merely passed through', async () => {
    const { user } = renderApp({ route: '/sign-up' });
    await user.click(await screen.findByLabelText('Last name'));
    await user.tab();
    await user.tab();
    expect(screen.queryByText('Last name is required')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Last name'), 'L');
    await user.clear(screen.getByLabelText('Last name'));
    await user.tab();
    expect(await screen.findByText('Last name is required')).toBeInTheDocument();
  });
});

describe('Sign-up, all three steps', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    server.events.removeAllListeners();
  });

  it('registers, saves shipping needs and waits for the e-mail', async () => {
    const regionSearches: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/shipper/country-regions')
        regionSearches.push(url.searchParams.get('search_term') ?? '');
    });
    const { user, router } = renderApp({ route: '/sign-up', fakeTimers: true });
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Your shipping needs' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/sign-up-2');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please select a company location')).toBeInTheDocument();
    expect(screen.getByText('Please select at least one mode type')).toBeInTheDocument();
    expect(screen.getByText('Please select at least one trailer type')).toBeInTheDocument();

    const location = screen.getByLabelText('Company location');
    await user.type(location, 'T');
    act(() => jest.advanceTimersByTime(2000));
    await act(async () => undefined);
    expect(regionSearches).toEqual([]);
    await user.type(location, 'ex');
    act(() => jest.advanceTimersByTime(999));
    expect(regionSearches).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    await user.click(await screen.findByText('Texas, US'));
    expect(regionSearches).toEqual(['Tex']);

    await user.click(screen.getByRole('checkbox', { name: 'Full truckload (FTL)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Reefer' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Check your email')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/sign-up-3');
    expect(screen.getByText('maria@acme-freight.test')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Verification email sent successfully!')).toBeInTheDocument();
  });
});

describe('Sign-up steps 2 and 3 for an existing account', () => {
  it('step 2 moves on to step 3 when shipping needs exist', async () => {
    const { session } = await signedInShipper({ verified: false });
    const { router } = renderApp({ route: '/sign-up-2', session });
    expect(await screen.findByText('Check your email')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/sign-up-3');
  });

  it('step 3 moves on to the dashboard once the e-mail is verified', async () => {
    const { session } = await signedInShipper();
    const { router } = renderApp({ route: '/sign-up-3', session });
    expect(await screen.findByText(session.user.company.name)).toBeInTheDocument();
    expect(currentPath(router)).toBe('/dashboard');
  });

  it('step 3 says when the e-mail could not be sent again', async () => {
    server.use(
      http.post('*/api/auth/resend-verification/', () =>
        HttpResponse.json({ message: 'Try later.' }, { status: 429 }),
      ),
    );
    const { session } = await signedInShipper({ verified: false });
    const { user } = renderApp({ route: '/sign-up-3', session });
    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(
      await screen.findByText('Failed to send verification email. Please try again.'),
    ).toBeInTheDocument();
  });

  it('step 2 attaches a server field error to the company location', async () => {
    server.use(
      http.post('*/api/shipper/shipping-needs/', () =>
        HttpResponse.json({ errors: { company_location: ['Unknown region.'] } }, { status: 400 }),
      ),
    );
    const { session } = await signedInShipper({ shippingNeeds: false, verified: false });
    jest.useFakeTimers();
    try {
      const { user } = renderApp({ route: '/sign-up-2', session, fakeTimers: true });
      await user.type(await screen.findByLabelText('Company location'), 'Ontario');
      act(() => jest.advanceTimersByTime(1000));
      await user.click(await screen.findByText('Ontario, CA'));
      await user.click(screen.getByRole('checkbox', { name: 'Less than truckload (LTL)' }));
      await user.click(screen.getByRole('checkbox', { name: 'Flatbed' }));
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect(await screen.findByText('Unknown region.')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
