import { act, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { apiServer } from '../../../mocks/server/apiServer';
import { cityNamed } from '../../../mocks/server/arrange/booking';
import { fakePageTimers } from '../../testing/clock';
import { signedInShipper } from '../../../mocks/server/sessions';
import { startApiServer } from '../../../mocks/server/apiServer';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { openOptionList } from '../../testing/chooseOption';
import { currentPath, renderApp, screen } from '../../testing/renderWithProviders';

beforeAll(startApiServer);

type User = ReturnType<typeof renderApp>['user'];

const openPage = async (route = '/create-shipment') => {
  const { session } = await signedInShipper();
  const view = renderApp({ route, session, fakeTimers: true });
  expect(await screen.findByText('Create shipment', { selector: 'h2' })).toBeInTheDocument();
  return view;
};

const pickCity = async (user: User, label: string, typed: string, option: string) => {
  await user.type(screen.getByLabelText(label), typed);
  act(() => jest.advanceTimersByTime(1000));
  await user.click(await within(await openOptionList()).findByTitle(option));
};

const quotePanel = () => screen.getByText('Your quote').closest<HTMLElement>('.ant-card')!;

/** The quote requests the page sends, as pickup→dropoff ids. */
const countQuotes = () => {
  const lanes: string[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname !== '/api/shipper/distance-price/') return;
    const body = (await request.clone().json()) as Record<string, number>;
    lanes.push(`${body.pickup_location}→${body.dropoff_location}`);
  });
  return lanes;
};

describe('Create shipment: the lane', () => {
  beforeEach(async () => {
    fakePageTimers(new Date(2026, 10, 26, 12));
    // The server quotes as of the page's day: prices follow the days to the pickup.
    (await apiServer()).clock.set(new Date());
  });
  afterEach(() => {
    jest.useRealTimers();
    server.events.removeAllListeners();
  });

  it('says so when one city is at both ends, asks no quote and draws no map', async () => {
    const quotes = countQuotes();
    const { user, router } = await openPage();
    await pickCity(user, 'Pickup city', 'Chic', 'Chicago, IL, US');
    await pickCity(user, 'Dropoff city', 'Chic', 'Chicago, IL, US');

    expect(within(quotePanel()).getByText(SERVER_MESSAGES.sameCity)).toBeInTheDocument();
    expect(screen.queryByText(/^Pick the pickup and dropoff cities/)).not.toBeInTheDocument();
    expect(screen.queryByText('Map of the lane')).not.toBeInTheDocument();
    await act(async () => undefined);
    expect(quotes).toEqual([]);

    await user.click(screen.getByText('Review shipment'));
    const dropoffError = document.getElementById('dropoff_location-error');
    expect(dropoffError).toHaveTextContent(SERVER_MESSAGES.sameCity);
    expect(currentPath(router)).toBe('/create-shipment');

    await pickCity(user, 'Dropoff city', 'Dal', 'Dallas, TX, US');
    expect(await screen.findByText('963 miles')).toBeInTheDocument();
    expect(screen.queryByText(SERVER_MESSAGES.sameCity)).not.toBeInTheDocument();
  });

  it('puts the price at the head of the quote, above the distance and transit time', async () => {
    const { user } = await openPage();
    await pickCity(user, 'Pickup city', 'Chic', 'Chicago, IL, US');
    await pickCity(user, 'Dropoff city', 'Dal', 'Dallas, TX, US');
    expect(await screen.findByText('963 miles')).toBeInTheDocument();
    const text = quotePanel().textContent ?? '';
    expect(text.indexOf('Dry Van price$2,148.82')).toBeGreaterThan(-1);
    expect(text.indexOf('$2,148.82')).toBeLessThan(text.indexOf('Distance'));
  });

  it('opens with the lane its address names', async () => {
    const [chicago, dallas] = [(await cityNamed('Chicago')).id, (await cityNamed('Dallas')).id];
    await openPage(`/create-shipment?pickup=${chicago}&dropoff=${dallas}&equipment=reefer`);
    expect(await screen.findByText('963 miles')).toBeInTheDocument();
    expect(screen.getByLabelText('Reefer')).toBeChecked();
    expect(await screen.findByTitle('Chicago, IL, US')).toBeInTheDocument();
    expect(screen.getByTitle('Dallas, TX, US')).toBeInTheDocument();
  });

  it('opens empty when its address names no lane', async () => {
    const chicago = (await cityNamed('Chicago')).id;
    await openPage(`/create-shipment?pickup=${chicago}&dropoff=${chicago}`);
    expect(
      screen.getByText(/^Pick the pickup and dropoff cities to see the distance/),
    ).toBeInTheDocument();
  });
});
