import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { bookedShipment, cancelledShipment } from '../../../mocks/server/arrange/booking';
import type { BookedOptions } from '../../../mocks/server/arrange/booking';
import { signedInShipper } from '../../../mocks/server/sessions';
import { startApiServer } from '../../../mocks/server/apiServer';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { currentPath, renderApp, screen } from '../../testing/renderWithProviders';

beforeAll(startApiServer);

type User = ReturnType<typeof renderApp>['user'];

const openFinalizing = async (options: BookedOptions = {}) => {
  const shipper = await signedInShipper();
  const shipment = await bookedShipment(shipper, options);
  const { session } = shipper;
  const route = `/shipments/${shipment.id}/finalizing`;
  const view = renderApp({ route, session });
  expect(await screen.findByText('Final details', { selector: 'h2' })).toBeInTheDocument();
  return { ...view, session, shipment, route };
};

const DETAILS = {
  'Reference number (optional)': 'PO-88231',
  'Commodity (optional)': 'Canned tomatoes',
  'Weight (thousands of lbs, optional)': '38',
  'Packaging count (optional)': '22',
  'Packaging type (optional)': 'Pallets',
  'Pickup number': 'PU-5521',
  'Pickup notes': 'Dock 4, call ahead.',
  'Dropoff number': 'DL-9902',
  'Dropoff notes': 'Receiving closes at 3 pm.',
};

const fill = async (user: User, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
};

const click = (user: User, text: string) => user.click(screen.getByText(text));

