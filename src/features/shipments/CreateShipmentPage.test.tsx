import { act } from '@testing-library/react';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import type { Quote } from '@domain/types';
import { server } from '../../../mocks/node';
import { apiServer } from '../../../mocks/server/apiServer';
import { cityNamed } from '../../../mocks/server/arrange/booking';
import { fakePageTimers } from '../../testing/clock';
import { signedInShipper } from '../../../mocks/server/sessions';
import { startApiServer } from '../../../mocks/server/apiServer';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { currentPath, renderApp, screen } from '../../testing/renderWithProviders';

beforeAll(startApiServer);

type User = ReturnType<typeof renderApp>['user'];

/*
 * This page is large for jsdom: queries by label and text keep the tests fast where role
 * queries would compute every accessible name on the page.
 */

const openPage = async () => {
  const { session } = await signedInShipper();
  const view = renderApp({ route: '/create-shipment', session, fakeTimers: true });
  expect(await screen.findByText('Create shipment', { selector: 'h2' })).toBeInTheDocument();
  return view;
};

const pickCity = async (user: User, label: string, typed: string, option: RegExp) => {
  await user.type(screen.getByLabelText(label), typed);
  act(() => jest.advanceTimersByTime(1000));
  await user.click(await screen.findByText(option));
};

const pickLane = async (user: User) => {
  await pickCity(user, 'Pickup city', 'C', /^Chicago, IL/);
  await pickCity(user, 'Dropoff city', 'D', /^Dallas, TX/);
  expect(await screen.findByText('963 miles')).toBeInTheDocument();
};

/** Thursday, November 26, 2026, at noon: the usual lead time of three days is a Sunday. */
const THURSDAY_NOON = new Date(2026, 10, 26, 12);

const inDays = (days: number) => dayjs().add(days, 'day');
/** A calendar-strip button, named by its full date, then its price once the strip is priced. */
const stripDay = (days: number) =>
  screen.getByLabelText(new RegExp(`^${inDays(days).format('ddd, MMM D, YYYY')}`));
const shown = (days: number) => inDays(days).format('MMM D, YYYY');
const reviewShipment = () => screen.getByText('Review shipment');

/** The server's quote for Chicago to Dallas by dry van, for the day when one is named. */
const laneQuote = async (pickupDate?: string): Promise<Quote> =>
  (await (
    await fetch('http://localhost/api/shipper/distance-price/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        pickup_location: (await cityNamed('Chicago')).id,
        dropoff_location: (await cityNamed('Dallas')).id,
        equipment: 'dryVan',
        ...(pickupDate ? { pickup_date: pickupDate } : {}),
      }),
    })
  ).json()) as Quote;

/** Requests the API does not answer: a call the page should not make, such as for no city. */
const unanswered: string[] = [];
beforeAll(() =>
  server.events.on('request:unhandled', ({ request }) => {
    unanswered.push(`${request.method} ${new URL(request.url).pathname}`);
  }),
);
afterEach(() => {
  const made = unanswered.splice(0);
  expect(made).toEqual([]);
});

/** The server's clock at the page's: it prices the days from the page's today. */
const serverClockAtPage = async () => (await apiServer()).clock.set(new Date());

