import { waitFor, within } from '@testing-library/react';
import { cancelled, shipmentOf } from '../../../mocks/server/arrange/movement';
import { signedInShipper } from '../../../mocks/server/sessions';
import { startApiServer } from '../../../mocks/server/apiServer';
import { pdfText } from '../../../server/test/pdfText';
import { bolNumber } from '@domain/shippingPapers';
import type { ShipmentStatus } from '@domain/types';
import { catchSavedFiles } from '../../testing/savedFiles';
import { renderApp, screen } from '../../testing/renderWithProviders';

beforeAll(startApiServer);

const openDetails = async (
  status: Exclude<ShipmentStatus, 'cancelled'>,
  options: { finalized?: boolean; cancelled?: boolean } = {},
) => {
  const { session, caller } = await signedInShipper();
  const { shipment } = await shipmentOf(caller, { status, finalized: options.finalized });
  if (options.cancelled) await cancelled(caller, shipment.id, 'plans_changed');
  const view = renderApp({ route: `/shipments/${shipment.id}`, session });
  await screen.findByRole('heading', { level: 2, name: `Shipment #${shipment.id}` });
  return { ...view, shipment };
};

const papers = () => within(screen.getByRole('region', { name: 'Shipping papers' }));

const checklist = (paper: string) =>
  papers()
    .getByRole('list', { name: `What the ${paper} needs` })
    .querySelectorAll('li');

describe('the shipping papers on a shipment’s page', () => {
  it('lists what an unpaid shipment still needs for each paper, and offers no download', async () => {
    await openDetails('unfinished');
    expect([...checklist('bill of lading')].map((item) => item.textContent)).toEqual([
      'The payment: missing',
      'The pickup facility: missing',
      'The dropoff facility: missing',
    ]);
    expect([...checklist('load confirmation')].map((item) => item.textContent)).toEqual([
      'The payment: missing',
    ]);
    expect(papers().queryByRole('button')).not.toBeInTheDocument();
  });

  it('ticks off the facilities already given', async () => {
    await openDetails('unfinished', { finalized: true });
    expect([...checklist('bill of lading')].map((item) => item.textContent)).toEqual([
      'The payment: missing',
      'The pickup facility: done',
      'The dropoff facility: done',
    ]);
  });

  it('downloads the bill of lading and the load confirmation of a paid shipment', async () => {
    const saved = catchSavedFiles();
    const { user, shipment } = await openDetails('upcoming');
    await user.click(papers().getByRole('button', { name: 'Download bill of lading' }));
    await user.click(papers().getByRole('button', { name: 'Download load confirmation' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    // Both buttons done, as the user sees them again, before the files are read.
    for (const name of ['Download bill of lading', 'Download load confirmation'])
      await waitFor(() =>
        expect(papers().getByRole('button', { name })).not.toHaveClass('ant-btn-loading'),
      );
    expect(saved.map(({ name }) => name)).toEqual([
      `BOL-${bolNumber(shipment.id)}.pdf`,
      `load-confirmation-${shipment.id}.pdf`,
    ]);
    const pdf = new Uint8Array((await saved[0]?.blob.arrayBuffer()) ?? new ArrayBuffer(0));
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
    expect(await pdfText(pdf)).toContain(`Bill of lading number ${bolNumber(shipment.id)}`);
  });

  it('is not shown for a cancelled shipment', async () => {
    await openDetails('upcoming', { cancelled: true });
    expect(screen.getByRole('button', { name: 'Book again' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Shipping papers' })).not.toBeInTheDocument();
  });
});