describe('Finalizing', () => {
  afterEach(() => server.events.removeAllListeners());

  it('requires the numbers and notes of both ends, and whole numbers', async () => {
    const { user } = await openFinalizing();
    await click(user, 'Finalize shipment');
    expect(await screen.findAllByText('This field may not be blank.')).toHaveLength(4);

    await fill(user, {
      'Weight (thousands of lbs, optional)': '4.5',
      'Packaging count (optional)': '-2',
    });
    await user.tab();
    expect(await screen.findAllByText('Enter a positive whole number')).toHaveLength(2);
    await fill(user, { 'Weight (thousands of lbs, optional)': 'heavy' });
    expect(await screen.findAllByText('Enter a positive whole number')).toHaveLength(2);
  });

  it("refuses a weight over the trailer's limit before sending, as the server would", async () => {
    const saves: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PATCH') saves.push(request.url);
    });
    const { user } = await openFinalizing({ equipment: 'reefer' });
    await fill(user, { ...DETAILS, 'Weight (thousands of lbs, optional)': '44' });
    await click(user, 'Finalize shipment');
    expect(
      await screen.findByText('Weight must be at most 43 (43,000 lbs) for a reefer'),
    ).toBeInTheDocument();
    await fill(user, {
      'Weight (thousands of lbs, optional)': '43',
      'Packaging count (optional)': '10001',
    });
    expect(await screen.findByText('Packaging count must be at most 10,000')).toBeInTheDocument();
    expect(
      screen.queryByText('Weight must be at most 43 (43,000 lbs) for a reefer'),
    ).not.toBeInTheDocument();
    expect(saves).toEqual([]);
  });

  it('takes up to 45 (45,000 lbs) on a dry van and says so above it', async () => {
    const { user } = await openFinalizing({ equipment: 'dryVan' });
    await fill(user, { 'Weight (thousands of lbs, optional)': '46' });
    await user.tab();
    expect(
      await screen.findByText('Weight must be at most 45 (45,000 lbs) for a dry van'),
    ).toBeInTheDocument();
    await fill(user, { 'Weight (thousands of lbs, optional)': '45' });
    await user.tab();
    await waitFor(() =>
      expect(
        screen.queryByText('Weight must be at most 45 (45,000 lbs) for a dry van'),
      ).not.toBeInTheDocument(),
    );
  });

  it('saves for later, shows what was saved when reopened, then goes on to checkout', async () => {
    const { user, unmount, session, route } = await openFinalizing();
    await fill(user, DETAILS);
    await click(user, 'Save and finish later');
    expect(await screen.findByText('Shipment Saved.')).toBeInTheDocument();
    expect(screen.getByLabelText('Pickup number')).toHaveValue('PU-5521');

    unmount();
    const { user: again, router } = renderApp({ route, session });
    expect(await screen.findByLabelText('Weight (thousands of lbs, optional)')).toHaveValue('38');
    for (const [label, value] of Object.entries(DETAILS))
      expect(screen.getByLabelText(label)).toHaveValue(value);

    await click(again, 'Finalize shipment');
    await waitFor(() => expect(currentPath(router)).toBe(route.replace('finalizing', 'checkout')));
  });

  it('shows the details saved earlier', async () => {
    const { shipment } = await openFinalizing({ finalized: true });
    expect(screen.getByLabelText('Reference number (optional)')).toHaveValue(
      shipment.reference_number ?? 'missing',
    );
    expect(screen.getByLabelText('Weight (thousands of lbs, optional)')).toHaveValue('42');
    expect(screen.getByLabelText('Pickup number')).toHaveValue(`PU-${shipment.id}`);
    expect(screen.getByLabelText('Dropoff notes')).toHaveValue(
      'Call the receiver 30 minutes before arrival.',
    );
  });

  it('saves changes to a paid shipment and goes back to it, never to checkout', async () => {
    const { user, router, shipment } = await openFinalizing({ status: 'upcoming' });
    expect(screen.queryByText('Save and finish later')).not.toBeInTheDocument();
    expect(screen.queryByText('Finalize shipment')).not.toBeInTheDocument();
    await fill(user, { 'Dropoff notes': 'Use the north gate.' });
    await click(user, 'Save changes');
    await waitFor(() => expect(currentPath(router)).toBe(`/shipments/${shipment.id}`));
  });

  it('says why saving failed, puts field errors on their fields and keeps what was typed', async () => {
    const { user, router, route } = await openFinalizing();
    await fill(user, DETAILS);

    server.use(
      http.patch('*/api/shipper/shipments/:id/finalizing/', () =>
        HttpResponse.json(
          { errors: { pickup_number: ['Ensure this field has no more than 20 characters.'] } },
          { status: 400 },
        ),
      ),
    );
    await click(user, 'Finalize shipment');
    expect(
      await screen.findByText('Ensure this field has no more than 20 characters.'),
    ).toBeInTheDocument();
    expect(screen.getByText('An error occurred')).toBeInTheDocument();

    server.use(
      http.patch('*/api/shipper/shipments/:id/finalizing/', () =>
        HttpResponse.json({ message: 'Shipment is being updated.' }, { status: 409 }),
      ),
    );
    await click(user, 'Save and finish later');
    expect(await screen.findByText('Shipment is being updated.')).toBeInTheDocument();

    server.use(
      http.patch(
        '*/api/shipper/shipments/:id/finalizing/',
        () => new HttpResponse('<html>Bad gateway</html>', { status: 502 }),
      ),
    );
    await click(user, 'Finalize shipment');
    expect(await screen.findByText('Something Went Wrong, Try Again Later.')).toBeInTheDocument();

    expect(currentPath(router)).toBe(route);
    for (const [label, value] of Object.entries(DETAILS))
      expect(screen.getByLabelText(label)).toHaveValue(value);
  });

  it('sends an unknown shipment to /404', async () => {
    const { session } = await signedInShipper();
    const { router } = renderApp({ route: '/shipments/424242/finalizing', session });
    expect(await screen.findByText('Working On It..')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/404');
  });

  it('shows the details of a shipment under way read-only', async () => {
    const { shipment } = await openFinalizing({ status: 'past' });
    expect(
      screen.getByText('This shipment can no longer be changed: it is in progress or delivered.'),
    ).toBeInTheDocument();
    expect(screen.getByText(`PU-${shipment.id}`)).toBeInTheDocument();
    expect(screen.getByText('42,000 lbs')).toBeInTheDocument();
    expect(screen.queryByLabelText('Pickup number')).not.toBeInTheDocument();
  });

  it('shows the details of a cancelled shipment read-only, and says it is cancelled', async () => {
    const shipper = await signedInShipper();
    const { id } = await bookedShipment(shipper, { status: 'upcoming' });
    await cancelledShipment(shipper, id, 'plans_changed');
    renderApp({ route: `/shipments/${id}/finalizing`, session: shipper.session });
    expect(await screen.findByText(SERVER_MESSAGES.shipmentCancelled)).toBeInTheDocument();
    expect(screen.getByText(`PU-${id}`)).toBeInTheDocument();
    expect(screen.queryByLabelText('Pickup number')).not.toBeInTheDocument();
  });

  it("asks a reefer's temperature, required and in range, and saves it", async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PATCH')
        void request
          .clone()
          .json()
          .then((body) => bodies.push(body));
    });
    const { user, unmount, session, route } = await openFinalizing({ equipment: 'reefer' });
    await fill(user, DETAILS);
    await click(user, 'Finalize shipment');
    expect(
      await screen.findByText('Enter the temperature the reefer must hold'),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose continuous or cycle')).toBeInTheDocument();
    await fill(user, { 'Temperature (°F)': '-30' });
    await user.tab();
    expect(
      await screen.findByText('The temperature must be between -20 °F and 70 °F'),
    ).toBeInTheDocument();
    await fill(user, { 'Temperature (°F)': '-10.5' });
    await click(user, 'Cycle (start/stop)');
    await click(user, 'Save and finish later');
    expect(await screen.findByText('Shipment Saved.')).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({ temperature_f: -10.5, temperature_mode: 'cycle' }),
    ]);
    unmount();

    renderApp({ route, session });
    expect(await screen.findByLabelText('Temperature (°F)')).toHaveValue('-10.5');
    expect(screen.getByLabelText('Cycle (start/stop)')).toBeChecked();
  });

  it('shows no temperature on a dry van', async () => {
    await openFinalizing({ equipment: 'dryVan' });
    expect(screen.queryByLabelText('Temperature (°F)')).not.toBeInTheDocument();
  });
});
