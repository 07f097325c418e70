import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TrackingPosition, TrackingStop } from '@domain/trackingTypes';
import LaneMap from './LaneMap';
import { LazyLaneMap } from './LazyLaneMap';

const chicago: TrackingStop = {
  latitude: 41.8781,
  longitude: -87.6298,
  city: { id: 1, name: 'Chicago', region_code: 'IL', country_code: 'US' },
  time_zone: 'America/Chicago',
};

const dallas: TrackingStop = {
  latitude: 32.7767,
  longitude: -96.797,
  city: { id: 2, name: 'Dallas', region_code: 'TX', country_code: 'US' },
  time_zone: 'America/Chicago',
};

const positions: TrackingPosition[] = [
  { at: '2026-01-05T18:00:00Z', latitude: 39.7817, longitude: -89.6501 },
  { at: '2026-01-05T21:30:00Z', latitude: -33.5, longitude: 151.25 },
];

/** The map's table, once its toggle is opened: each row as its cells read. */
const openTable = async () => {
  await userEvent.setup().click(screen.getByText('Stops and positions as a table'));
  const table = screen.getByRole('region', { name: 'The lane of LD-7: stops and positions' });
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.children, (cell) => cell.textContent));
};

describe('The lane map', () => {
  it('names both stops and describes the lane, its trail and the truck', () => {
    render(
      <LaneMap
        title="The lane of LD-7"
        pickup={chicago}
        dropoff={dallas}
        positions={positions}
        truck={positions[0]}
      />,
    );

    expect(screen.getByRole('img')).toHaveAccessibleName(
      'The lane of LD-7. Pickup in Chicago, IL; dropoff in Dallas, TX. 2 positions reported; ' +
        'the truck is marked where it was last seen.',
    );
    expect(screen.getByText('Chicago, IL')).toBeInTheDocument();
    expect(screen.getByText('Dallas, TX')).toBeInTheDocument();
    expect(screen.getByText('Pickup')).toBeInTheDocument();
    expect(screen.getByText('Dropoff')).toBeInTheDocument();
  });

  it('lists the stops, the positions with their times and the truck in a table', async () => {
    render(
      <LaneMap
        title="The lane of LD-7"
        pickup={chicago}
        dropoff={dallas}
        positions={positions}
        truck={positions[0]}
      />,
    );

    expect(await openTable()).toEqual([
      ['Point', 'Time', 'Latitude', 'Longitude'],
      ['Pickup: Chicago, IL', '', '41.8781° N', '87.6298° W'],
      ['Position reported', 'Mon, Jan 5, 12:00 PM CST', '39.7817° N', '89.6501° W'],
      ['Position reported', 'Mon, Jan 5, 3:30 PM CST', '33.5000° S', '151.2500° E'],
      ['Truck, last seen', '', '39.7817° N', '89.6501° W'],
      ['Dropoff: Dallas, TX', '', '32.7767° N', '96.7970° W'],
    ]);
  });

  it('says when no position has been reported yet', async () => {
    render(<LaneMap title="The lane of LD-7" pickup={chicago} dropoff={dallas} />);

    expect(screen.getByRole('img')).toHaveAccessibleName(
      'The lane of LD-7. Pickup in Chicago, IL; dropoff in Dallas, TX. No position reported yet.',
    );
    expect(await openTable()).toEqual([
      ['Point', 'Time', 'Latitude', 'Longitude'],
      ['Pickup: Chicago, IL', '', '41.8781° N', '87.6298° W'],
      ['Dropoff: Dallas, TX', '', '32.7767° N', '96.7970° W'],
    ]);
  });

  it('keeps its place while it loads, then draws the map there', async () => {
    render(<LazyLaneMap title="The lane of LD-7" pickup={chicago} dropoff={dallas} />);

    expect(screen.getByRole('status', { name: 'Loading the map' })).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: /^The lane of LD-7\. Pickup in Chicago, IL/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the map' })).not.toBeInTheDocument();
  });
});
