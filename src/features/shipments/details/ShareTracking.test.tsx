import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StyleProvider } from '@ant-design/cssinjs';
import type { ShipmentDetail } from '@domain/dispatchTypes';
import type { Role } from '@domain/roles';
import { TRACKING_LINK_MESSAGES } from '@domain/trackingLinks';
import type { ShipmentStatus } from '@domain/types';
import { apiServer } from '../../../../mocks/server/apiServer';
import { cancelled, sharedTracking, shipmentOf } from '../../../../mocks/server/arrange/movement';
import { signedInMember, signedInShipper } from '../../../../mocks/server/sessions';
import type { SignedIn } from '../../../../mocks/server/sessions';
import { startApiServer } from '../../../../mocks/server/apiServer';
import { AppProviders } from '../../../app/AppProviders';
import { makeStore } from '../../../state/store';
import { storeSession } from '../../../testing/renderWithProviders';
import { ShareTracking } from './ShareTracking';

beforeAll(startApiServer);

type Session = SignedIn['session'];

/** The shipment as its page has it, read from the API as the app reads it. */
const detailOf = async (session: Session, id: number): Promise<ShipmentDetail> => {
  const response = await fetch(`http://localhost/api/shipper/shipments/${id}`, {
    headers: { Authorization: `Token ${session.token}` },
  });
  return response.json() as Promise<ShipmentDetail>;
};

/** A paid shipment of an admin's company, and the session of a member with the role given. */
const seeded = async (
  status: Exclude<ShipmentStatus, 'cancelled'> = 'upcoming',
  role: Role = 'admin',
) => {
  const admin = await signedInShipper();
  const { shipment } = await shipmentOf(admin, { status });
  const { session } = role === 'admin' ? admin : await signedInMember(admin, role);
  return { admin, session, shipmentId: shipment.id };
};

const renderShare = async (session: Session, shipmentId: number) => {
  const shipment = await detailOf(session, shipmentId);
  storeSession(session);
  const { store, persistor } = makeStore();
  const user = userEvent.setup();
  render(
    <StyleProvider mock="server">
      <AppProviders store={store} persistor={persistor}>
        <ShareTracking shipment={shipment} />
      </AppProviders>
    </StyleProvider>,
  );
  // Once the stored session is read: the panel shows then, or nothing does.
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull());
  return user;
};

const panel = () => within(screen.getByRole('region', { name: 'Share tracking' }));

/** What the customer's page answers for the link's token: 200, or 404 once the link is dead. */
const pageStatus = async (url: string) =>
  (await fetch(`http://localhost/api/public/tracking/${url.split('/t/').pop() ?? ''}/`)).status;

const linkShown = () => (panel().getByLabelText('Tracking link') as HTMLInputElement).value;

describe('Share tracking', () => {
  it('makes a link to copy, says it is live, and revokes it once confirmed', async () => {
    const { session, shipmentId } = await seeded();
    const user = await renderShare(session, shipmentId);

    expect(await screen.findByText('Not shared.')).toBeInTheDocument();
    await user.click(panel().getByRole('button', { name: 'Share tracking' }));
    await panel().findByLabelText('Tracking link');
    // The customer's page, at the address the server is told the app has.
    const { appUrl } = (await apiServer()).config;
    const url = linkShown();
    expect(url.slice(0, appUrl.length)).toBe(appUrl);
    expect(url.slice(appUrl.length)).toMatch(/^\/t\/[\w-]{43}$/);
    expect(
      panel().getByText(/^A link is live since .+\. It works until 30 days after the delivery\.$/),
    ).toBeInTheDocument();
    expect(
      panel().getByText('Send it to your customer now: it is shown only this once.'),
    ).toBeInTheDocument();
    expect(await pageStatus(url)).toBe(200);

    const copy = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(panel().getByRole('button', { name: 'Copy' }));
    expect(await panel().findByRole('button', { name: 'Copied' })).toBeVisible();
    expect(copy).toHaveBeenCalledWith(url);

    await user.click(panel().getByRole('button', { name: 'Revoke link' }));
    expect(await screen.findByText("Your customer's page stops working at once.")).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(await panel().findByText('Not shared.')).toBeInTheDocument();
    expect(panel().queryByLabelText('Tracking link')).not.toBeInTheDocument();
    expect(await pageStatus(url)).toBe(404);
  });

  it('makes a new link in place of the one sent before, once confirmed', async () => {
    const { session, shipmentId } = await seeded('inprogress');
    const user = await renderShare(session, shipmentId);
    await user.click(await panel().findByRole('button', { name: 'Share tracking' }));
    await panel().findByLabelText('Tracking link');
    const first = linkShown();

    await user.click(panel().getByRole('button', { name: 'New link' }));
    expect(await screen.findByText('The link sent before stops working.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Make a new link' }));
    await waitFor(() => expect(linkShown()).not.toBe(first));
    expect(await pageStatus(first)).toBe(404);
    expect(await pageStatus(linkShown())).toBe(200);
  });

  it('tells a delivered load’s link stops 30 days after the delivery', async () => {
    const { session, shipmentId } = await seeded('past');
    const user = await renderShare(session, shipmentId);
    await user.click(await panel().findByRole('button', { name: 'Share tracking' }));
    expect(
      await panel().findByText(/^A link is live since .+\. It stops working .+\.$/),
    ).toBeInTheDocument();
  });

  it('shows a viewer whether it is shared, with nothing to change', async () => {
    const { admin, session, shipmentId } = await seeded('upcoming', 'viewer');
    await sharedTracking(admin, shipmentId);
    await renderShare(session, shipmentId);

    expect(await panel().findByText(/^A link is live since /)).toBeInTheDocument();
    expect(panel().queryByRole('button')).not.toBeInTheDocument();
    expect(panel().queryByLabelText('Tracking link')).not.toBeInTheDocument();
  });

  it('says why the link was refused', async () => {
    const { admin, session, shipmentId } = await seeded();
    const user = await renderShare(session, shipmentId);
    await panel().findByText('Not shared.');
    // Cancelled in another tab since the page was loaded.
    await cancelled(admin, shipmentId, 'plans_changed');
    await user.click(panel().getByRole('button', { name: 'Share tracking' }));
    expect(await panel().findByText(TRACKING_LINK_MESSAGES.cancelled)).toBeInTheDocument();
  });

  it('is not offered before payment', async () => {
    const admin = await signedInShipper();
    const { shipment } = await shipmentOf(admin, { status: 'unfinished' });
    await renderShare(admin.session, shipment.id);
    expect(screen.queryByRole('region', { name: 'Share tracking' })).not.toBeInTheDocument();
  });
});
