import { waitFor, within } from '@testing-library/react';
import { shipmentOf } from '../../../mocks/server/arrange/shipments';
import { signedInShipper } from '../../../mocks/server/sessions';
import { startApiServer } from '../../../mocks/server/apiServer';
import { ETA_STATE_LABELS } from '@domain/etaTexts';
import { renderApp, screen } from '../../testing/renderWithProviders';
import { cardNames, demoShipper, waitForCards } from './dashboardTesting';

beforeAll(startApiServer);

const tabNames = () => screen.getAllByRole('tab', { hidden: true }).map((tab) => tab.textContent);
const waitForTabs = (names: string[]) => waitFor(() => expect(tabNames()).toEqual(names));

const renderDemo = async () => {
  const { session, shipments } = await demoShipper();
  const view = renderApp({ route: '/dashboard', session });
  await screen.findAllByRole('article');
  const search = (text: string) => view.user.type(screen.getByLabelText('Search shipments'), text);
  return { ...view, shipments, search };
};

describe('Dashboard filters', () => {
  it('counts the demo shipments in each status tab', async () => {
    await renderDemo();
    expect(tabNames()).toEqual([
      'All (7)',
      'Unfinished (3)',
      'In Progress (1)',
      'Upcoming (1)',
      'Past (2)',
    ]);
    expect(screen.getByRole('tab', { name: 'All (7)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the shipments of the chosen tab only', async () => {
    const { user } = await renderDemo();
    await user.click(screen.getByRole('tab', { name: 'Past (2)' }));
    await waitFor(() => expect(cardNames()).toHaveLength(2));
    for (const card of screen.getAllByRole('article'))
      expect(within(card).getByText('Past')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'In Progress (1)' }));
    await waitFor(() =>
      expect(within(screen.getByRole('article')).getByText('Seattle, WA')).toBeInTheDocument(),
    );
  });

  it('shows how the load on the road stands against its drop-off day, and filters by it', async () => {
    const { user, shipments } = await renderDemo();
    const onTheRoad = shipments.find(({ eta_state }) => eta_state !== null);
    if (!onTheRoad?.eta_state) throw new Error('The demo has no load on the road.');
    const label = ETA_STATE_LABELS[onTheRoad.eta_state];
    const card = screen.getByRole('article', { name: new RegExp(`#${onTheRoad.id}\\b`) });
    expect(within(card).getByText(label)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(await screen.findByLabelText('Estimate'));
    await user.click(await screen.findByTitle(label));
    await waitForTabs(['All (1)', 'Unfinished (0)', 'In Progress (1)', 'Upcoming (0)', 'Past (0)']);
    expect(screen.getByRole('article')).toBe(
      screen.getByRole('article', { name: new RegExp(`#${onTheRoad.id}\\b`) }),
    );
  });

  it('filters by region code, case-insensitively, and the counts follow', async () => {
    const { search } = await renderDemo();
    await search('tx');
    await waitForTabs(['All (2)', 'Unfinished (1)', 'In Progress (0)', 'Upcoming (1)', 'Past (0)']);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('Dallas, TX')).toBeInTheDocument();
    expect(screen.getByText('Houston, TX')).toBeInTheDocument();
  });

  it('filters by city name, ignoring case and accents, within the chosen tab', async () => {
    const { user, search } = await renderDemo();
    await user.click(screen.getByRole('tab', { name: 'Past (2)' }));
    await search('MONTREAL');
    await waitForTabs(['All (1)', 'Unfinished (0)', 'In Progress (0)', 'Upcoming (0)', 'Past (1)']);
    expect(screen.getByRole('tab', { name: 'Past (1)' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(within(screen.getByRole('article')).getByText('Montréal, QC')).toBeInTheDocument(),
    );
  });

  it('filters by reference number and by shipment ID', async () => {
    const { user, shipments, search } = await renderDemo();
    const referenced = shipments.find((shipment) => shipment.reference_number);
    if (!referenced?.reference_number) throw new Error('The demo data changed.');
    await search(referenced.reference_number.toLowerCase());
    await waitForCards([`Shipment #${referenced.id}`]);

    await user.clear(screen.getByLabelText('Search shipments'));
    await waitFor(() => expect(cardNames()).toHaveLength(7));
    const [first] = shipments;
    if (!first) throw new Error('The demo data changed.');
    await search(`#${first.id}`);
    await waitForCards([`Shipment #${first.id}`]);
  });

  it('says when nothing matches the search, and clears it', async () => {
    const { user, search } = await renderDemo();
    await search('Anchorage');
    expect(await screen.findByText('No shipments match your search')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All (0)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByLabelText('Search shipments')).toHaveValue('');
    await waitFor(() => expect(cardNames()).toHaveLength(7));
  });

  it('says when a tab has no shipments', async () => {
    const owner = await signedInShipper();
    await shipmentOf(owner);
    const { user } = renderApp({ route: '/dashboard', session: owner.session });
    await user.click(await screen.findByRole('tab', { name: 'Past (0)' }));
    expect(await screen.findByText('No past shipments')).toBeInTheDocument();
  });
});
