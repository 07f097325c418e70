import { delay, http, HttpResponse } from 'msw';
import { waitFor } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { shipmentOf } from '../../../mocks/server/arrange/shipments';
import { signedInShipper } from '../../../mocks/server/sessions';
import { startApiServer } from '../../../mocks/server/apiServer';
import { renderApp, screen } from '../../testing/renderWithProviders';
import { catchSavedFiles } from '../../testing/savedFiles';
import type { SavedFile } from '../../testing/savedFiles';

beforeAll(startApiServer);

const shipper = async () => {
  const owner = await signedInShipper();
  const dryVan = await shipmentOf(owner, { from: 'Chicago, IL', to: 'Dallas, TX' });
  const reefer = await shipmentOf(owner, {
    from: 'Denver, CO',
    to: 'Phoenix, AZ',
    equipment: 'reefer',
  });
  return { session: owner.session, dryVan, reefer };
};

afterEach(() => jest.restoreAllMocks());

describe('Exporting shipments', () => {
  it('saves every shipment the list matches as a CSV file, the filters included', async () => {
    const saved = catchSavedFiles();
    const { session, reefer } = await shipper();
    const { user } = renderApp({ route: '/dashboard?equipment=reefer', session });
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [file] = saved as [SavedFile];
    expect(file.name).toMatch(/^shipments-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await file.blob.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(String(reefer.id));
    expect(lines[1]).toContain('Denver');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
  });

  it('says how far the export has come while it streams', async () => {
    catchSavedFiles();
    const { session } = await shipper();
    server.use(
      http.get('*/api/shipper/shipments/export/', async () => {
        const encoder = new TextEncoder();
        const body = new ReadableStream({
          async start(controller) {
            controller.enqueue(encoder.encode('ID,Status\n1,Upcoming\n2,Past\n'));
            await delay(300);
            controller.close();
          },
        });
        return new HttpResponse(body, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
      }),
    );
    const { user } = renderApp({ route: '/dashboard', session });
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Exporting… 2 rows');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
  });

  it('says why an export failed, and may be tried again', async () => {
    const saved = catchSavedFiles();
    const { session } = await shipper();
    server.use(
      http.get('*/api/shipper/shipments/export/', () =>
        HttpResponse.json({ message: 'Service unavailable.' }, { status: 503 }),
      ),
    );
    const { user } = renderApp({ route: '/dashboard', session });
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Service unavailable.')).toBeVisible();
    expect(saved).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});
