import { waitFor, within } from '@testing-library/react';
import {
  cancelShipment,
  setServerClock,
  shipmentOf,
} from '../../../mocks/server/arrange/shipments';
import { signedInShipper } from '../../../mocks/server/sessions';
import type { SignedIn } from '../../../mocks/server/sessions';
import { startApiServer } from '../../../mocks/server/apiServer';
import { clockAtNoonUtc } from '../../testing/clock';
import { freeCancellationDeadline } from '@domain/cancellationDeadline';
import {
  feeText,
  freeCancellationEndedText,
  freeCancellationText,
  freeRefundText,
  UNPAID_CANCELLATION_TEXT,
} from '@domain/cancellationTexts';
import { CANCELLATION_MESSAGES } from '@domain/serverMessages';
import { LATE_CANCELLATION_FEE_CENTS } from '@domain/cancellationTerms';
import { addDays, todayUtc } from '@domain/dates';
import { MESSAGES } from '@domain/messages';
import { centsToMoney, moneyToCents } from '@domain/money';
import { timeZoneOfRegion } from '@domain/timeZones';
import type { Shipment } from '@domain/types';
import { renderApp, screen } from '../../testing/renderWithProviders';

beforeAll(startApiServer);

type Session = SignedIn['session'];

/** The dashboard, with the cancellation dialog of the shipment opened from its card's menu. */
const openDialog = async (session: Session, shipment: Shipment) => {
  const view = renderApp({ route: '/dashboard', session });
  await view.user.click(
    await screen.findByRole('button', { name: `Actions for shipment #${shipment.id}` }),
  );
  await view.user.click(await screen.findByRole('menuitem', { name: 'Cancel Shipment' }));
  const dialog = await screen.findByRole('dialog', { name: `Cancel shipment #${shipment.id}?` });
  return { ...view, dialog: within(dialog) };
};

const pickupZone = ({ pickup }: Shipment) =>
  timeZoneOfRegion(pickup.city.country_code, pickup.city.region_code);

let restoreServerClock = () => {};

/** The page's clock at noon UTC today, and the server's with it: the server quotes the fee. */
const bothClocksAtNoonUtc = async () => {
  clockAtNoonUtc();
  restoreServerClock = await setServerClock(new Date());
};

afterEach(() => {
  jest.useRealTimers();
  restoreServerClock();
  restoreServerClock = () => {};
});

