import { within } from '@testing-library/react';
import { bookedShipment } from '../../../mocks/server/arrange/booking';
import { signedInShipper } from '../../../mocks/server/sessions';
import { startApiServer } from '../../../mocks/server/apiServer';
import { renderApp, screen } from '../../testing/renderWithProviders';

beforeAll(startApiServer);

const stepSaid = async () =>
  within(await screen.findByRole('navigation', { name: 'Booking steps' })).getByText(/^Step /);

describe('The booking steps', () => {
  it('tells the shipper creating a shipment that the quote is the first of four steps', async () => {
    const { session } = await signedInShipper();
    renderApp({ route: '/create-shipment', session });
    expect(await stepSaid()).toHaveTextContent('Step 1 of 4: Quote');
    const steps = screen.getByRole('navigation', { name: 'Booking steps' });
    for (const title of ['Quote', 'Facilities', 'Details', 'Payment'])
      expect(within(steps).getByText(title)).toBeInTheDocument();
  });

  it.each([
    ['appointment', 'Step 2 of 4: Facilities'],
    ['finalizing', 'Step 3 of 4: Details'],
  ])('marks the %s page of an unfinished shipment', async (page, said) => {
    const shipper = await signedInShipper();
    const shipment = await bookedShipment(shipper);
    renderApp({ route: `/shipments/${shipment.id}/${page}`, session: shipper.session });
    expect(await stepSaid()).toHaveTextContent(said);
  });

  it('marks the checkout of a finalized shipment as the last step', async () => {
    const shipper = await signedInShipper();
    const shipment = await bookedShipment(shipper, { finalized: true });
    renderApp({ route: `/shipments/${shipment.id}/checkout`, session: shipper.session });
    expect(await stepSaid()).toHaveTextContent('Step 4 of 4: Payment');
  });

  it('shows no booking steps once the shipment is paid', async () => {
    const shipper = await signedInShipper();
    const shipment = await bookedShipment(shipper, { status: 'upcoming' });
    renderApp({ route: `/shipments/${shipment.id}/appointment`, session: shipper.session });
    expect(await screen.findByRole('heading', { name: 'Appointment' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Booking steps' })).not.toBeInTheDocument();
  });
});