describe('Create shipment', () => {
  beforeEach(async () => {
    fakePageTimers(THURSDAY_NOON);
    await serverClockAtPage();
  });
  afterEach(() => jest.useRealTimers());

  it('quotes the lane once both cities are picked, then creates the shipment', async () => {
    const { user, router } = await openPage();
    expect(screen.getByLabelText('Dry Van')).toBeChecked();
    expect(screen.getByLabelText('Pickup date')).toBeDisabled();
    expect(stripDay(0)).toBeDisabled();

    await pickCity(user, 'Pickup city', 'C', /^Chicago, IL/);
    expect(screen.queryByText(/miles$/)).not.toBeInTheDocument();
    expect(screen.queryByText('Map of the lane')).not.toBeInTheDocument();
    await pickCity(user, 'Dropoff city', 'D', /^Dallas, TX/);
    expect(await screen.findByText('963 miles')).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: /Pickup in Chicago, IL; dropoff in Dallas, TX/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 days')).toBeInTheDocument();
    expect(screen.getByText('$2,148.82', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByLabelText('Pickup date')).toBeEnabled();

    await user.click(screen.getByLabelText('Reefer'));
    expect(await screen.findByText('$2,456.83', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByText('$2,148.82', { selector: 'strong' })).not.toBeInTheDocument();
    expect(screen.getByText('Reefer price')).toBeInTheDocument();

    await user.click(stripDay(3));
    expect(stripDay(3)).toHaveAttribute('aria-pressed', 'true');
    expect(stripDay(4)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('Pickup date')).toHaveValue(shown(3));
    expect(screen.getByLabelText('Dropoff date')).toHaveValue(shown(5));

    await user.click(reviewShipment());
    expect(await screen.findByText('Appointment', { selector: 'h2' })).toBeInTheDocument();
    expect(currentPath(router)).toMatch(/^\/shipments\/\d+\/appointment$/);
    expect(screen.getByText('Chicago, IL')).toBeInTheDocument();
    expect(screen.getByText('Reefer')).toBeInTheDocument();
    expect(screen.getByText(shown(3))).toBeInTheDocument();
    expect(screen.getByText(shown(5))).toBeInTheDocument();
  });

  it('holds the quote a quarter of an hour, then prices the lane again and shows both prices', async () => {
    const { user } = await openPage();
    await pickLane(user);
    expect(screen.getByRole('timer')).toHaveTextContent('15:00');
    act(() => jest.advanceTimersByTime(60 * 1000));
    expect(screen.getByRole('timer')).toHaveTextContent('14:00');

    // The market moved meanwhile: the next quote of the lane costs more.
    const dearer = { ...(await laneQuote()), base_price: 2200.5 };
    server.use(http.post('*/api/shipper/distance-price/', () => HttpResponse.json(dearer)));
    act(() => jest.advanceTimersByTime(14 * 60 * 1000));
    expect(await screen.findByText('The price changed')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The quote no longer held, and the lane was priced again: $2,148.82 before, $2,200.50 now.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('$2,200.50', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('15:00');
  });

  it('books on the quote shown; a quote that no longer held shows the new price before booking', async () => {
    const { user, router } = await openPage();
    await pickLane(user);
    await user.click(stripDay(4));
    expect(await screen.findByText(inDays(4).format('ddd, MMM D'))).toBeInTheDocument();
    const booked: unknown[] = [];
    const record = async ({ request }: { request: Request }) => {
      if (request.method === 'POST' && request.url.endsWith('/api/shipper/shipments/'))
        booked.push(await request.clone().json());
    };
    server.events.on('request:start', record);
    // The server's clock stands still: it quotes the day as it quoted it to the page.
    const quoteShown = await laneQuote(inDays(4).format('YYYY-MM-DD'));
    // The quote no longer held by the time the shipper booked; the lane was priced again then.
    (await apiServer()).clock.advance(16 * 60 * 1000);
    const dayQuote = await laneQuote(inDays(4).format('YYYY-MM-DD'));
    expect(dayQuote.quote_id).not.toBe(quoteShown.quote_id);
    server.use(
      http.post(
        '*/api/shipper/shipments/',
        () =>
          HttpResponse.json(
            {
              message: SERVER_MESSAGES.quoteExpired,
              old_price: quoteShown.base_price,
              new_price: dayQuote.base_price + 10,
              quote: { ...dayQuote, base_price: dayQuote.base_price + 10 },
            },
            { status: 409 },
          ),
        { once: true },
      ),
    );
    await user.click(reviewShipment());
    expect(await screen.findByText(SERVER_MESSAGES.quoteExpired)).toBeInTheDocument();
    expect(await screen.findByText('The price changed')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/create-shipment');

    await user.click(reviewShipment());
    expect(await screen.findByText('Appointment', { selector: 'h2' })).toBeInTheDocument();
    server.events.removeListener('request:start', record);
    expect(booked).toHaveLength(2);
    expect(booked[0]).toMatchObject({ quote_id: quoteShown.quote_id });
    expect(booked[1]).toMatchObject({ quote_id: dayQuote.quote_id });
  });

  it('itemises the quote for the usual pickup day, then for the day picked', async () => {
    const { user } = await openPage();
    await pickLane(user);
    expect(screen.getByText('Sun, Nov 29, in 3 days')).toBeInTheDocument();
    // Sunday's linehaul, three days out: $1,837.10 x 0.96; diesel at $3.624 is $0.40 a mile.
    expect(screen.getByText('$1,763.62 ($1.83/mi)')).toBeInTheDocument();
    expect(screen.getByText('$385.20 ($0.40/mi)')).toBeInTheDocument();
    expect(screen.getByText('$2.23/mi')).toBeInTheDocument();
    expect(screen.getByText('2,337 kg CO2e')).toBeInTheDocument();
    // The method's full name waits behind its button, reached by the keyboard too.
    expect(screen.queryByText(/GLEC Framework/)).not.toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'How the emissions are worked out' }).focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      /^GLEC Framework v3\.1 \(ISO 14083\), well to wheel/,
    );
    act(() => screen.getByRole('button', { name: 'Why this day' }).focus());
    expect(
      await screen.findByText(
        /usual lead time of 3 days from today\. Pick a day to price that one\.$/,
      ),
    ).toBeInTheDocument();

    // The strip prices each day; the Sundays past the short notice cost least.
    expect(
      await screen.findByLabelText('Sun, Nov 29, 2026, $2,148.82, lowest price'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Thu, Nov 26, 2026, $2,476.74')).toBeInTheDocument();
    expect(screen.getByLabelText('Mon, Nov 30, 2026, $2,295.78')).toBeInTheDocument();
    expect(screen.getAllByText('Lowest')).toHaveLength(3);

    await user.click(stripDay(4));
    expect(await screen.findByText('$2,295.78', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('Mon, Nov 30')).toBeInTheDocument();
    expect(screen.getByText('$1,910.58 ($1.98/mi)')).toBeInTheDocument();
  });

  it('drops a quote that fails without a word', async () => {
    const { user } = await openPage();
    await pickLane(user);
    await user.click(stripDay(1));

    server.use(
      http.post('*/api/shipper/distance-price/', () =>
        HttpResponse.json({ errors: { dropoff_location: ['Unknown city.'] } }, { status: 400 }),
      ),
    );
    await user.click(screen.getByLabelText('Reefer'));
    expect(
      await screen.findByText(/Pick the pickup and dropoff cities to see the distance/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/miles$/)).not.toBeInTheDocument();
    expect(screen.queryByText('Unknown city.')).not.toBeInTheDocument();
    expect(screen.queryByText('An error occurred')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Pickup date')).toBeDisabled();
    expect(stripDay(0)).toBeDisabled();
  });

  it('shows every validation message', async () => {
    const { user } = await openPage();
    expect(stripDay(0)).toBeInTheDocument();
    expect(stripDay(20)).toBeInTheDocument();
    expect(
      screen.queryByLabelText(new RegExp(`^${inDays(21).format('ddd, MMM D, YYYY')}`)),
    ).not.toBeInTheDocument();
    await user.click(reviewShipment());
    expect(await screen.findAllByText('You must select an option')).toHaveLength(2);
    expect(screen.getByText('Pick-up date is required')).toBeInTheDocument();
    expect(screen.getByText('Dropoff date is required')).toBeInTheDocument();
  });

  it('moves the dropoff date with the transit time, and resets both dates', async () => {
    const { user } = await openPage();
    await pickLane(user);
    await user.click(stripDay(2));
    expect(screen.getByLabelText('Dropoff date')).toHaveValue(shown(4));

    await pickCity(user, 'Dropoff city', 'Mil', /^Milwaukee, WI/);
    expect(await screen.findByText('1 day')).toBeInTheDocument();
    expect(screen.getByLabelText('Dropoff date')).toHaveValue(shown(3));

    await user.click(screen.getByText('Reset dates'));
    expect(screen.getByLabelText('Pickup date')).toHaveValue('');
    expect(screen.getByLabelText('Dropoff date')).toHaveValue('');
    expect(stripDay(2)).toHaveAttribute('aria-pressed', 'false');
  });

  it('says why the shipment was not created and keeps what was entered', async () => {
    const { user, router } = await openPage();
    await pickLane(user);
    await user.click(stripDay(2));

    server.use(
      http.post('*/api/shipper/shipments/', () =>
        HttpResponse.json(
          { errors: { date: ['Pickup date cannot be in the past.'] } },
          { status: 400 },
        ),
      ),
    );
    await user.click(reviewShipment());
    expect(await screen.findByText('Pickup date cannot be in the past.')).toBeInTheDocument();
    expect(screen.getByText('An error occurred')).toBeInTheDocument();

    server.use(
      http.post('*/api/shipper/shipments/', () =>
        HttpResponse.json({ message: 'Booking is paused for maintenance.' }, { status: 503 }),
      ),
    );
    await user.click(reviewShipment());
    expect(await screen.findByText('Booking is paused for maintenance.')).toBeInTheDocument();

    server.use(
      http.post(
        '*/api/shipper/shipments/',
        () =>
          new HttpResponse('<html><body>Bad gateway</body></html>', {
            status: 502,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    await user.click(reviewShipment());
    expect(await screen.findByText('Something Went Wrong, Try Again Later.')).toBeInTheDocument();

    expect(currentPath(router)).toBe('/create-shipment');
    expect(screen.getByLabelText('Pickup city').parentElement).toHaveTextContent('Chicago, IL, US');
    expect(screen.getByLabelText('Dropoff city').parentElement).toHaveTextContent('Dallas, TX, US');
    expect(screen.getByLabelText('Pickup date')).toHaveValue(shown(2));
    expect(screen.getByText('963 miles')).toBeInTheDocument();
  });
});

describe('Create shipment, the date picker', () => {
  beforeEach(async () => {
    fakePageTimers();
    await serverClockAtPage();
  });
  afterEach(() => jest.useRealTimers());

  it('picks a pickup date from today on, and the dropoff date follows', async () => {
    const { user, router } = await openPage();
    await pickLane(user);
    await user.click(screen.getByLabelText('Pickup date'));
    const yesterday = inDays(-1).format('YYYY-MM-DD');
    const today = inDays(0).format('YYYY-MM-DD');
    // The panel opens on this month; yesterday may be in the last one, shown greyed on it.
    const yesterdayCell = document.querySelector(`td[title="${yesterday}"]`);
    if (yesterdayCell) expect(yesterdayCell).toHaveClass('ant-picker-cell-disabled');
    expect(document.querySelector(`td[title="${today}"]`)).not.toHaveClass(
      'ant-picker-cell-disabled',
    );

    await user.type(
      screen.getByLabelText('Pickup date'),
      `${inDays(6).format('YYYY-MM-DD')}{Enter}`,
    );
    expect(screen.getByLabelText('Dropoff date')).toHaveValue(shown(8));
    expect(stripDay(6)).toHaveAttribute('aria-pressed', 'true');
    // Enter confirmed the date without submitting the form: the page quotes the day picked.
    expect(await screen.findByText(inDays(6).format('ddd, MMM D'))).toBeInTheDocument();
    expect(currentPath(router)).toBe('/create-shipment');
  });
});
