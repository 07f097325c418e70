import { screen } from '@testing-library/react';
import { EQUIPMENT_LABELS } from '@domain/constants';
import type { City, Shipment } from '@domain/types';

const cityShown = ({ name, region_code, country_code }: City) =>
  `${name}, ${region_code}, ${country_code}`;

/**
 * The create page as "Book again" opens it: the shipment's equipment and both cities filled in,
 * and the lane quoted afresh. A lane under 1,000 miles, whose distance reads as its number.
 */
export const expectLaneFilledIn = async ({ equipment, pickup, dropoff, miles }: Shipment) => {
  expect(await screen.findByText('Create shipment', { selector: 'h2' })).toBeInTheDocument();
  expect(screen.getByLabelText(EQUIPMENT_LABELS[equipment])).toBeChecked();
  expect(await screen.findByText(cityShown(pickup.city))).toBeInTheDocument();
  expect(await screen.findByText(cityShown(dropoff.city))).toBeInTheDocument();
  expect(await screen.findByText(`${miles} miles`)).toBeInTheDocument();
};
