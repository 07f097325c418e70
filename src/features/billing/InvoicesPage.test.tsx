import { http, HttpResponse } from 'msw';
import { waitFor, within } from '@testing-library/react';
import { addDays, todayUtc } from '@domain/dates';
import { server } from '../../../mocks/node';
import { apiServer } from '../../../mocks/server/apiServer';
import { cancelShipment, invoicedShipment } from '../../../mocks/server/arrange/billing';
import { signedInShipper } from '../../../mocks/server/sessions';
import { startApiServer } from '../../../mocks/server/apiServer';
import type { Invoice } from '@domain/types';
import { formatUsd } from '../../lib/formatUsd';
import { renderApp, screen } from '../../testing/renderWithProviders';
import { catchSavedFiles } from '../../testing/savedFiles';
import type { SavedFile } from '../../testing/savedFiles';

beforeAll(startApiServer);

afterEach(() => jest.restoreAllMocks());

/**
 * A new shipper's paid invoice, pending one and overdue one (its pickup day has passed unpaid),
 * issued in that order a day apart: each booked a week ahead, but the overdue one, picked up three
 * days ago.
 */
const shipper = async () => {
  const { session, caller } = await signedInShipper();
  const today = todayUtc((await apiServer()).clock.now());
  const paid = await invoicedShipment(caller, {
    from: 'Chicago, IL',
    to: 'Los Angeles, CA',
    daysAgo: 6,
    paid: true,
  });
  const pending = await invoicedShipment(caller, {
    from: 'Chicago, IL',
    to: 'Milwaukee, WI',
    daysAgo: 5,
  });
  const overdue = await invoicedShipment(caller, {
    from: 'Dallas, TX',
    to: 'Houston, TX',
    daysAgo: 4,
    pickupDate: addDays(today, -3),
  });
  return {
    session,
    caller,
    paid: paid.invoice,
    pending: pending.invoice,
    overdue: overdue.invoice,
  };
};

const table = () => screen.getByRole('table', { name: 'Invoices' });

/** The invoice number of each row, top to bottom. */
const rowNumbers = () =>
  within(table())
    .queryAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[0]?.textContent);

const numbers = (...invoices: Invoice[]) => invoices.map((invoice) => invoice.invoice_number);

const waitForRows = (invoices: Invoice[]) =>
  waitFor(() => expect(rowNumbers()).toEqual(numbers(...invoices)));

const summary = () => screen.getByRole('status');

