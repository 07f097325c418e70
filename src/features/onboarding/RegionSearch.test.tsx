import { act, waitFor, within } from '@testing-library/react';
import { signedInShipper, type SignedIn } from '../../../mocks/server/sessions';
import { startApiServer } from '../../../mocks/server/apiServer';
import { openOptionList } from '../../testing/chooseOption';
import { holdGets } from '../../testing/heldResponses';
import { renderApp, screen } from '../../testing/renderWithProviders';
import { pickedIn, pressEnter } from '../../testing/searchPicker';

beforeAll(startApiServer);

const LOCATION = 'Company location';

const oneSecond = () => act(() => jest.advanceTimersByTime(1000));

let shipper: SignedIn;

const openShippingNeeds = async () => {
  const view = renderApp({ route: '/sign-up-2', session: shipper.session, fakeTimers: true });
  await screen.findByLabelText(LOCATION);
  return view;
};

describe('Company location search', () => {
  beforeEach(async () => {
    // Made before the clock is faked: the server's answers wait on timers the page does not move.
    shipper = await signedInShipper({ shippingNeeds: false, verified: false });
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('shows only the answer to the text typed, and Enter picks from it or nothing', async () => {
    const { user } = await openShippingNeeds();
    await user.type(screen.getByLabelText(LOCATION), 'Tex');
    oneSecond();
    const list = await openOptionList();
    expect(await within(list).findByTitle('Texas, US')).toBeInTheDocument();

    await user.type(screen.getByLabelText(LOCATION), 'z');
    expect(within(list).queryByTitle('Texas, US')).not.toBeInTheDocument();
    expect(within(list).getByRole('status')).toHaveTextContent('Searching…');
    pressEnter(LOCATION);
    expect(pickedIn(LOCATION)).toBeNull();

    await user.keyboard('{Backspace}');
    oneSecond();
    await within(list).findByTitle('Texas, US');
    pressEnter(LOCATION);
    expect(pickedIn(LOCATION)).toBe('Texas, US');
  });

  it('replaces a picked location as soon as other text is typed over it', async () => {
    const { user } = await openShippingNeeds();
    await user.type(screen.getByLabelText(LOCATION), 'Texas');
    oneSecond();
    await within(await openOptionList()).findByTitle('Texas, US');
    pressEnter(LOCATION);
    expect(pickedIn(LOCATION)).toBe('Texas, US');

    await user.type(screen.getByLabelText(LOCATION), 'Ont');
    expect(pickedIn(LOCATION)).toBeNull();
    pressEnter(LOCATION);
    expect(pickedIn(LOCATION)).toBeNull();
    oneSecond();
    await within(await openOptionList()).findByTitle('Ontario, CA');
    pressEnter(LOCATION);
    expect(pickedIn(LOCATION)).toBe('Ontario, CA');
  });

  it('shows that a search is under way, from 2 letters only', async () => {
    const held = holdGets('*/api/shipper/country-regions');
    const { user } = await openShippingNeeds();
    await user.type(screen.getByLabelText(LOCATION), 'O');
    oneSecond();
    const list = await openOptionList();
    expect(within(list).getByText('Type at least 2 letters')).toBeInTheDocument();
    expect(within(list).queryByRole('status')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(LOCATION), 'n');
    oneSecond();
    // Counted once the server has answered it, held: its work waits on the timers waitFor moves.
    await waitFor(() => expect(held.arrived()).toBe(1));
    expect(within(list).getByRole('status')).toHaveTextContent('Searching…');
    held.releaseAll();
    expect(await within(list).findByTitle('Ontario, CA')).toBeInTheDocument();
    expect(within(list).queryByRole('status')).not.toBeInTheDocument();
  });
});
