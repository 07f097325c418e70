import { http, HttpResponse, delay } from 'msw';
import { within, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { server } from '../../../mocks/node';
import { shipmentOf } from '../../../mocks/server/arrange/shipments';
import { signedInMember, signedInShipper } from '../../../mocks/server/sessions';
import { startApiServer } from '../../../mocks/server/apiServer';
import { currentPath, renderApp, screen } from '../../testing/renderWithProviders';
import { fakePageTimers } from '../../testing/clock';
import { demoShipper } from './dashboardTesting';

beforeAll(startApiServer);

const card = (id: number) => screen.getByRole('article', { name: `Shipment #${id}` });

describe('Dashboard', () => {
  it('lists the demo shipper’s shipments as cards with their stops and time windows', async () => {
    const { session, shipments } = await demoShipper();
    renderApp({ route: '/dashboard', session });
    expect(await screen.findAllByRole('article')).toHaveLength(7);

    const quoted = shipments.find(({ pickup }) => pickup.city.name === 'Chicago');
    const finalized = shipments.find(({ pickup }) => pickup.city.name === 'Los Angeles');
    if (!quoted || !finalized) throw new Error('The demo data changed.');

    const quotedCard = within(card(quoted.id));
    expect(quotedCard.getByText('Chicago, IL')).toBeInTheDocument();
    expect(quotedCard.getByText('Atlanta, GA')).toBeInTheDocument();
    expect(quotedCard.getByText(dayjs(quoted.pickup.date).format('MMM D'))).toBeInTheDocument();
    expect(quotedCard.getByText(dayjs(quoted.dropoff.date).format('MMM D'))).toBeInTheDocument();
    expect(quotedCard.getAllByText('Time window not set')).toHaveLength(2);
    expect(quotedCard.getByRole('link', { name: `Shipment #${quoted.id}` })).toHaveAttribute(
      'href',
      `/shipments/${quoted.id}`,
    );

    const finalizedCard = within(card(finalized.id));
    expect(finalizedCard.getByText('Los Angeles, CA')).toBeInTheDocument();
    expect(finalizedCard.getByText('Phoenix, AZ')).toBeInTheDocument();
    expect(finalizedCard.getByText('Appointment scheduled')).toBeInTheDocument();
    expect(finalizedCard.getByText('First come, first served')).toBeInTheDocument();
    expect(finalizedCard.getByText(`Ref ${finalized.reference_number}`)).toBeInTheDocument();
  });

  it('opens the create-shipment page from the Create Shipment button', async () => {
    const { session } = await demoShipper();
    const { user, router } = renderApp({ route: '/dashboard', session });
    await screen.findAllByRole('article');
    const main = within(screen.getByRole('main'));
    await user.click(main.getByRole('link', { name: 'Create Shipment' }));
    await waitFor(() => expect(currentPath(router)).toBe('/create-shipment'));
  });

  describe('greets by the local time of day', () => {
    afterEach(() => jest.useRealTimers());

    it.each([
      [0, 0, 'Good morning'],
      [11, 59, 'Good morning'],
      [12, 0, 'Good afternoon'],
      [17, 59, 'Good afternoon'],
      [18, 0, 'Good evening'],
      [23, 59, 'Good evening'],
    ])('at %i:%i: %s', async (hour, minute, greeting) => {
      // The demo shipper is Dana.
      const { session } = await demoShipper();
      const now = new Date();
      now.setHours(hour, minute, 0, 0);
      fakePageTimers(now);
      renderApp({ route: '/dashboard', session, fakeTimers: true });
      expect(
        await screen.findByRole('heading', { level: 2, name: `${greeting}, Dana` }),
      ).toBeInTheDocument();
    });
  });

  it('shows a shipper without shipments the first steps: a quote, the facilities, the team', async () => {
    const { session } = await signedInShipper();
    renderApp({ route: '/dashboard', session });
    const firstRun = within(await screen.findByRole('region', { name: 'No shipments yet' }));
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(firstRun.getByRole('link', { name: 'Get a quote' })).toHaveAttribute(
      'href',
      '/create-shipment',
    );
    expect(firstRun.getByRole('link', { name: 'Open the facility book' })).toHaveAttribute(
      'href',
      '/settings/facilities',
    );
    expect(firstRun.getByRole('link', { name: 'Invite a colleague' })).toHaveAttribute(
      'href',
      '/settings/team',
    );
    // The page's own button, once: not a second one just like it below.
    expect(
      within(screen.getByRole('main')).getAllByRole('link', { name: 'Create Shipment' }),
    ).toHaveLength(1);
  });

  it('offers a finance member only the steps a finance member may take', async () => {
    const finance = await signedInMember(await signedInShipper(), 'finance');
    renderApp({ route: '/dashboard', session: finance.session });
    const firstRun = within(await screen.findByRole('region', { name: 'No shipments yet' }));
    expect(firstRun.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Open the facility book',
    ]);
  });

  it('shows placeholders while the shipments load', async () => {
    const { session } = await signedInShipper();
    // Held a while, then answered by the server: the shipper has none.
    server.use(
      http.get('*/api/shipper/shipments/', async () => {
        await delay(150);
      }),
    );
    renderApp({ route: '/dashboard', session });
    expect(await screen.findByRole('status', { name: 'Loading shipments' })).toBeInTheDocument();
    expect(await screen.findByText('No shipments yet')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading shipments' })).not.toBeInTheDocument();
  });

  it('shows the error message and loads again on Try again', async () => {
    const owner = await signedInShipper();
    const shipment = await shipmentOf(owner);
    const { session } = owner;
    server.use(
      http.get(
        '*/api/shipper/shipments/',
        () => HttpResponse.json({ message: 'Internal server error.' }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = renderApp({ route: '/dashboard', session });
    expect(await screen.findByText('Internal server error.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: `Shipment #${shipment.id}` })).toBeVisible();
    expect(screen.queryByText('Internal server error.')).not.toBeInTheDocument();
  });
});
