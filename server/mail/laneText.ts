type Place = { city: { name: string; region_code: string } };

/** "Dallas, TX to Houston, TX": where a shipment goes, as its e-mails name it. */
export const laneText = ({ pickup, dropoff }: { pickup: Place; dropoff: Place }): string =>
  `${pickup.city.name}, ${pickup.city.region_code} to ${dropoff.city.name}, ${dropoff.city.region_code}`;
