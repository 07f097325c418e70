import { waitFor } from '@testing-library/react';
import { DEMO_DISPATCHER } from '@domain/demo/demoMovement';
import { MESSAGES } from '@domain/messages';
import { invitedDispatcher } from '../../../mocks/server/arrange/dispatch';
import { signedInShipper } from '../../../mocks/server/sessions';
import { startApiServer } from '../../../mocks/server/apiServer';
import { OPS_SESSION_KEY } from '../../state/opsSession/store';
import { renderApp, screen } from '../../testing/renderWithProviders';
import { signIn } from '../../testing/signIn';
import { rowOf, shipmentNumber, storeOpsSession } from './opsTesting';

beforeAll(startApiServer);

/** The shipper's token as redux-persist keeps it, or null. */
const storedShipperToken = (): unknown => {
  const stored = window.localStorage.getItem('persist:auth');
  return stored ? JSON.parse((JSON.parse(stored) as { token: string }).token) : null;
};

describe('Signing in to the operations desk', () => {
  it('leads to the sign-in page without an ops session, even with a shipper signed in', async () => {
    const { session } = await signedInShipper();
    const { router } = renderApp({ route: '/ops', session });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.pathname).toBe('/ops/login');
  });

  it('signs the demo dispatcher in and opens the board', async () => {
    const { user, router } = renderApp({ route: '/ops/login' });
    await signIn(user, DEMO_DISPATCHER.email, DEMO_DISPATCHER.password);
    await waitFor(() => expect(router.pathname).toBe('/ops'));
    expect(await screen.findByRole('heading', { name: 'Dispatch board' })).toBeInTheDocument();
    expect(screen.getByText(DEMO_DISPATCHER.first_name)).toBeInTheDocument();
    expect((await rowOf(shipmentNumber(4))).getByText('Houston, TX')).toBeInTheDocument();
    // The shipper's session is another: no shipper is signed in by it.
    expect(storedShipperToken()).toBeNull();
  });

  it('refuses a wrong password with the server’s message', async () => {
    const { user, router } = renderApp({ route: '/ops/login' });
    await signIn(user, DEMO_DISPATCHER.email, 'Wrong-pass1');
    expect(await screen.findByText(MESSAGES.invalidCredentials)).toBeInTheDocument();
    expect(router.pathname).toBe('/ops/login');
    expect(window.localStorage.getItem(OPS_SESSION_KEY)).toBeNull();
  });

  it('lets a new dispatcher choose a password by their link, typed twice, and signs them in', async () => {
    const token = await invitedDispatcher('Sam');
    const { user, router } = renderApp({ route: `/ops/set-password/${token}` });
    await user.type(await screen.findByLabelText('New password'), 'Fresh-Pass1');
    await user.type(screen.getByLabelText('New password, again'), 'Fresh-Pass2');
    await user.click(screen.getByRole('button', { name: 'Save and sign in' }));
    expect(await screen.findByText('Type the same password twice.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New password, again'));
    await user.type(screen.getByLabelText('New password, again'), 'Fresh-Pass1');
    await user.click(screen.getByRole('button', { name: 'Save and sign in' }));
    await waitFor(() => expect(router.pathname).toBe('/ops'));
    expect(await screen.findByText('Sam')).toBeInTheDocument();
  });

  it('signs out to the sign-in page, leaving a shipper signed in on the same browser', async () => {
    await storeOpsSession();
    const { session } = await signedInShipper();
    const { user, router } = renderApp({ route: '/ops', session });
    const shipperSession = window.localStorage.getItem('persist:auth');
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.pathname).toBe('/ops/login'));
    expect(window.localStorage.getItem(OPS_SESSION_KEY)).toBeNull();
    expect(window.localStorage.getItem('persist:auth')).toBe(shipperSession);
  });

  it('ends the ops session, and only it, when the server refuses its token', async () => {
    window.localStorage.setItem(
      OPS_SESSION_KEY,
      JSON.stringify({ token: 'revoked', operator: (await storeOpsSession()).session.operator }),
    );
    const { session: shipper } = await signedInShipper();
    const { router } = renderApp({ route: '/ops', session: shipper });
    await waitFor(() => expect(router.pathname).toBe('/ops/login'));
    expect(window.localStorage.getItem(OPS_SESSION_KEY)).toBeNull();
    expect(storedShipperToken()).toBe(shipper.token);
  });
});
