import { http, HttpResponse, delay } from 'msw';
import { waitFor } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { startApiServer } from '../../../mocks/server/apiServer';
import { currentPath, renderApp, screen } from '../../testing/renderWithProviders';
import { signIn } from '../../testing/signIn';

beforeAll(startApiServer);

describe('Login', () => {
  it('signs the demo shipper in and opens the dashboard in the shell', async () => {
    const { user, router } = renderApp({ route: '/login' });
    await signIn(user, 'demo@loadline.test', 'Demo1234');
    expect(await screen.findByText('Northwind Foods')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/dashboard');
    expect(screen.getByRole('button', { name: /Dana/ })).toBeInTheDocument();
  });

  it('links to password reset and sign-up', async () => {
    renderApp({ route: '/login' });
    expect(await screen.findByRole('link', { name: 'Forgot your password' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
  });

  it('shows every validation message', async () => {
    const { user } = renderApp({ route: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it("reads 'Signing in...' while the request is under way", async () => {
    server.use(
      http.post('*/api/auth/login/', async () => {
        await delay(200);
        return HttpResponse.json(
          { errors: { non_field_errors: ['Unable to log in with provided credentials.'] } },
          { status: 400 },
        );
      }),
    );
    const { user } = renderApp({ route: '/login' });
    await signIn(user, 'demo@loadline.test', 'Demo1234');
    expect(await screen.findByRole('button', { name: /Signing in\.\.\./ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows the non-field error in the red box for a wrong password', async () => {
    const { user, router } = renderApp({ route: '/login' });
    await signIn(user, 'demo@loadline.test', 'Wrong1234');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to log in with provided credentials.',
    );
    expect(currentPath(router)).toBe('/login');
    expect(screen.getByLabelText('Email')).toHaveValue('demo@loadline.test');
  });

  it('attaches server field errors to their fields', async () => {
    server.use(
      http.post('*/api/auth/login/', () =>
        HttpResponse.json({ errors: { email: ['This account is disabled.'] } }, { status: 400 }),
      ),
    );
    const { user } = renderApp({ route: '/login' });
    await signIn(user, 'demo@loadline.test', 'Demo1234');
    expect(await screen.findByText('This account is disabled.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
  });

  it('says a network error occurred when the server cannot be reached', async () => {
    server.use(http.post('*/api/auth/login/', () => HttpResponse.error()));
    const { user } = renderApp({ route: '/login' });
    await signIn(user, 'demo@loadline.test', 'Demo1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error occurred');
  });

  it('shows the unexpected-error text for a response the app cannot read', async () => {
    server.use(
      http.post(
        '*/api/auth/login/',
        () =>
          new HttpResponse('<html>Bad gateway</html>', {
            status: 502,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    const { user } = renderApp({ route: '/login' });
    await signIn(user, 'demo@loadline.test', 'Demo1234');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An unexpected error occurred. Please try again.',
    );
  });

  it('keeps the session across a reload', async () => {
    const first = renderApp({ route: '/login' });
    await signIn(first.user, 'demo@loadline.test', 'Demo1234');
    await screen.findByText('Northwind Foods');
    await waitFor(() =>
      expect(window.localStorage.getItem('persist:auth')).toContain('Northwind Foods'),
    );
    first.unmount();

    const second = renderApp({ route: '/dashboard' });
    expect(await screen.findByText('Northwind Foods')).toBeInTheDocument();
    expect(currentPath(second.router)).toBe('/dashboard');
  });
});
