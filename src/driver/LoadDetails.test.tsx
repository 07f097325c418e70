import { render, screen, within } from '@testing-library/react';
import type { DriverLoad } from '@domain/dispatchTypes';
import { coveredLoad } from '../../mocks/server/arrange/dispatch';
import { apiServer } from '../../mocks/server/apiServer';
import { startApiServer } from '../../mocks/server/apiServer';
import { loadOf } from '../../server/test/driverFixtures';
import { LoadDetails } from './LoadDetails';

beforeAll(startApiServer);

/** A reefer's load as the driver's link answers it, its stops' windows set. */
const reeferLoad = async (): Promise<DriverLoad> => {
  const { token } = await coveredLoad({
    equipment: 'reefer',
    pickup: { scheduling_preference: 'first_come', window_start: '05:30', window_end: '13:00' },
    dropoff: { scheduling_preference: 'to_be_scheduled' },
  });
  return loadOf(await apiServer(), token);
};

describe("the driver's load details", () => {
  it("say the reefer's temperature and the pickup's receiving hours, and no window where none is set", async () => {
    render(<LoadDetails load={await reeferLoad()} />);
    const freight = within(screen.getByRole('region', { name: 'Freight' }));
    expect(freight.getByText('Temperature').nextSibling).toHaveTextContent('34 °F, continuous');
    const pickup = within(screen.getByRole('region', { name: /^Pickup/ }));
    expect(pickup.getByText('Receiving hours').nextSibling).toHaveTextContent(
      'Receiving 05:30–13:00',
    );
    const dropoff = within(screen.getByRole('region', { name: /^Dropoff/ }));
    expect(dropoff.queryByText('Receiving hours')).not.toBeInTheDocument();
    expect(dropoff.queryByText('Appointment')).not.toBeInTheDocument();
  });

  it("show each stop's phone grouped for reading, and dial it as stored", async () => {
    const load = await reeferLoad();
    render(
      <LoadDetails
        load={{
          ...load,
          pickup: { ...load.pickup, phone_number: '+13125550142' },
          dropoff: { ...load.dropoff, phone_number: '+442079460958' },
        }}
      />,
    );
    const pickup = within(screen.getByRole('region', { name: /^Pickup/ }));
    expect(pickup.getByRole('link', { name: '+1 312 555 0142' })).toHaveAttribute(
      'href',
      'tel:+13125550142',
    );
    // Beyond North America the grouping takes the country's plan, which this page does not load.
    const dropoff = within(screen.getByRole('region', { name: /^Dropoff/ }));
    expect(dropoff.getByRole('link', { name: '+442079460958' })).toHaveAttribute(
      'href',
      'tel:+442079460958',
    );
  });
});
