import { act, within } from '@testing-library/react';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { signedInShipper, type SignedIn } from '../../../mocks/server/sessions';
import { startApiServer } from '../../../mocks/server/apiServer';
import { openOptionList } from '../../testing/chooseOption';
import { currentPath, renderApp, screen } from '../../testing/renderWithProviders';

beforeAll(startApiServer);

type User = ReturnType<typeof renderApp>['user'];

const pickCity = async (user: User, label: string, typed: string, option: string) => {
  await user.type(await screen.findByLabelText(label), typed);
  act(() => jest.advanceTimersByTime(1000));
  await user.click(await within(await openOptionList()).findByTitle(option));
};

const quoteChicagoToDallas = async (user: User) => {
  await pickCity(user, 'Ship From', 'Chic', 'Chicago, IL, US');
  await pickCity(user, 'Ship To', 'Dal', 'Dallas, TX, US');
  return screen.findByRole('link', { name: 'Book this lane' });
};

/** The create-shipment page, filled with the Chicago to Dallas lane and its quote. */
const expectLaneBooked = async () => {
  expect(await screen.findByText('Create shipment', { selector: 'h2' })).toBeInTheDocument();
  expect(await screen.findByText('963 miles')).toBeInTheDocument();
  expect(await screen.findByTitle('Chicago, IL, US')).toBeInTheDocument();
  expect(screen.getByTitle('Dallas, TX, US')).toBeInTheDocument();
};

describe('Landing page: booking the lane quoted', () => {
  /** Shippers of each test's own: the visitor's lane comes back to one, then not to the other. */
  let shippers: [SignedIn, SignedIn];
  beforeEach(async () => {
    // Made before the clock is faked: the server's work waits on timers a faked clock holds.
    shippers = [await signedInShipper(), await signedInShipper()];
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('offers no booking before both cities are picked, and Get Started still leads to sign-in', async () => {
    const { user } = renderApp({ fakeTimers: true });
    await pickCity(user, 'Ship From', 'Chic', 'Chicago, IL, US');
    expect(screen.getByText('Get Quote')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book this lane' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/login');
  });

  it('says so when one city is at both ends', async () => {
    const { user } = renderApp({ fakeTimers: true });
    await pickCity(user, 'Ship From', 'Chic', 'Chicago, IL, US');
    await pickCity(user, 'Ship To', 'Chic', 'Chicago, IL, US');
    expect(screen.getByText(SERVER_MESSAGES.sameCity)).toBeInTheDocument();
    expect(screen.queryByText('Get Quote')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book this lane' })).not.toBeInTheDocument();
  });

  it('takes a signed-in shipper straight to create-shipment with the lane', async () => {
    const { user, router } = renderApp({ session: shippers[0].session, fakeTimers: true });
    await user.click(await quoteChicagoToDallas(user));
    await expectLaneBooked();
    expect(currentPath(router)).toBe('/create-shipment');
  });

  it("keeps a visitor's lane through sign-up, and opens create-shipment with it once the account is ready", async () => {
    const first = renderApp({ fakeTimers: true });
    await first.user.click(await quoteChicagoToDallas(first.user));
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(currentPath(first.router)).toBe('/sign-up');
    first.unmount();

    // The account is made and verified, the e-mailed link opened: the next page is the dashboard.
    const later = renderApp({
      route: '/dashboard',
      session: shippers[0].session,
      fakeTimers: true,
    });
    await expectLaneBooked();
    expect(currentPath(later.router)).toBe('/create-shipment');
    later.unmount();

    // Once only: the dashboard is the dashboard again.
    const again = renderApp({
      route: '/dashboard',
      session: shippers[1].session,
      fakeTimers: true,
    });
    expect(await screen.findByText(/^Good (morning|afternoon|evening)/)).toBeInTheDocument();
    expect(currentPath(again.router)).toBe('/dashboard');
  });
});
