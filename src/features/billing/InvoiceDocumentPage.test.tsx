import { waitFor, within } from '@testing-library/react';
import { cancelShipment, invoicedShipment } from '../../../mocks/server/arrange/billing';
import { signedInShipper } from '../../../mocks/server/sessions';
import { startApiServer } from '../../../mocks/server/apiServer';
import { formatDate, formatUsd } from '../../lib/format';
import { renderApp, screen } from '../../testing/renderWithProviders';
import { catchSavedFiles } from '../../testing/savedFiles';

beforeAll(startApiServer);

afterEach(() => jest.restoreAllMocks());

/** A new shipper's shipment from Chicago to Dallas, paid by card, and its invoice. */
const paidInvoice = async () => {
  const { session, caller } = await signedInShipper();
  const { shipment, invoice } = await invoicedShipment(caller, {
    from: 'Chicago, IL',
    to: 'Dallas, TX',
    paid: true,
  });
  return { session, caller, shipment, invoice };
};

describe('An invoice page', () => {
  it('shows the invoice as its PDF does: parties, dates, shipment, lines, total and payment', async () => {
    const { session, shipment, invoice } = await paidInvoice();
    renderApp({ route: `/billing/invoices/${invoice.id}`, session });
    expect(
      await screen.findByRole('heading', { level: 2, name: `Invoice ${invoice.invoice_number}` }),
    ).toBeVisible();
    expect(screen.getByText('Bill to')).toBeVisible();
    expect(screen.getByText('Remit to')).toBeVisible();
    expect(screen.getByText(`#${shipment.id}`)).toBeVisible();
    expect(screen.getByText('Chicago, IL to Dallas, TX')).toBeVisible();
    const lines = within(screen.getByRole('table', { name: 'Line items' }));
    expect(lines.getByText('Total')).toBeVisible();
    expect(lines.getAllByText(/^\$/).length).toBeGreaterThan(1);
    expect(screen.getByText('Paid in full. Thank you for shipping with us.')).toBeVisible();
  });

  it('says when and how much of a cancelled shipment’s payment was refunded', async () => {
    const { session, caller, shipment, invoice } = await paidInvoice();
    const { cancelled_at } = await cancelShipment(caller, shipment.id, 'booked_elsewhere');
    renderApp({ route: `/billing/invoices/${invoice.id}`, session });
    expect(
      await screen.findByText(
        `Refunded ${formatUsd(shipment.total_price)} on ${formatDate(cancelled_at ?? '')}`,
      ),
    ).toBeVisible();
    expect(screen.getByText('Refunded', { selector: '.ant-tag' })).toHaveClass('ant-tag-blue');
  });

  it('says nothing of a refund for an invoice paid and kept', async () => {
    const { session, invoice } = await paidInvoice();
    renderApp({ route: `/billing/invoices/${invoice.id}`, session });
    await screen.findByRole('heading', { level: 2, name: `Invoice ${invoice.invoice_number}` });
    expect(screen.queryByText(/^Refunded \$/)).not.toBeInTheDocument();
  });

  it('downloads its PDF under the invoice number', async () => {
    const saved = catchSavedFiles();
    const { session, invoice } = await paidInvoice();
    const { user } = renderApp({ route: `/billing/invoices/${invoice.id}`, session });
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe(`${invoice.invoice_number}.pdf`);
    expect(new TextDecoder().decode((await saved[0]?.blob.arrayBuffer())?.slice(0, 5))).toBe(
      '%PDF-',
    );
  });

  it("says an invoice is not found for another shipper's invoice and for a malformed number", async () => {
    const { invoice } = await paidInvoice();
    const other = await signedInShipper();
    const { unmount } = renderApp({
      route: `/billing/invoices/${invoice.id}`,
      session: other.session,
    });
    expect(await screen.findByText('Invoice not found')).toBeVisible();
    unmount();
    renderApp({ route: '/billing/invoices/abc', session: other.session });
    expect(await screen.findByText('Invoice not found')).toBeVisible();
  });
});
