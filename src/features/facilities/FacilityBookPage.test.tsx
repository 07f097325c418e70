import { waitFor, within } from '@testing-library/react';
import { savedFacility } from '../../../mocks/server/arrange/booking';
import { signedInMember, signedInShipper } from '../../../mocks/server/sessions';
import { startApiServer } from '../../../mocks/server/apiServer';
import type { FacilityFields } from '@domain/types';
import { renderApp, screen } from '../../testing/renderWithProviders';
import { expectEveryPhoneFormatTaken } from '../../testing/typedPhones';

beforeAll(startApiServer);

const TRINITY: FacilityFields = {
  facility_name: 'Trinity Grocers DC',
  facility_address: '4500 Irving Blvd',
  zip_code: '75247',
  scheduling_preference: 'to_be_scheduled',
  contact_name: 'Lee Park',
  phone_number: '+12145550111',
  email: 'dock@trinity.test',
};
const LAKESHORE: FacilityFields = {
  ...TRINITY,
  facility_name: 'Lakeshore Cold Storage',
  facility_address: '2400 S Ashland Ave',
  zip_code: '60608',
  contact_name: 'Ana Ortiz',
};

/** A shipper whose company's book holds both facilities. */
const shipperWithBook = async () => {
  const shipper = await signedInShipper();
  await savedFacility(shipper, 'Dallas', TRINITY);
  await savedFacility(shipper, 'Chicago', LAKESHORE);
  return shipper;
};

describe('Facility book', () => {
  it('lists the book by name, finds by city, and edits and deletes an entry', async () => {
    const { session } = await shipperWithBook();
    const { user } = renderApp({ route: '/settings/facilities', session });
    expect(await screen.findByText('Lakeshore Cold Storage')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Lakeshore Cold Storage2400 S Ashland Ave',
      'Trinity Grocers DC4500 Irving Blvd',
    ]);

    await user.type(screen.getByLabelText('Search the facility book'), 'dallas');
    await waitFor(() =>
      expect(screen.queryByText('Lakeshore Cold Storage')).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Trinity Grocers DC')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Edit Trinity Grocers DC'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Trinity Grocers DC' });
    const contact = within(dialog).getByLabelText('Contact name');
    await user.clear(contact);
    await user.type(contact, 'Kim Diaz');
    await user.click(within(dialog).getByText('Save'));
    expect(await screen.findByText('Kim Diaz')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByLabelText('Delete Trinity Grocers DC'));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('No facility in the book matches this search.'),
    ).toBeInTheDocument();
  });

  it('is read by a viewer, who is offered no change', async () => {
    const viewer = await signedInMember(await shipperWithBook(), 'viewer');
    renderApp({ route: '/settings/facilities', session: viewer.session });
    expect(await screen.findByText('Trinity Grocers DC')).toBeInTheDocument();
    expect(screen.queryByLabelText('Edit Trinity Grocers DC')).not.toBeInTheDocument();
    expect(screen.queryByText('Actions')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add facility' })).not.toBeInTheDocument();
  });

  it('adds a facility before any shipment goes there, its city first', async () => {
    const { session } = await signedInShipper();
    const { user } = renderApp({ route: '/settings/facilities', session });
    await user.click(await screen.findByRole('button', { name: 'Add facility' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add facility' }));
    await user.type(dialog.getByLabelText('Facility name'), TRINITY.facility_name);
    await user.type(dialog.getByLabelText('Address'), TRINITY.facility_address);
    await user.type(dialog.getByLabelText('Zip code'), TRINITY.zip_code);
    await user.click(dialog.getByLabelText('To be scheduled'));
    await user.type(dialog.getByLabelText('Contact name'), TRINITY.contact_name);
    await user.type(dialog.getByLabelText('Phone number'), TRINITY.phone_number);
    await user.type(dialog.getByLabelText('Email'), TRINITY.email);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Pick the facility’s city.')).toBeInTheDocument();

    await user.type(dialog.getByLabelText('City'), 'Dallas');
    await user.click(await screen.findByText(/^Dallas, TX/));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    const row = await screen.findByRole('row', { name: /Trinity Grocers DC/ });
    expect(row).toHaveTextContent('Dallas, TX');
    expect(row).toHaveTextContent(TRINITY.email);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add facility' })).not.toBeInTheDocument(),
    );
  });

  it('says so when the book is empty', async () => {
    const { session } = await signedInShipper();
    renderApp({ route: '/settings/facilities', session });
    expect(
      await screen.findByText(
        "No facilities yet. Facilities saved on a shipment's appointment step appear here.",
      ),
    ).toBeInTheDocument();
  });

  it('shows phones grouped for reading, and takes one however it is typed', async () => {
    const { session } = await shipperWithBook();
    const { user } = renderApp({ route: '/settings/facilities', session });
    expect(await screen.findAllByText(/\+1 214 555 0111/)).toHaveLength(2);
    await user.click(screen.getByLabelText('Edit Trinity Grocers DC'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Trinity Grocers DC' });
    const phone = within(dialog).getByLabelText('Phone number');
    await expectEveryPhoneFormatTaken(user, phone, dialog);
    await user.type(phone, '1 312 555 0142');
    await user.click(within(dialog).getByText('Save'));
    expect(await screen.findByText(/\+1 312 555 0142/)).toBeInTheDocument();
  });

  it('refuses a facility e-mail whose domain has no top-level part', async () => {
    const { session } = await shipperWithBook();
    const { user } = renderApp({ route: '/settings/facilities', session });
    await user.click(await screen.findByLabelText('Edit Trinity Grocers DC'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Trinity Grocers DC' });
    const email = within(dialog).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'tom.becker@acmefoods');
    await user.tab();
    expect(await within(dialog).findByText('Invalid email address')).toBeInTheDocument();
  });
});
