import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { NotificationChoices } from '@domain/notifications';
import { NOTIFICATION_MESSAGES } from '@domain/notifications';
import { callApi } from '../../../server/test/shipmentFixtures';
import { server } from '../../../mocks/node';
import { apiServer } from '../../../mocks/server/apiServer';
import { joinedMember } from '../../../mocks/server/arrange/accounts';
import { signedInShipper, type SignedIn } from '../../../mocks/server/sessions';
import { startApiServer } from '../../../mocks/server/apiServer';
import { renderApp, screen } from '../../testing/renderWithProviders';

beforeAll(startApiServer);

const toast = (text: string) => screen.findByText(text, { selector: '.ant-alert-title' });

/** The choices of one e-mail: its group of radio buttons. */
const group = async (email: string) =>
  within(await screen.findByRole('radiogroup', { name: email }));

/** The member's choices as the server keeps them. */
const choicesOfMember = async ({ caller }: SignedIn): Promise<NotificationChoices> => {
  const answer = await callApi(await apiServer(), caller, 'GET', '/auth/notifications/');
  if (answer.statusCode !== 200)
    throw new Error(`Reading the choices failed: ${answer.statusCode} ${answer.body}`);
  return answer.json<NotificationChoices>();
};

describe('The notifications page', () => {
  it('is reached from the user menu by any role, shows the loads the member booked by default, and saves a choice', async () => {
    const admin = await signedInShipper();
    const viewer = await joinedMember(admin, 'viewer', { firstName: 'Vi' });
    const { user, router } = renderApp({ route: '/dashboard', session: viewer.session });
    await user.click(await screen.findByRole('button', { name: 'Account menu for Vi' }));
    await user.click(screen.getByRole('menuitem', { name: 'Notifications' }));
    await waitFor(() => expect(router.pathname).toBe('/settings/notifications'));

    for (const email of ['Carrier assigned', 'Picked up', 'Delivered', 'At risk or late'])
      expect((await group(email)).getByRole('radio', { name: 'Loads I booked' })).toBeChecked();
    expect(
      screen.getByText('The load was delivered, with the proof of delivery attached.'),
    ).toBeInTheDocument();

    await user.click(
      (await group('Delivered')).getByRole('radio', { name: 'All the company’s loads' }),
    );
    await user.click((await group('Picked up')).getByRole('radio', { name: 'None' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await toast(NOTIFICATION_MESSAGES.saved)).toBeInTheDocument();
    expect(await choicesOfMember(viewer)).toEqual({
      carrier_assigned: 'mine',
      picked_up: 'none',
      delivered: 'all',
      eta_alert: 'mine',
    });
    expect(
      (await group('Delivered')).getByRole('radio', { name: 'All the company’s loads' }),
    ).toBeChecked();
    expect((await choicesOfMember(admin)).delivered).toBe('mine');
  });

  it('is worked from the keyboard: the arrow keys choose within an e-mail, Tab goes on to Save', async () => {
    const admin = await signedInShipper();
    const { user } = renderApp({ route: '/settings/notifications', session: admin.session });
    const atRisk = await group('At risk or late');
    atRisk.getByRole('radio', { name: 'Loads I booked' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(atRisk.getByRole('radio', { name: 'All the company’s loads' })).toBeChecked();
    expect(atRisk.getByRole('radio', { name: 'All the company’s loads' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await toast(NOTIFICATION_MESSAGES.saved)).toBeInTheDocument();
    expect((await choicesOfMember(admin)).eta_alert).toBe('all');
  });

  it('says when the choices could not be loaded, and loads them on a new try', async () => {
    const admin = await signedInShipper();
    server.use(http.get('*/api/auth/notifications/', () => HttpResponse.error(), { once: true }));
    const { user } = renderApp({ route: '/settings/notifications', session: admin.session });
    expect(await screen.findByText('We could not load your notifications')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await group('Picked up')).getByRole('radio', { name: 'Loads I booked' })).toBeChecked();
  });

  it('keeps the choices on the screen and says why when they could not be saved', async () => {
    const admin = await signedInShipper();
    const { user } = renderApp({ route: '/settings/notifications', session: admin.session });
    await user.click((await group('Carrier assigned')).getByRole('radio', { name: 'None' }));
    server.use(
      http.put('*/api/auth/notifications/', () =>
        HttpResponse.json({ message: 'The server failed.' }, { status: 500 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await toast('The server failed.')).toBeInTheDocument();
    expect((await group('Carrier assigned')).getByRole('radio', { name: 'None' })).toBeChecked();
    expect((await choicesOfMember(admin)).carrier_assigned).toBe('mine');
  });
});
