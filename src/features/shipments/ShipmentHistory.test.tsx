import { http, HttpResponse } from 'msw';
import { within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { apiServer } from '../../../mocks/server/apiServer';
import { named, shipmentOf } from '../../../mocks/server/arrange/movement';
import { signedInShipper } from '../../../mocks/server/sessions';
import { startApiServer } from '../../../mocks/server/apiServer';
import { callApi, patchShipment } from '../../../server/test/shipmentFixtures';
import type { ShipmentActivityList } from '@domain/activitySchemas';
import type { Shipment } from '@domain/types';
import { formatDateTime } from '../../lib/format';
import { renderApp, screen } from '../../testing/renderWithProviders';

beforeAll(startApiServer);

const history = () => within(screen.getByRole('region', { name: 'History' }));

/** The history's frame, once the details page is drawn. */
const findHistory = async () => within(await screen.findByRole('region', { name: 'History' }));

/** The pickup's facility details as the appointment step sends them. */
const facilityOf = ({ pickup }: Shipment) => ({
  facility_name: pickup.facility_name,
  facility_address: pickup.facility_address,
  zip_code: pickup.zip_code,
  scheduling_preference: pickup.scheduling_preference,
  contact_name: pickup.contact_name,
  phone_number: pickup.phone_number,
  email: pickup.email,
});

/** An admin's finalized shipment whose pickup dock and reference were then changed. */
const changedShipment = async () => {
  const admin = await named(await signedInShipper(), 'Dana');
  const { shipment } = await shipmentOf(admin, { finalized: true });
  const server = await apiServer();
  const changed = await patchShipment(server, admin.caller, shipment.id, 'appointment', {
    pickup: { ...facilityOf(shipment), zip_code: '60616' },
  });
  expect(changed.statusCode).toBe(200);
  const finalized = await patchShipment(server, admin.caller, shipment.id, 'finalizing', {
    reference_number: '',
    pickup_number: shipment.pickup.location_number,
    pickup_notes: shipment.pickup.additional_notes,
    dropoff_number: shipment.dropoff.location_number,
    dropoff_notes: shipment.dropoff.additional_notes,
  });
  expect(finalized.statusCode).toBe(200);
  return { admin, shipment };
};

afterEach(() => server.events.removeAllListeners());

describe("A shipment's history", () => {
  it('tells who booked and changed the shipment, newest first, with what each change changed', async () => {
    const { admin, shipment } = await changedShipment();
    const { session } = admin;
    const body = (
      await callApi(
        await apiServer(),
        admin.caller,
        'GET',
        `/shipper/shipments/${shipment.id}/activity/`,
      )
    ).json<ShipmentActivityList>();
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/activity/')) asked.push(request.url);
    });
    renderApp({ route: `/shipments/${shipment.id}`, session });

    expect(await screen.findByText('Booked by Dana Reyes')).toBeInTheDocument();
    expect(
      await (await findHistory()).findByText('Changed the final details: Reference number'),
    ).toBeInTheDocument();
    expect(
      history().getByText(`Reference number: PO-${shipment.id + 37000} → (none)`),
    ).toBeInTheDocument();
    expect(history().getByText('Changed the pickup facility info: Zip code')).toBeInTheDocument();
    expect(
      history().getByText(`Zip code: ${shipment.pickup.zip_code ?? ''} → 60616`),
    ).toBeInTheDocument();
    expect(history().getAllByText('Dana Reyes')).toHaveLength(body.results.length);

    // Newest first, each at its time on the viewer's clock.
    const text = screen.getByRole('region', { name: 'History' }).textContent ?? '';
    const summaries = [
      'Changed the final details: Reference number',
      'Changed the pickup facility info: Zip code',
      'Saved the final details',
      'Added the dropoff facility info',
      'Added the pickup facility info',
      'Booked the shipment Chicago, IL to Dallas, TX',
    ];
    expect(body.results.map((event) => event.summary)).toEqual(summaries);
    const positions = summaries.map((summary) => text.indexOf(summary));
    expect(positions.every((at, index) => at > (positions[index - 1] ?? -1))).toBe(true);
    for (const { at } of body.results)
      expect(
        history()
          .getAllByText(formatDateTime(at))
          .some((time) => time.getAttribute('datetime') === at),
      ).toBe(true);
    // The section's frame and its timeline share one request.
    expect(asked).toHaveLength(1);
  });

  it('refreshes as the shipment changes on the page: a cancellation shows at its top', async () => {
    const { session, caller } = await signedInShipper();
    const { shipment } = await shipmentOf(caller, { finalized: true });
    const { user } = renderApp({ route: `/shipments/${shipment.id}`, session });
    expect(await (await findHistory()).findByText('Saved the final details')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel Shipment' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: `Cancel shipment #${shipment.id}?` }),
    );
    await user.click(dialog.getByRole('radio', { name: 'Plans changed' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel shipment' }));
    const cancelled = await history().findByText('Cancelled the shipment: Plans changed');
    expect(history().getAllByRole('listitem')[0]).toContainElement(cancelled);
  });

  it('says when there is no history yet', async () => {
    const { session, caller } = await signedInShipper();
    const { shipment } = await shipmentOf(caller);
    server.use(
      http.get(`*/api/shipper/shipments/${shipment.id}/activity/`, () =>
        HttpResponse.json<ShipmentActivityList>({ results: [] }),
      ),
    );
    renderApp({ route: `/shipments/${shipment.id}`, session });
    expect(await (await findHistory()).findByText('No history yet.')).toBeInTheDocument();
  });

  it('says when the history could not be loaded, and loads it again', async () => {
    const { session, caller } = await signedInShipper();
    const { shipment } = await shipmentOf(caller);
    server.use(
      http.get(
        `*/api/shipper/shipments/${shipment.id}/activity/`,
        () => HttpResponse.json({ message: 'Something went wrong.' }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = renderApp({ route: `/shipments/${shipment.id}`, session });
    const frame = await findHistory();
    expect(
      await frame.findByText("We could not load this shipment's history."),
    ).toBeInTheDocument();
    await user.click(history().getByRole('button', { name: 'Try again' }));
    expect(
      await history().findByText('Booked the shipment Chicago, IL to Dallas, TX'),
    ).toBeInTheDocument();
  });
});
