type Place = { city: { name: string; region_code: string } };

const placeText = ({ city }: Place) => `${city.name}, ${city.region_code}`;

/** "Picked up: shipment #123 Chicago, IL → Denver, CO": what moved, and which load, at a glance. */
export const movementSubject = (
  what: string,
  { id, pickup, dropoff }: { id: number; pickup: Place; dropoff: Place },
): string => `${what}: shipment #${id} ${placeText(pickup)} → ${placeText(dropoff)}`;
