import { render, screen, within } from '@testing-library/react';
import type { OpsShipment } from '@domain/dispatchTypes';
import { boardStage, paidLoad, signedInDispatcher } from '../../../mocks/server/arrange/dispatch';
import { startApiServer } from '../../../mocks/server/apiServer';
import { OpsShipmentTable } from './OpsShipmentTable';

beforeAll(startApiServer);

/** The board's rows of these shipments, in this order, as the API answers them. */
const boardRows = async (...ids: number[]): Promise<OpsShipment[]> => {
  const { dispatcher } = await signedInDispatcher();
  const rows = await boardStage(dispatcher, 'to_cover');
  return ids.map((id) => {
    const row = rows.find((shipment) => shipment.id === id);
    if (!row) throw new Error(`Shipment ${id} is not on the board.`);
    return row;
  });
};

describe("the dispatch board's rows", () => {
  it("carry a reefer's temperature and each stop's window", async () => {
    const { shipment: reefer } = await paidLoad({
      equipment: 'reefer',
      dropoff: { scheduling_preference: 'first_come', window_start: '07:00', window_end: '16:00' },
    });
    const { shipment: van } = await paidLoad();
    render(
      <OpsShipmentTable
        label="Loads to cover"
        shipments={await boardRows(reefer.id, van.id)}
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
