import { within } from '@testing-library/react';
import { shipmentOf } from '../../../../mocks/server/arrange/movement';
import { signedInShipper } from '../../../../mocks/server/sessions';
import { startApiServer } from '../../../../mocks/server/apiServer';
import { renderApp, screen } from '../../../testing/renderWithProviders';

beforeAll(startApiServer);

const region = (name: string) => within(screen.getByRole('region', { name }));

describe("the shipment page's stops and load", () => {
  it("show each stop's window and a reefer's temperature", async () => {
    const { session, caller } = await signedInShipper();
    const { shipment } = await shipmentOf(caller, {
      status: 'upcoming',
      equipment: 'reefer',
      windows: {
        pickup: { scheduling_preference: 'first_come', window_start: '05:00', window_end: '12:00' },
        dropoff: { scheduling_preference: 'to_be_scheduled' },
      },
    });
    renderApp({ route: `/shipments/${shipment.id}`, session });
    await screen.findByRole('heading', { level: 2, name: `Shipment #${shipment.id}` });
    expect(region('Pickup').getByText('Receiving 05:00–12:00')).toBeInTheDocument();
    expect(region('Dropoff').queryByText('Window')).not.toBeInTheDocument();
    expect(region('Load').getByText('34 °F, continuous')).toBeInTheDocument();
  });

  it('show no temperature for a dry van', async () => {
    const { session, caller } = await signedInShipper();
    const { shipment } = await shipmentOf(caller, { status: 'upcoming' });
    renderApp({ route: `/shipments/${shipment.id}`, session });
    await screen.findByRole('heading', { level: 2, name: `Shipment #${shipment.id}` });
    expect(region('Load').queryByText('Temperature')).not.toBeInTheDocument();
  });
});
