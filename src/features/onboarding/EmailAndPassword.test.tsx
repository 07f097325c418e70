import { waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { linkToken, RESET_SUBJECT, waitForMail } from '../../../server/test/outbox';
import { signUp } from '../../../server/test/signUp';
import { server } from '../../../mocks/node';
import { apiServer } from '../../../mocks/server/apiServer';
import {
  atServerTime,
  verificationLink,
  verificationMails,
} from '../../../mocks/server/arrange/accounts';
import { signedInShipper } from '../../../mocks/server/sessions';
import { startApiServer } from '../../../mocks/server/apiServer';
import { currentPath, renderApp, screen } from '../../testing/renderWithProviders';

beforeAll(startApiServer);

const DAY_MS = 24 * 60 * 60 * 1000;

describe('E-mail verification', () => {
  it('verifies on load, without a session, and offers the login link', async () => {
    const { email } = await signUp(await apiServer());
    const token = await verificationLink(email);
    // Hold the answer a moment (falling through to the server afterwards) to see the waiting state.
    server.use(http.post('*/api/auth/verify-email/', () => delay(100)));
    const { user, router } = renderApp({ route: `/verify-email/${token}` });
    expect(await screen.findByText('Verifying Email')).toBeInTheDocument();
    expect(await screen.findByText('Email Verified Successfully')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to login' }));
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
  });

  it('says a used link is used, and offers to sign in for a new one', async () => {
    const { user, router } = renderApp({ route: '/verify-email/not-a-real-token' });
    expect(
      await screen.findByText(
        'This verification link was already used or has expired. We can e-mail you a new one.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign in to get a new link' }));
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
  });

  it('e-mails a new link at once to the account signed in here', async () => {
    // Signed up two days ago: the link e-mailed then has expired, the account is still unverified.
    const api = await apiServer();
    const twoDaysAgo = new Date(api.clock.now().getTime() - 2 * DAY_MS);
    const { token, user: account, email } = await atServerTime(twoDaysAgo, () => signUp(api));
    const expired = await verificationLink(email);
    const before = await verificationMails(email);
    const { user } = renderApp({
      route: `/verify-email/${expired}`,
      session: { token, user: account },
    });
    await user.click(await screen.findByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('Verification email sent successfully!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New link sent' })).toBeDisabled();
    expect(await verificationLink(email, before)).not.toBe(expired);
  });

  it("shows the server's message, or the fallback text", async () => {
    server.use(
      http.post('*/api/auth/verify-email/', () =>
        HttpResponse.json({ message: 'Link expired.' }, { status: 400 }),
      ),
    );
    const first = renderApp({ route: '/verify-email/abc' });
    expect(await screen.findByText('Link expired.')).toBeInTheDocument();
    first.unmount();
    server.use(
      http.post('*/api/auth/verify-email/', () =>
        HttpResponse.json({ errors: {} }, { status: 400 }),
      ),
    );
    renderApp({ route: '/verify-email/abc' });
    expect(
      await screen.findByText("We Couldn't Verify Your Email, Try Again."),
    ).toBeInTheDocument();
  });
});

describe('Password reset', () => {
  it('asks for an e-mail and says to check it', async () => {
    const { user } = renderApp({ route: '/reset-password' });
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'demo@');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'loadline.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Check Your Email')).toBeInTheDocument();
  });

  it('says a network error occurred when the request cannot be sent', async () => {
    server.use(http.post('*/api/auth/password-reset/request/', () => HttpResponse.error()));
    const { user } = renderApp({ route: '/reset-password' });
    await user.type(await screen.findByLabelText('Email'), 'demo@loadline.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error occurred');
  });

  it('sets a new password with the e-mailed token, then the new password signs in', async () => {
    const { user: account } = (await signedInShipper()).session;
    await fetch('http://localhost/api/auth/password-reset/request/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: account.email }),
    });
    const mail = await waitForMail((await apiServer()).dataDir, account.email, RESET_SUBJECT);
    const { user, router } = renderApp({
      route: `/reset-password/${linkToken(mail, 'reset-password')}`,
    });
    const password = await screen.findByLabelText('New password');
    await user.type(password, 'short');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'longbutweak');
    expect(
      await screen.findByText(
        'Password must contain at least one uppercase letter, one lowercase letter, and one number',
      ),
    ).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'NewSecret9');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Reset Success')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to login' }));
    expect(currentPath(router)).toBe('/login');

    await user.type(await screen.findByLabelText('Email'), account.email);
    await user.type(screen.getByLabelText('Password'), 'NewSecret9');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(account.company.name)).toBeInTheDocument();
  });

  it('says a used link is used, and offers to request a new one', async () => {
    const { user, router } = renderApp({ route: '/reset-password/used-token' });
    await user.type(await screen.findByLabelText('New password'), 'NewSecret9');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(
      await screen.findByText(
        'This password reset link was already used or has expired. Request a new one to choose your password.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Request a new link' }));
    await waitFor(() => expect(currentPath(router)).toBe('/reset-password'));
    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });
});
