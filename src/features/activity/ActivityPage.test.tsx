import { waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { named, shipmentOf } from '../../../mocks/server/arrange/movement';
import { signedInMember, signedInShipper } from '../../../mocks/server/sessions';
import { startApiServer } from '../../../mocks/server/apiServer';
import { formatUsd } from '../../lib/format';
import { chooseOption } from '../../testing/chooseOption';
import { renderApp, screen } from '../../testing/renderWithProviders';
import { catchSavedFiles } from '../../testing/savedFiles';
import type { SavedFile } from '../../testing/savedFiles';

beforeAll(startApiServer);

afterEach(() => {
  jest.restoreAllMocks();
  server.events.removeAllListeners();
});

/** Dana, the admin, who booked and paid a shipment; Bo, a booker, who booked one. */
const company = async () => {
  const dana = await named(await signedInShipper(), 'Dana');
  const bo = await named(await signedInMember(dana, 'booker'), 'Bo');
  const { shipment: paid } = await shipmentOf(dana, { status: 'upcoming' });
  const { shipment: booked } = await shipmentOf(bo, { from: 'Houston, TX', to: 'Dallas, TX' });
  return { admin: dana.session, dana, paid, booked };
};

const table = () => screen.getByRole('table', { name: 'Activity' });

/** Each row's What and Summary, top to bottom, once the rows are drawn. */
const rows = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      return `${cells[2]?.textContent ?? ''}: ${cells[4]?.textContent ?? ''}`;
    });

describe('The activity page', () => {
  it('is in an admin’s user menu and lists what every member did, newest first', async () => {
    const { admin, paid, booked } = await company();
    const { user, router } = renderApp({ route: '/dashboard', session: admin });
    await user.click(await screen.findByRole('button', { name: 'Account menu for Dana' }));
    await user.click(screen.getByRole('menuitem', { name: 'Activity' }));
    await waitFor(() => expect(router.pathname).toBe('/settings/activity'));

    expect(await screen.findByRole('heading', { name: 'Activity' })).toBeInTheDocument();
    const booking = await screen.findByRole('cell', {
      name: 'Booked the shipment Houston, TX to Dallas, TX',
    });
    const row = within(booking.closest('tr') as HTMLElement);
    expect(row.getByRole('cell', { name: 'Bo Reyes' })).toBeInTheDocument();
    expect(row.getByRole('cell', { name: 'Shipment booked' })).toBeInTheDocument();
    expect(row.getByRole('link', { name: `#${booked.id}` })).toHaveAttribute(
      'href',
      `/shipments/${booked.id}`,
    );
    expect(rows()).toEqual([
      `Payment made: Paid ${formatUsd(paid.total_price)}`,
      // Paid by card: the attempt goes into the history before its outcome.
      `Payment tried: Tried to pay ${formatUsd(paid.total_price)}`,
      'Final details saved: Saved the final details',
      'Facility info added: Added the dropoff facility info',
      'Facility info added: Added the pickup facility info',
      'Shipment booked: Booked the shipment Houston, TX to Dallas, TX',
      'Shipment booked: Booked the shipment Chicago, IL to Dallas, TX',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('7 events in all');
  });

  it('filters by kind and by member, keeps the filters in the address, and clears them', async () => {
    const { admin } = await company();
    const { user, router } = renderApp({ route: '/settings/activity', session: admin });
    await screen.findByRole('cell', { name: 'Bo Reyes' });
    const all = rows().length;

    await chooseOption(
      user,
      screen.getByRole('combobox', { name: 'What' }),
      'Payment made',
      'paym',
    );
    await waitFor(() => expect(rows()).toEqual([expect.stringMatching(/^Payment made: Paid /)]));
    expect(router.search).toBe('?kind=payment_made');
    expect(screen.getByRole('status')).toHaveTextContent('1 event matches these filters');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await chooseOption(user, screen.getByRole('combobox', { name: 'Member' }), 'Bo Reyes');
    await waitFor(() =>
      expect(rows()).toEqual(['Shipment booked: Booked the shipment Houston, TX to Dallas, TX']),
    );
    expect(router.search).toMatch(/^\?member=\d+$/);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(rows()).toHaveLength(all));
    expect(router.search).toBe('');
  });

  it('says when no event falls on the days asked', async () => {
    const { admin } = await company();
    renderApp({
      route: '/settings/activity?date_from=2001-01-01&date_to=2001-01-31',
      session: admin,
    });
    expect(await screen.findByText('No events match these filters')).toBeVisible();
    expect(screen.getByLabelText('Dates')).toHaveValue('Jan 1, 2001');
    expect(screen.getByLabelText('Dates to')).toHaveValue('Jan 31, 2001');
  });

  it.each([
    ['in the ISO form', '2001-01-01', '2001-01-31'],
    ['as month/day/year', '01/01/2001', '1/31/2001'],
  ])('filters by days typed %s', async (_form, from, to) => {
    const { admin } = await company();
    const { user, router } = renderApp({ route: '/settings/activity', session: admin });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await user.type(screen.getByLabelText('Dates'), `${from}{Enter}`);
    await user.type(screen.getByLabelText('Dates to'), `${to}{Enter}`);
    expect(await screen.findByText('No events match these filters')).toBeVisible();
    expect(new URLSearchParams(router.search).get('date_from')).toBe('2001-01-01');
    expect(new URLSearchParams(router.search).get('date_to')).toBe('2001-01-31');
    expect(screen.getByLabelText('Dates')).toHaveValue('Jan 1, 2001');
    expect(screen.getByLabelText('Dates to')).toHaveValue('Jan 31, 2001');
  });

  it('exports the events the filters match as CSV', async () => {
    const saved = catchSavedFiles();
    const { admin } = await company();
    const { user } = renderApp({
      route: '/settings/activity?kind=shipment_created',
      session: admin,
    });
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [file] = saved as [SavedFile];
    expect(file.name).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await file.blob.text()).trim().split(/\r?\n/);
    expect(lines[0]).toBe('When,Member,Kind,Shipment,Summary,Changes');
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).every((line) => line.includes(',Shipment booked,'))).toBe(true);
  });

  it('is neither offered nor opened to a viewer, who is told why', async () => {
    const { dana } = await company();
    const { session: viewer } = await named(await signedInMember(dana, 'viewer'), 'Vi');
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).pathname);
    });
    const { user } = renderApp({ route: '/dashboard', session: viewer });
    await user.click(await screen.findByRole('button', { name: 'Account menu for Vi' }));
    expect(screen.getByRole('menuitem', { name: 'Team' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Activity' })).not.toBeInTheDocument();

    renderApp({ route: '/settings/activity', session: viewer });
    expect(await screen.findByText('Not available to your role')).toBeInTheDocument();
    expect(screen.getByText('Viewers cannot see the company’s activity.')).toBeInTheDocument();
    expect(asked.filter((path) => path.startsWith('/api/company/activity'))).toEqual([]);
  });
});
