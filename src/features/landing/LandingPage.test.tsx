import { act } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { startApiServer } from '../../../mocks/server/apiServer';
import { currentPath, renderApp, screen } from '../../testing/renderWithProviders';

/** Counts the city searches the app sends. */
const countCitySearches = () => {
  const prefixes: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/shipper/cities')
      prefixes.push(url.searchParams.get('name_prefix') ?? '');
  });
  return prefixes;
};

const pickCity = async (
  user: ReturnType<typeof renderApp>['user'],
  label: string,
  typed: string,
  option: RegExp,
) => {
  await user.type(screen.getByLabelText(label), typed);
  act(() => jest.advanceTimersByTime(1000));
  await user.click(await screen.findByText(option));
};

beforeAll(startApiServer);

describe('Landing page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    server.events.removeAllListeners();
  });

  it('prices a lane live once both cities are picked', async () => {
    const { user } = renderApp({ fakeTimers: true });
    expect(await screen.findByText('Get Quote')).toBeInTheDocument();
    await pickCity(user, 'Ship From', 'Chicago', /^Chicago, IL/);
    expect(screen.getByText('Get Quote')).toBeInTheDocument();
    await pickCity(user, 'Ship To', 'Dallas', /^Dallas, TX/);
    expect(await screen.findByText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/)).toBeInTheDocument();
    expect(screen.queryByText('Get Quote')).not.toBeInTheDocument();
  });

  it('waits 1 second after the last keystroke, never searches empty text and not again on pick', async () => {
    const searches = countCitySearches();
    const { user } = renderApp({ fakeTimers: true });
    const from = await screen.findByLabelText('Ship From');
    await user.type(from, 'Dal');
    act(() => jest.advanceTimersByTime(999));
    await act(async () => undefined);
    expect(searches).toEqual([]);
    await user.type(from, 'l');
    act(() => jest.advanceTimersByTime(999));
    expect(searches).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    await user.click(await screen.findByText(/^Dallas, TX/));
    expect(searches).toEqual(['Dall']);

    act(() => jest.advanceTimersByTime(3000));
    await act(async () => undefined);
    expect(searches).toEqual(['Dall']);

    await user.type(screen.getByLabelText('Ship To'), '   ');
    act(() => jest.advanceTimersByTime(3000));
    await act(async () => undefined);
    expect(searches).toEqual(['Dall']);
  });

  it('advertises the features and claims, and Get Started leads to sign-in', async () => {
    const { user, router } = renderApp({ fakeTimers: true });
    for (const text of [
      'Live quotes',
      'Shipment tracking',
      'Verified carriers',
      '24/7 support',
      'Insurance',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    for (const text of ['10k+', '4.9/5', '98%', '5 min', '24/7']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('link', { name: 'Get Started' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/login');
  });
});