describe('Cancelling a shipment from its card', () => {
  it('says that cancelling an unpaid shipment costs nothing', async () => {
    const owner = await signedInShipper();
    const shipment = await shipmentOf(owner, { finalized: true });
    const { dialog } = await openDialog(owner.session, shipment);
    expect(await dialog.findByText(UNPAID_CANCELLATION_TEXT)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Cancel shipment' })).toBeEnabled();
  });

  it('tells a paid shipment’s free cancellation on the pickup city’s clock and the full refund', async () => {
    const owner = await signedInShipper();
    const shipment = await shipmentOf(owner, {
      status: 'upcoming',
      from: 'Los Angeles, CA',
      to: 'Phoenix, AZ',
      card: 'pm_card_visa',
    });
    const { session } = owner;
    const zone = pickupZone(shipment);
    const { dialog } = await openDialog(session, shipment);
    expect(
      await dialog.findByText(
        freeCancellationText(freeCancellationDeadline(shipment.pickup.date, zone), zone),
      ),
    ).toBeInTheDocument();
    expect(
      dialog.getByText(freeRefundText(shipment.total_price, 'Visa', '4242')),
    ).toBeInTheDocument();
  });

  it('tells the fee kept and the rest refunded once free cancellation is over', async () => {
    await bothClocksAtNoonUtc();
    const owner = await signedInShipper();
    const shipment = await shipmentOf(owner, {
      status: 'upcoming',
      pickupDate: addDays(todayUtc(), 1),
      card: 'pm_card_visa',
    });
    const { session } = owner;
    const fee = LATE_CANCELLATION_FEE_CENTS.dryVan;
    const { dialog } = await openDialog(session, shipment);
    expect(
      await dialog.findByText(
        feeText(
          centsToMoney(fee),
          centsToMoney(moneyToCents(shipment.total_price) - fee),
          'Visa',
          '4242',
        ),
      ),
    ).toBeInTheDocument();
    expect(dialog.queryByText(/^Free cancellation until/)).not.toBeInTheDocument();
  });

  it('says why a shipment under way cannot be cancelled, with nothing to confirm', async () => {
    const owner = await signedInShipper();
    const shipment = await shipmentOf(owner, { status: 'inprogress' });
    const { session } = owner;
    const { dialog, user } = await openDialog(session, shipment);
    expect(await dialog.findByText(CANCELLATION_MESSAGES.inProgress)).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Cancel shipment' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Keep shipment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for a reason, and for words when the reason is Other', async () => {
    const owner = await signedInShipper();
    const shipment = await shipmentOf(owner, { status: 'upcoming' });
    const { dialog, user } = await openDialog(owner.session, shipment);
    const reasons = dialog.getByRole('radiogroup', { name: 'Reason' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Plans changed', 'Booked elsewhere', 'Wrong details', 'Price', 'Other']);
    const confirm = dialog.getByRole('button', { name: 'Cancel shipment' });
    await waitFor(() => expect(confirm).toBeEnabled());

    await user.click(confirm);
    expect(await dialog.findByText(MESSAGES.required)).toBeInTheDocument();

    await user.click(dialog.getByRole('radio', { name: 'Other' }));
    await user.click(confirm);
    const more = dialog.getByRole('textbox', { name: 'Tell us more' });
    await waitFor(() => expect(more).toHaveAttribute('aria-invalid', 'true'));
    expect(more).toHaveAccessibleDescription(MESSAGES.required);
    expect(dialog.getByText('0 / 500')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: `Shipment #${shipment.id}` })).toHaveTextContent(
      'Upcoming',
    );
  });

  it('shows the server’s refusal in the dialog and keeps what was typed', async () => {
    const owner = await signedInShipper();
    const shipment = await shipmentOf(owner, { status: 'upcoming' });
    const { dialog, user } = await openDialog(owner.session, shipment);
    await user.click(dialog.getByRole('radio', { name: 'Price' }));
    await user.type(dialog.getByRole('textbox', { name: 'Tell us more' }), 'Found a cheaper lane.');
    // Cancelled meanwhile, from another tab.
    await cancelShipment(owner, shipment.id, 'plans_changed');

    await user.click(dialog.getByRole('button', { name: 'Cancel shipment' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      CANCELLATION_MESSAGES.alreadyCancelled,
    );
    expect(dialog.getByRole('textbox', { name: 'Tell us more' })).toHaveValue(
      'Found a cheaper lane.',
    );
    expect(dialog.getByRole('radio', { name: 'Price' })).toBeChecked();
  });

  it('cancels: a toast says so, the card turns grey and leaves the Upcoming count', async () => {
    const owner = await signedInShipper();
    const shipment = await shipmentOf(owner, { status: 'upcoming' });
    await shipmentOf(owner, { status: 'upcoming' });
    const { dialog, user } = await openDialog(owner.session, shipment);
    expect(screen.getByRole('tab', { name: 'Upcoming (2)' })).toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: 'Plans changed' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel shipment' }));

    expect(await screen.findByText(`Shipment #${shipment.id} cancelled.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const card = within(screen.getByRole('article', { name: `Shipment #${shipment.id}` }));
    const tag = await card.findByText('Cancelled');
    expect(tag).toHaveClass('ant-tag');
    expect(tag.className).not.toMatch(/\bant-tag-(red|blue|gold|green)\b/);
    expect(await screen.findByRole('tab', { name: 'Upcoming (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All (2)' })).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: `Actions for shipment #${shipment.id}` }));
    expect(await screen.findByRole('menuitem', { name: 'View Details' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Cancel Shipment' })).not.toBeInTheDocument();
  });

  it('shows an upcoming card’s free cancellation on the pickup city’s clock', async () => {
    const owner = await signedInShipper();
    const upcoming = await shipmentOf(owner, { status: 'upcoming', from: 'Denver, CO' });
    const unfinished = await shipmentOf(owner);
    renderApp({ route: '/dashboard', session: owner.session });
    const zone = pickupZone(upcoming);
    const text = freeCancellationText(freeCancellationDeadline(upcoming.pickup.date, zone), zone);
    expect(
      await within(
        await screen.findByRole('article', { name: `Shipment #${upcoming.id}` }),
      ).findByText(text),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: `Shipment #${unfinished.id}` })).queryByText(
        /^Free cancellation until/,
      ),
    ).not.toBeInTheDocument();
  });

  it('says when free cancellation ended on an upcoming card past it, never "until" a time gone', async () => {
    clockAtNoonUtc();
    const owner = await signedInShipper();
    const late = await shipmentOf(owner, {
      status: 'upcoming',
      pickupDate: addDays(todayUtc(), 1),
    });
    renderApp({ route: '/dashboard', session: owner.session });
    const zone = pickupZone(late);
    const card = within(await screen.findByRole('article', { name: `Shipment #${late.id}` }));
    expect(
      await card.findByText(
        freeCancellationEndedText(freeCancellationDeadline(late.pickup.date, zone), zone),
      ),
    ).toBeInTheDocument();
    expect(card.queryByText(/^Free cancellation until/)).not.toBeInTheDocument();
  });
});
