import { http, HttpResponse, delay } from 'msw';
import { waitFor, within } from '@testing-library/react';
import { server } from '../../mocks/node';
import { verifyElsewhere } from '../../mocks/server/arrange/accounts';
import { signedInShipper } from '../../mocks/server/sessions';
import { startApiServer } from '../../mocks/server/apiServer';
import { holdGets } from '../testing/heldResponses';
import { currentPath, renderApp, screen } from '../testing/renderWithProviders';

beforeAll(startApiServer);

describe('The protected-page guard', () => {
  it('sends a visitor without a session to /login', async () => {
    const { router } = renderApp({ route: '/billing' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/login');
  });

  it('draws the page from the stored session while it is refreshed, without a spinner', async () => {
    const { session } = await signedInShipper();
    const refresh = holdGets('*/api/auth/user/');
    renderApp({ route: '/dashboard', session });
    expect(await screen.findByText(session.user.company.name)).toBeInTheDocument();
    // Counted once the server has answered it, held.
    await waitFor(() => expect(refresh.arrived()).toBe(1));
    expect(screen.queryByRole('status', { name: 'Loading your account' })).not.toBeInTheDocument();
    refresh.releaseAll();
  });

  it('waits for the refresh when the stored account would be sent to onboarding', async () => {
    // The browser still remembers the account as unverified; the server knows better.
    const shipper = await signedInShipper({ verified: false });
    await verifyElsewhere(shipper);
    const { session } = shipper;
    // The refresh is answered by the server, a moment late.
    server.use(
      http.get('*/api/auth/user/', async () => {
        await delay(150);
      }),
    );
    const { router } = renderApp({ route: '/dashboard', session });
    expect(await screen.findByRole('status', { name: 'Loading your account' })).toBeInTheDocument();
    expect(await screen.findByText(session.user.company.name)).toBeInTheDocument();
    expect(currentPath(router)).toBe('/dashboard');
  });

  it('sends a user without shipping needs to /sign-up-2', async () => {
    const { session } = await signedInShipper({ shippingNeeds: false, verified: false });
    const { router } = renderApp({ route: '/dashboard', session });
    expect(await screen.findByRole('heading', { name: 'Your shipping needs' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/sign-up-2');
  });

  it('sends a user with an unverified e-mail to /sign-up-3', async () => {
    const { session } = await signedInShipper({ verified: false });
    const { router } = renderApp({ route: '/create-shipment', session });
    expect(await screen.findByText('Check your email')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/sign-up-3');
  });

  it('refreshes the stored user from the server on start', async () => {
    // The browser still remembers the account as unverified; the server knows better.
    const shipper = await signedInShipper({ verified: false });
    await verifyElsewhere(shipper);
    const { session } = shipper;
    const { router } = renderApp({ route: '/dashboard', session });
    expect(await screen.findByText(session.user.company.name)).toBeInTheDocument();
    expect(currentPath(router)).toBe('/dashboard');
  });

  it('clears a stored session the server no longer accepts and goes to /login', async () => {
    const { session } = await signedInShipper();
    const { router } = renderApp({
      route: '/dashboard',
      session: { ...session, token: 'revoked-token' },
    });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/login');
    await waitFor(() =>
      expect(window.localStorage.getItem('persist:auth')).not.toContain('revoked-token'),
    );
  });

  it('keeps the session when the network fails', async () => {
    const { session } = await signedInShipper();
    server.use(http.get('*/api/auth/user/', () => HttpResponse.error()));
    const { router } = renderApp({ route: '/dashboard', session });
    expect(await screen.findByText(session.user.company.name)).toBeInTheDocument();
    expect(currentPath(router)).toBe('/dashboard');
  });
});

describe('The shell', () => {
  it('shows the company, the navigation and the user menu, and signs out', async () => {
    const { session } = await signedInShipper();
    const { user, router } = renderApp({ route: '/dashboard', session });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(nav).getByRole('link', { name: 'Create Shipment' })).toHaveAttribute(
      'href',
      '/create-shipment',
    );
    expect(within(nav).getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/billing');
    expect(screen.getByText(session.user.company.name)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: new RegExp(session.user.first_name) }));
    await user.click(await screen.findByText('Sign Out'));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/login');
    await waitFor(() =>
      expect(window.localStorage.getItem('persist:auth')).not.toContain(session.token),
    );

    // The token was revoked on the server as well.
    const response = await fetch('http://localhost/api/auth/user/', {
      headers: { Authorization: `Token ${session.token}` },
    });
    expect(response.status).toBe(401);
  });

  it('signs out even when the server fails to answer', async () => {
    server.use(http.post('*/api/auth/logout/', () => HttpResponse.error()));
    const { session } = await signedInShipper();
    const { user, router } = renderApp({ route: '/billing', session });
    await user.click(
      await screen.findByRole('button', { name: new RegExp(session.user.first_name) }),
    );
    await user.click(await screen.findByText('Sign Out'));
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
  });

  it("shows 'Working On It..' for any unknown path", async () => {
    renderApp({ route: '/no/such/page' });
    expect(await screen.findByText('Working On It..')).toBeInTheDocument();
  });
});
