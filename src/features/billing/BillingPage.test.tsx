import { http, HttpResponse, delay } from 'msw';
import { within, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { seedCancellation, seedInvoice, seedShipment, seedUser } from '../../../mocks/db';
import { clockAtNoonUtc } from '../../../mocks/testing/clock';
import { LATE_CANCELLATION_FEE_CENTS } from '@domain/cancellationTerms';
import { addDays, todayUtc } from '@domain/dates';
import { server } from '../../../mocks/node';
import { centsToMoney, moneyToCents } from '@domain/money';
import { formatDate, formatUsd } from '../../lib/format';
import { currentPath, renderApp, screen } from '../../testing/renderWithProviders';
import { catchSavedFiles } from '../../testing/savedFiles';
import { answerInvoices, invoicePageOf } from './billingTesting';

const summaryValue = (title: string) =>
  within(screen.getByRole('group', { name: title })).getByText(/^\$/);
const bodyRows = () => screen.getAllByRole('row').slice(1);

const openBilling = async () => {
  const view = renderApp({ route: '/billing', session: seedUser() });
  await screen.findByRole('heading', { level: 3, name: 'Recent Invoices' });
  return view;
};

afterEach(() => jest.useRealTimers());

describe('Billing', () => {
  it('sums the shipper’s invoices and lists the three newest', async () => {
    const session = seedUser();
    const hoursAgo = (hours: number) => dayjs().subtract(hours, 'hour').toISOString();
    const seed = (options: Parameters<typeof seedShipment>[1], createdHoursAgo: number) =>
      seedInvoice(
        seedShipment(session.user.id, { ...options, createdAt: hoursAgo(createdHoursAgo) }).id,
      );
    const olderPaid = seed({ status: 'past' }, 400);
    const paid = seed({ status: 'upcoming' }, 30);
    const overdue = seed(
      { finalized: true, pickupDate: dayjs().subtract(3, 'day').format('YYYY-MM-DD') },
      20,
    );
    const pending = seed({ finalized: true }, 10);
    renderApp({ route: '/billing', session });

    expect(await screen.findByRole('heading', { level: 2, name: 'Billing' })).toBeInTheDocument();
    await screen.findByRole('table');
    const paidCents = moneyToCents(paid.total_amount) + moneyToCents(olderPaid.total_amount);
    expect(summaryValue('Total Payments')).toHaveTextContent(formatUsd(centsToMoney(paidCents)));
    expect(summaryValue('Overdue')).toHaveTextContent(formatUsd(overdue.total_amount));

    const newest = [pending, overdue, paid];
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(
      newest.map((invoice) => invoice.invoice_number),
    );
    for (const [invoice, status] of [
      [pending, 'Pending'],
      [overdue, 'Overdue'],
      [paid, 'Paid'],
    ] as const) {
      const row = within(screen.getByRole('row', { name: new RegExp(invoice.invoice_number) }));
      expect(row.getByText(formatDate(invoice.created_at))).toBeInTheDocument();
      expect(row.getByText(formatUsd(invoice.total_amount))).toBeInTheDocument();
      expect(row.getByText(status)).toBeInTheDocument();
    }
    expect(screen.queryByText(olderPaid.invoice_number)).not.toBeInTheDocument();
  });

  it('shows the totals over all invoices, though it lists three', async () => {
    const now = new Date();
    answerInvoices([
      { status: 'paid', total: '1200.10', paidAt: now },
      { status: 'paid', total: '800.20', paidAt: dayjs(now).subtract(1, 'month').toDate() },
      { status: 'paid', total: '99.95', paidAt: dayjs(now).subtract(1, 'year').toDate() },
      { status: 'overdue', total: '450.35' },
      { status: 'overdue', total: '49.65' },
      { status: 'pending', total: '300.00' },
    ]);
    await openBilling();
    expect(summaryValue('Total Payments')).toHaveTextContent('$2,100.25');
    expect(summaryValue('Overdue')).toHaveTextContent('$500.00');
    expect(summaryValue('This Month')).toHaveTextContent('$1,200.10');
    expect(bodyRows()).toHaveLength(3);
  });

  it("asks for three invoices, and for This Month from the start of the shipper's own month", async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('*/api/invoices/', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
      }),
    );
    const now = new Date();
    await openBilling();
    expect(asked.map((params) => Object.fromEntries(params))).toEqual([
      {
        page_size: '3',
        month_start: new Date(now.getFullYear(), now.getMonth(), 1).toISOString(),
      },
    ]);
  });

  it('tags paid invoices green, pending gold and overdue red', async () => {
    answerInvoices([
      { status: 'paid', total: '10.00', paidAt: new Date() },
      { status: 'pending', total: '20.00' },
      { status: 'overdue', total: '30.00' },
    ]);
    await openBilling();
    expect(screen.getByText('Paid')).toHaveClass('ant-tag-green');
    expect(screen.getByText('Pending')).toHaveClass('ant-tag-gold');
    expect(screen.getByText('Overdue', { selector: '.ant-tag' })).toHaveClass('ant-tag-red');
  });

  it('tags the invoices of cancelled shipments, and counts only what was kept of them', async () => {
    clockAtNoonUtc();
    const session = seedUser();
    const cancelled = (options: Parameters<typeof seedShipment>[1]) => {
      const { id } = seedShipment(session.user.id, options);
      seedCancellation(id, 'price');
      return id;
    };
    cancelled({ finalized: true });
    cancelled({ status: 'upcoming' });
    cancelled({ status: 'upcoming', equipment: 'reefer', pickupDate: addDays(todayUtc(), 1) });
    renderApp({ route: '/billing', session });
    await screen.findByRole('heading', { level: 3, name: 'Recent Invoices' });

    const voided = await screen.findByText('Void');
    expect(voided).toHaveClass('ant-tag');
    expect(voided.className).not.toMatch(/\bant-tag-(green|gold|red|blue)\b/);
    expect(screen.getByText('Refunded')).toHaveClass('ant-tag-blue');
    expect(screen.getByText('Partially refunded')).toHaveClass('ant-tag-blue');
    const kept = formatUsd(centsToMoney(LATE_CANCELLATION_FEE_CENTS.reefer));
    expect(summaryValue('Total Payments')).toHaveTextContent(kept);
    expect(summaryValue('This Month')).toHaveTextContent(kept);
    expect(summaryValue('Overdue')).toHaveTextContent('$0.00');
  });

  it('shows an unknown status capitalised in grey, counted in no total', async () => {
    answerInvoices([{ status: 'disputed', total: '75.00', paidAt: new Date() }]);
    await openBilling();
    const tag = screen.getByText('Disputed');
    expect(tag).toHaveClass('ant-tag');
    expect(tag.className).not.toMatch(/\bant-tag-(green|gold|red|blue)\b/);
    expect(summaryValue('Total Payments')).toHaveTextContent('$0.00');
    expect(summaryValue('This Month')).toHaveTextContent('$0.00');
  });

  it('opens the invoice from View, and downloads its PDF', async () => {
    const saved = catchSavedFiles();
    const session = seedUser();
    const invoice = seedInvoice(seedShipment(session.user.id, { status: 'upcoming' }).id);
    const { user, router } = renderApp({ route: '/billing', session });
    const name = `invoice ${invoice.invoice_number}`;
    await user.click(await screen.findByRole('button', { name: `Download ${name}` }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe(`${invoice.invoice_number}.pdf`);
    expect(saved[0]?.blob.type).toBe('application/pdf');
    await user.click(screen.getByRole('button', { name: `View ${name}` }));
    await waitFor(() => expect(currentPath(router)).toBe(`/billing/invoices/${invoice.id}`));
    expect(
      await screen.findByRole('heading', { level: 2, name: `Invoice ${invoice.invoice_number}` }),
    ).toBeVisible();
  });

  it('says when there are no invoices yet', async () => {
    await openBilling();
    expect(screen.getByText('No invoices yet')).toBeInTheDocument();
    for (const title of ['Total Payments', 'Overdue', 'This Month'])
      expect(summaryValue(title)).toHaveTextContent('$0.00');
  });

  it('shows a spinner while the invoices load', async () => {
    server.use(
      http.get('*/api/invoices/', async () => {
        await delay(150);
        return HttpResponse.json(invoicePageOf([]));
      }),
    );
    renderApp({ route: '/billing', session: seedUser() });
    expect(await screen.findByRole('status', { name: 'Loading invoices' })).toBeInTheDocument();
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
  });

  it('shows the error message and loads again on Try again', async () => {
    server.use(
      http.get(
        '*/api/invoices/',
        () => HttpResponse.json({ message: 'Internal server error.' }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = renderApp({ route: '/billing', session: seedUser() });
    expect(await screen.findByText('Internal server error.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
  });
});
