import { foldForSearch } from './searchText';

type CityName = { name: string; region_code: string };

/** The words of a search, folded; a shipment matches when it holds every one. */
export const searchWords = (search: string): string[] =>
  foldForSearch(search).split(/\s+/).filter(Boolean);

/**
 * What a shipment is found by, folded: its stops as "City, RC" and its reference number. The
 * server stores it with the shipment and refreshes it whenever the reference number changes.
 */
export const shipmentSearchText = (
  pickup: CityName,
  dropoff: CityName,
  referenceNumber: string | null,
): string =>
  foldForSearch(
    [
      `${pickup.name}, ${pickup.region_code}`,
      `${dropoff.name}, ${dropoff.region_code}`,
      referenceNumber ?? '',
    ].join(' '),
  );

/** The shipment's ID is searched as "#id" after its text; it is known only once it is stored. */
export const withShipmentId = (searchText: string, id: number): string => `${searchText} #${id}`;

/**
 * Every word appears in the shipment's cities, regions, reference or ID, ignoring case and
 * accents, so that "chicago tx" finds Chicago to Dallas and "montreal" finds Montréal.
 */
export const matchesSearch = (searchable: string, words: string[]): boolean =>
  words.every((word) => searchable.includes(word));
