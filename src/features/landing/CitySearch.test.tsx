import { act, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { startApiServer } from '../../../mocks/server/apiServer';
import { holdGets } from '../../testing/heldResponses';
import { openOptionList } from '../../testing/chooseOption';
import { renderApp, screen } from '../../testing/renderWithProviders';
import { pickedIn, pressEnter } from '../../testing/searchPicker';

beforeAll(startApiServer);

type User = ReturnType<typeof renderApp>['user'];

const oneSecond = () => act(() => jest.advanceTimersByTime(1000));

const optionTitles = async () =>
  [...(await openOptionList()).querySelectorAll('.ant-select-item-option')].map((option) =>
    option.getAttribute('title'),
  );

const typeAndWait = async (user: User, label: string, text: string) => {
  await user.type(screen.getByLabelText(label), text);
  oneSecond();
  return openOptionList();
};

describe('City search', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('clears the old results as soon as the text changes', async () => {
    const { user } = renderApp({ fakeTimers: true });
    await screen.findByLabelText('Ship From');
    const list = await typeAndWait(user, 'Ship From', 'Dal');
    expect(await within(list).findByTitle('Dallas, TX, US')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Ship From'), 'x');
    expect(await optionTitles()).toEqual([]);
    expect(within(list).getByRole('status')).toHaveTextContent('Searching…');
    oneSecond();
    expect(await within(list).findByText('No matches')).toBeInTheDocument();
  });

  it('picks nothing on Enter while the results shown are for an earlier text', async () => {
    const { user } = renderApp({ fakeTimers: true });
    await screen.findByLabelText('Ship From');
    const list = await typeAndWait(user, 'Ship From', 'Dal');
    await within(list).findByTitle('Dallas, TX, US');

    await user.type(screen.getByLabelText('Ship From'), 'x');
    pressEnter('Ship From');
    expect(pickedIn('Ship From')).toBeNull();
    expect(screen.getByLabelText('Ship From')).toHaveValue('Dalx');
  });

  it('picks the first result of the text typed on Enter', async () => {
    const { user } = renderApp({ fakeTimers: true });
    await screen.findByLabelText('Ship From');
    const list = await typeAndWait(user, 'Ship From', 'Hou');
    await within(list).findByTitle('Houston, TX, US');
    pressEnter('Ship From');
    expect(pickedIn('Ship From')).toBe('Houston, TX, US');
  });

  it('replaces a picked city as soon as other text is typed over it', async () => {
    const { user } = renderApp({ fakeTimers: true });
    await screen.findByLabelText('Ship From');
    await within(await typeAndWait(user, 'Ship From', 'Dallas')).findByTitle('Dallas, TX, US');
    pressEnter('Ship From');
    expect(pickedIn('Ship From')).toBe('Dallas, TX, US');

    await user.type(screen.getByLabelText('Ship From'), 'Houston');
    expect(pickedIn('Ship From')).toBeNull();
    pressEnter('Ship From');
    expect(pickedIn('Ship From')).toBeNull();
    expect(screen.getByLabelText('Ship From')).toHaveValue('Houston');

    oneSecond();
    await within(await openOptionList()).findByTitle('Houston, TX, US');
    pressEnter('Ship From');
    expect(pickedIn('Ship From')).toBe('Houston, TX, US');
  });

  it('shows that a search is under way until its answer arrives', async () => {
    const held = holdGets('*/api/shipper/cities');
    const { user } = renderApp({ fakeTimers: true });
    await screen.findByLabelText('Ship From');
    const list = await typeAndWait(user, 'Ship From', 'Chic');
    // Counted once the server has answered it, held: its work waits on the timers waitFor moves.
    await waitFor(() => expect(held.arrived()).toBe(1));
    expect(within(list).getByRole('status')).toHaveTextContent('Searching…');
    expect(screen.getByLabelText('Ship From')).toHaveAttribute('aria-busy', 'true');

    held.releaseAll();
    expect(await within(list).findByTitle('Chicago, IL, US')).toBeInTheDocument();
    expect(within(list).queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Ship From')).toHaveAttribute('aria-busy', 'false');
  });
});

describe('City search that fails', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('says the search failed rather than that no city matches, and searches again on typing', async () => {
    server.use(http.get('*/api/shipper/cities', () => HttpResponse.error(), { once: true }));
    const { user } = renderApp({ fakeTimers: true });
    await screen.findByLabelText('Ship From');
    const list = await typeAndWait(user, 'Ship From', 'Dal');
    expect(await within(list).findByRole('alert')).toHaveTextContent(
      'The search failed. Check your connection, then type again.',
    );
    expect(within(list).queryByText('No matches')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Ship From'), 'l');
    oneSecond();
    expect(await within(list).findByTitle('Dallas, TX, US')).toBeInTheDocument();
  });
});
