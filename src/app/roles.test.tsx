import { within } from '@testing-library/react';
import type { Role } from '@domain/roles';
import { bookShipment } from '../../server/test/paymentFixtures';
import { server } from '../../mocks/node';
import { apiServer } from '../../mocks/server/apiServer';
import { signedInMember, signedInShipper } from '../../mocks/server/sessions';
import { startApiServer } from '../../mocks/server/apiServer';
import { renderApp, screen } from '../testing/renderWithProviders';

beforeAll(startApiServer);

/** A company's admin with one unfinished shipment, its details given, and a member of the role. */
const companyWith = async (role: Role) => {
  const admin = await signedInShipper();
  const shipment = await bookShipment(await apiServer(), admin.caller);
  const member = await signedInMember(admin, role);
  return { admin: admin.session, member: member.session, shipment };
};

const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** The items of the shipment card's menu, opened. */
const cardMenu = async (user: ReturnType<typeof renderApp>['user'], id: number) => {
  await user.click(await screen.findByRole('button', { name: `Actions for shipment #${id}` }));
  const view = await screen.findByRole('menuitem', { name: 'View Details' });
  const menu = view.closest<HTMLElement>('[role="menu"]');
  if (!menu) throw new Error('The card menu is not a menu.');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
};

describe('What each role is offered', () => {
  afterEach(() => server.events.removeAllListeners());

  it('offers a viewer the company’s shipments, without creating, billing or cancelling', async () => {
    const { member, shipment } = await companyWith('viewer');
    const { user } = renderApp({ route: '/dashboard', session: member });
    expect(
      await screen.findByRole('article', { name: `Shipment #${shipment.id}` }),
    ).toBeInTheDocument();
    expect(navLinks()).toEqual(['Dashboard']);
    expect(
      within(screen.getByRole('main')).queryByRole('link', { name: 'Create Shipment' }),
    ).not.toBeInTheDocument();
    expect(await cardMenu(user, shipment.id)).toEqual(['View Details']);
  });

  it('shows a viewer a shipment’s details without the steps that change or cancel it', async () => {
    const { member, shipment } = await companyWith('viewer');
    renderApp({ route: `/shipments/${shipment.id}`, session: member });
    expect(
      await screen.findByRole('heading', { name: `Shipment #${shipment.id}` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Shipment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Complete Shipment' })).not.toBeInTheDocument();
  });

  it('tells a viewer who opens /billing that billing is not theirs, without asking the API', async () => {
    const { member } = await companyWith('viewer');
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).pathname);
    });
    renderApp({ route: '/billing', session: member });
    expect(await screen.findByText('Not available to your role')).toBeInTheDocument();
    expect(screen.getByText('Viewers cannot see billing.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(asked.filter((path) => path.startsWith('/api/invoices'))).toEqual([]);
  });

  it('offers a finance member billing, but not creating shipments', async () => {
    const { member, shipment } = await companyWith('finance');
    const { user } = renderApp({ route: '/dashboard', session: member });
    await screen.findByRole('article', { name: `Shipment #${shipment.id}` });
    expect(navLinks()).toEqual(['Dashboard', 'Billing']);
    expect(await cardMenu(user, shipment.id)).toEqual(['View Details']);

    await user.click(screen.getByRole('link', { name: 'Billing' }));
    expect(await screen.findByRole('heading', { name: 'Billing' })).toBeInTheDocument();
  });

  it('tells a finance member who opens /create-shipment that it is not theirs', async () => {
    const { member } = await companyWith('finance');
    renderApp({ route: '/create-shipment', session: member });
    expect(await screen.findByText('Finance members cannot create shipments.')).toBeInTheDocument();
  });

  it('offers an admin everything, as before roles', async () => {
    const { admin, shipment } = await companyWith('viewer');
    const { user } = renderApp({ route: '/dashboard', session: admin });
    await screen.findByRole('article', { name: `Shipment #${shipment.id}` });
    expect(navLinks()).toEqual(['Dashboard', 'Create Shipment', 'Billing']);
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Create Shipment' }),
    ).toBeInTheDocument();
    expect(await cardMenu(user, shipment.id)).toEqual([
      'View Details',
      'Book again',
      'Cancel Shipment',
    ]);

    await user.click(screen.getByRole('link', { name: `Shipment #${shipment.id}` }));
    expect(await screen.findByRole('button', { name: 'Cancel Shipment' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete Shipment' })).toBeInTheDocument();
  });
});
