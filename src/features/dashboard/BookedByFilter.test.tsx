import { waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { apiServer } from '../../../mocks/server/apiServer';
import { joinedMember, signedUpShipper } from '../../../mocks/server/arrange/dashboard';
import { shipmentOf } from '../../../mocks/server/arrange/shipments';
import { startApiServer } from '../../../mocks/server/apiServer';
import { callApi } from '../../../server/test/shipmentFixtures';
import { chooseOption, openOptionList } from '../../testing/chooseOption';
import { renderApp, screen } from '../../testing/renderWithProviders';
import { catchSavedFiles } from '../../testing/savedFiles';
import type { SavedFile } from '../../testing/savedFiles';
import { cardNames, waitForCards } from './dashboardTesting';

beforeAll(startApiServer);

type User = ReturnType<typeof renderApp>['user'];

/**
 * Avery, the admin, who booked one shipment; Blake, a booker, who booked another, delivered
 * since (so booked a month before the others); Casey, who booked a third and was removed since,
 * their booking staying the company's.
 */
const company = async () => {
  const admin = await signedUpShipper({ first_name: 'Avery', last_name: 'Reyes' });
  const booker = await joinedMember(admin, 'booker', { first_name: 'Blake', last_name: 'Reyes' });
  const leaver = await joinedMember(admin, 'booker', { first_name: 'Casey', last_name: 'Reyes' });
  const averys = await shipmentOf(admin, { from: 'Chicago, IL', to: 'Dallas, TX' });
  const blakes = await shipmentOf(booker, {
    from: 'Denver, CO',
    to: 'Phoenix, AZ',
    status: 'past',
  });
  const caseys = await shipmentOf(leaver, { from: 'Houston, TX', to: 'Dallas, TX' });
  const removed = await callApi(
    await apiServer(),
    admin.caller,
    'DELETE',
    `/company/members/${leaver.session.user.id}/`,
  );
  expect(removed.statusCode).toBe(200);
  return { admin: admin.session, booker: booker.session, averys, blakes, caseys };
};

const names = (...shipments: { id: number }[]) => shipments.map(({ id }) => `Shipment #${id}`);

const tabNames = () => screen.getAllByRole('tab', { hidden: true }).map((tab) => tab.textContent);

const openFilters = async (user: User) => {
  await screen.findAllByRole('article');
  await user.click(screen.getByRole('button', { name: 'Filters' }));
  return screen.findByLabelText('Booked by');
};

afterEach(() => {
  jest.restoreAllMocks();
  server.events.removeAllListeners();
  localStorage.clear();
});

describe('Who booked each shipment, on the dashboard', () => {
  it('is a column of the table', async () => {
    const { admin, blakes } = await company();
    renderApp({ route: '/dashboard?view=table', session: admin });
    const table = await screen.findByRole('table', { name: 'Shipments' });
    expect(within(table).getByRole('columnheader', { name: 'Booked by' })).toBeVisible();
    const row = within(table)
      .getByRole('link', { name: `#${blakes.id}` })
      .closest('tr');
    expect(within(row as HTMLElement).getByRole('cell', { name: 'Blake Reyes' })).toBeVisible();
  });

  it('filters the list and its counts by the member picked, kept in the address', async () => {
    const { admin, booker, averys, blakes, caseys } = await company();
    const { user, router } = renderApp({ route: '/dashboard', session: admin });
    await waitForCards(names(caseys, averys, blakes));
    await user.click(await openFilters(user));
    const list = await openOptionList();
    // Active members first, the removed one marked.
    const options = [...list.querySelectorAll('.ant-select-item-option')].map((option) =>
      option.getAttribute('title'),
    );
    expect(options).toEqual(['Everyone', 'Avery Reyes', 'Blake Reyes', 'Casey Reyes (removed)']);
    await user.click(within(list).getByTitle('Blake Reyes'));
    await waitForCards(names(blakes));
    expect(router.search).toBe(`?booked_by=${booker.user.id}`);
    expect(tabNames()).toEqual([
      'All (1)',
      'Unfinished (0)',
      'In Progress (0)',
      'Upcoming (0)',
      'Past (1)',
    ]);

    await chooseOption(user, screen.getByLabelText('Booked by'), 'Casey Reyes (removed)');
    await waitForCards(names(caseys));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitForCards(names(caseys, averys, blakes));
    expect(router.search).toBe('');
  });

  it("shows the signed-in member's own bookings in one click, and everyone's again", async () => {
    const { booker, blakes, caseys, averys } = await company();
    const { user, router } = renderApp({ route: '/dashboard', session: booker });
    await openFilters(user);
    const mine = screen.getByRole('button', { name: 'Mine' });
    expect(mine).toHaveAttribute('aria-pressed', 'false');
    await user.click(mine);
    await waitForCards(names(blakes));
    expect(router.search).toBe('?booked_by=me');
    expect(screen.getByRole('button', { name: 'Mine' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('tab', { name: 'All (1)' })).toBeInTheDocument();
    // The select names who "me" is.
    expect(screen.getByTitle('Blake Reyes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mine' }));
    await waitForCards(names(caseys, averys, blakes));
    expect(router.search).toBe('');
  });

  it('opens on the bookings of "me" that a link names: each reader their own', async () => {
    const { admin, averys } = await company();
    renderApp({ route: '/dashboard?booked_by=me', session: admin });
    await waitForCards(names(averys));
    expect(await screen.findByRole('button', { name: 'Mine' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'All (1)' })).toBeInTheDocument();
  });

  it('exports what the list shows: the export asks for the same member', async () => {
    const saved = catchSavedFiles();
    const { admin, booker, blakes } = await company();
    const asked: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/export/')) asked.push(url);
    });
    const { user } = renderApp({
      route: `/dashboard?booked_by=${booker.user.id}`,
      session: admin,
    });
    await waitForCards(names(blakes));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(asked.map((url) => url.searchParams.get('booked_by'))).toEqual([String(booker.user.id)]);
    const [file] = saved as [SavedFile];
    const [header = '', ...rows] = (await file.blob.text()).trim().split(/\r?\n/);
    expect(header.split(',')).toContain('Booked by');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(String(blakes.id));
    expect(rows[0]).toContain('Blake Reyes');
    expect(cardNames()).toEqual(names(blakes));
  });
});
