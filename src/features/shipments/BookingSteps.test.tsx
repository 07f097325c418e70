import { within } from '@testing-library/react';
import { seedShipment, seedUser } from '../../../mocks/db';
import { renderApp, screen } from '../../testing/renderWithProviders';

const stepSaid = async () =>
  within(await screen.findByRole('navigation', { name: 'Booking steps' })).getByText(/^Step /);

describe('The booking steps', () => {
  it('tells the shipper creating a shipment that the quote is the first of four steps', async () => {
    renderApp({ route: '/create-shipment', session: seedUser() });
    expect(await stepSaid()).toHaveTextContent('Step 1 of 4: Quote');
    const steps = screen.getByRole('navigation', { name: 'Booking steps' });
    for (const title of ['Quote', 'Facilities', 'Details', 'Payment'])
      expect(within(steps).getByText(title)).toBeInTheDocument();
  });

  it.each([
    ['appointment', 'Step 2 of 4: Facilities'],
    ['finalizing', 'Step 3 of 4: Details'],
  ])('marks the %s page of an unfinished shipment', async (page, said) => {
    const session = seedUser();
    const shipment = seedShipment(session.user.id);
    renderApp({ route: `/shipments/${shipment.id}/${page}`, session });
    expect(await stepSaid()).toHaveTextContent(said);
  });

  it('marks the checkout of a finalized shipment as the last step', async () => {
    const session = seedUser();
    const shipment = seedShipment(session.user.id, { finalized: true });
    renderApp({ route: `/shipments/${shipment.id}/checkout`, session });
    expect(await stepSaid()).toHaveTextContent('Step 4 of 4: Payment');
  });

  it('shows no booking steps once the shipment is paid', async () => {
    const session = seedUser();
    const shipment = seedShipment(session.user.id, { status: 'upcoming' });
    renderApp({ route: `/shipments/${shipment.id}/appointment`, session });
    expect(await screen.findByRole('heading', { name: 'Appointment' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Booking steps' })).not.toBeInTheDocument();
  });
});