describe('All invoices', () => {
  it('is linked from Recent Invoices, and lists every invoice with their sum', async () => {
    const { session, paid, pending, overdue } = await shipper();
    const { user, router } = renderApp({ route: '/billing', session });
    await user.click(await screen.findByRole('link', { name: 'View all invoices' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'All invoices' })).toBeVisible();
    expect(router.pathname).toBe('/billing/invoices');
    await waitForRows([overdue, pending, paid]);
    const sum = [paid, pending, overdue].reduce((cents, i) => cents + Number(i.total_amount), 0);
    expect(summary()).toHaveTextContent(`3 invoices in all, ${formatUsd(sum.toFixed(2))} in total`);
    const row = within(table()).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByText('Overdue')).toBeVisible();
    expect(within(row).getByRole('link', { name: `#${overdue.shipment_id}` })).toBeVisible();
    await user.click(within(row).getByRole('link', { name: overdue.invoice_number }));
    expect(
      await screen.findByRole('heading', { level: 2, name: `Invoice ${overdue.invoice_number}` }),
    ).toBeVisible();
  });

  it('opens the overdue invoices from the Overdue card, with their sum', async () => {
    const { session, overdue } = await shipper();
    const { user, router } = renderApp({ route: '/billing', session });
    await user.click(await screen.findByRole('group', { name: 'Overdue' }));
    await waitForRows([overdue]);
    expect(router.search).toBe('?status=overdue');
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(summary()).toHaveTextContent(
      `1 invoice matches these filters, ${formatUsd(overdue.total_amount)} in total`,
    );
  });

  it('opens the paid invoices from Total Payments', async () => {
    const { session, paid } = await shipper();
    const { user, router } = renderApp({ route: '/billing', session });
    await user.click(await screen.findByRole('group', { name: 'Total Payments' }));
    await waitForRows([paid]);
    expect(router.search).toBe('?status=paid');
  });

  it('filters by status as chosen, keeps it in the address, and clears it', async () => {
    const { session, paid, pending, overdue } = await shipper();
    const { user, router } = renderApp({ route: '/billing/invoices', session });
    await waitForRows([overdue, pending, paid]);
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByTitle('Pending'));
    await waitForRows([pending]);
    expect(router.search).toBe('?status=pending');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitForRows([overdue, pending, paid]);
    expect(router.search).toBe('');
  });

  it('filters by the statuses of cancelled shipments’ invoices', async () => {
    const { session, caller, pending } = await shipper();
    await cancelShipment(caller, pending.shipment_id, 'wrong_details');
    const { user, router } = renderApp({ route: '/billing/invoices', session });
    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByTitle('Void'));
    await waitForRows([pending]);
    expect(router.search).toBe('?status=void');
    expect(screen.getByText('Void', { selector: '.ant-tag' })).toBeInTheDocument();
  });

  it('says when nothing matches the days asked, and clears them', async () => {
    const { session } = await shipper();
    const { user } = renderApp({
      route: '/billing/invoices?date_from=2001-01-01&date_to=2001-01-31',
      session,
    });
    expect(await screen.findByText('No invoices match these filters')).toBeVisible();
    expect(screen.getByLabelText('Date from')).toHaveValue('Jan 1, 2001');
    expect(screen.getByLabelText('Date to')).toHaveValue('Jan 31, 2001');
    expect(summary()).toHaveTextContent('0 invoices match these filters, $0.00 in total');
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[1] as HTMLElement);
    await waitFor(() => expect(rowNumbers()).toHaveLength(3));
  });

  it.each([
    ['as on a calendar', 'Jan 1, 2001', 'Jan 31, 2001'],
    ['in the ISO form', '2001-01-01', '2001-01-31'],
    ['as month/day/year', '01/01/2001', '01/31/2001'],
    ['as month/day/year without zeros', '1/1/2001', '1/31/2001'],
  ])('filters by days typed %s', async (_form, from, to) => {
    const { session } = await shipper();
    const { user, router } = renderApp({ route: '/billing/invoices', session });
    await waitFor(() => expect(rowNumbers()).toHaveLength(3));
    await user.type(screen.getByLabelText('Date from'), `${from}{Enter}`);
    await user.type(screen.getByLabelText('Date to'), `${to}{Enter}`);
    expect(await screen.findByText('No invoices match these filters')).toBeVisible();
    expect(new URLSearchParams(router.search).get('date_from')).toBe('2001-01-01');
    expect(new URLSearchParams(router.search).get('date_to')).toBe('2001-01-31');
    expect(screen.getByLabelText('Date from')).toHaveValue('Jan 1, 2001');
    expect(screen.getByLabelText('Date to')).toHaveValue('Jan 31, 2001');
  });

  it('sorts by a column at the server, smallest first, then largest', async () => {
    const { session, paid, pending, overdue } = await shipper();
    const byAmount = [paid, pending, overdue].sort(
      (a, b) => Number(a.total_amount) - Number(b.total_amount),
    );
    const { user, router } = renderApp({ route: '/billing/invoices', session });
    await waitForRows([overdue, pending, paid]);
    const header = () => within(table()).getByRole('columnheader', { name: /Amount/ });
    await user.click(header());
    await waitForRows(byAmount);
    expect(router.search).toBe('?ordering=total_amount');
    await user.click(header());
    await waitForRows(byAmount.reverse());
    expect(router.search).toBe('?ordering=-total_amount');
    expect(header()).toHaveAttribute('aria-sort', 'descending');
  });

  it('pages through many invoices, and an unreadable address reads as the first page', async () => {
    const { session, caller } = await signedInShipper();
    const now = (await apiServer()).clock.now().getTime();
    const invoices: Invoice[] = [];
    // One a minute, the last one now: the newest first is the reverse of the order issued.
    for (let minutesAgo = 22; minutesAgo >= 0; minutesAgo -= 1)
      invoices.push(
        (await invoicedShipment(caller, { at: new Date(now - minutesAgo * 60_000) })).invoice,
      );
    const newestFirst = [...invoices].reverse();
    const { user, router } = renderApp({ route: '/billing/invoices?page=x&ordering=y', session });
    await waitForRows(newestFirst.slice(0, 20));
    expect(screen.getByText('1–20 of 23')).toBeVisible();
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitForRows(newestFirst.slice(20));
    expect(router.search).toBe('?page=2');
  });

  it('exports every invoice the filter matches as CSV, not only the page', async () => {
    const saved = catchSavedFiles();
    const { session, overdue } = await shipper();
    const { user } = renderApp({ route: '/billing/invoices?status=overdue', session });
    await waitForRows([overdue]);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [file] = saved as [SavedFile];
    expect(file.name).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await file.blob.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(overdue.invoice_number);
  });

  it('says when the invoices cannot be loaded, and tries again', async () => {
    const { session, paid, pending, overdue } = await shipper();
    server.use(
      http.get('*/api/invoices/', () => HttpResponse.json({ message: 'Down' }, { status: 503 }), {
        once: true,
      }),
    );
    const { user } = renderApp({ route: '/billing/invoices', session });
    expect(await screen.findByText('We could not load your invoices')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitForRows([overdue, pending, paid]);
  });
});
