import type { ActivityDetails } from './activity';
import type { City } from './types';

type Place = Pick<City, 'name' | 'region_code'>;

/** The lane a booking keeps in its history: "Chicago, IL to Dallas, TX". */
export const laneText = (pickup: Place, dropoff: Place): string =>
  `${pickup.name}, ${pickup.region_code} to ${dropoff.name}, ${dropoff.region_code}`;

/** A payment's card as its event keeps it; nothing for a card that was never saved. */
export const cardDetails = (
  card: { brand: string; last4: string } | null,
): Pick<ActivityDetails, 'brand' | 'last4'> =>
  card ? { brand: card.brand, last4: card.last4 } : {};
