import { render, screen, within } from '@testing-library/react';
import { opsShipmentFields, type OpsShipment } from '@domain/dispatchTypes';
import { seedShipment, seedUser } from '../../../mocks/db';
import { OpsShipmentTable } from './OpsShipmentTable';

const boardRow = (shipment: ReturnType<typeof seedShipment>): OpsShipment => ({
  ...opsShipmentFields(shipment),
  company_name: 'Stone Provisions',
  assignment: null,
  milestones: [],
  last_position_at: null,
  exceptions: [],
});

describe("the dispatch board's rows", () => {
  it("carry a reefer's temperature and each stop's window", () => {
    const { user } = seedUser();
    const reefer = seedShipment(user.id, {
      status: 'upcoming',
      equipment: 'reefer',
      windows: {
        dropoff: {
          scheduling_preference: 'first_come',
          window_start: '07:00',
          window_end: '16:00',
        },
      },
    });
    const van = seedShipment(user.id, { status: 'upcoming' });
    render(
      <OpsShipmentTable
        label="Loads to cover"
        shipments={[boardRow(reefer), boardRow(van)]}
        onAssign={() => undefined}
        onRecord={() => undefined}
      />,
    );
    const [reeferRow, vanRow] = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    if (!reeferRow || !vanRow) throw new Error('The board shows no rows.');
    expect(within(reeferRow).getByText('34 °F, continuous')).toBeInTheDocument();
    expect(within(reeferRow).getByText('Receiving 07:00–16:00')).toBeInTheDocument();
    expect(within(vanRow).queryByText(/°F/)).not.toBeInTheDocument();
    expect(within(vanRow).queryByText(/^Receiving/)).not.toBeInTheDocument();
  });
});
