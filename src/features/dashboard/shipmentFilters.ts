import { SHIPMENT_STATUS_LABELS } from '../../contract/constants';
import { foldForSearch } from '../../contract/searchText';
import { normalizeShipmentStatus } from '../../contract/shipmentStatus';
import type { Shipment, ShipmentStatus } from '../../contract/types';

export type StatusTab = 'all' | ShipmentStatus;

/** The status tabs in the order of the specification, with what each says when it is empty. */
export const STATUS_TABS: { key: StatusTab; label: string; empty: string }[] = [
  { key: 'all', label: 'All', empty: 'No shipments yet' },
  { key: 'unfinished', label: SHIPMENT_STATUS_LABELS.unfinished, empty: 'No unfinished shipments' },
  {
    key: 'inprogress',
    label: SHIPMENT_STATUS_LABELS.inprogress,
    empty: 'No shipments in progress',
  },
  { key: 'upcoming', label: SHIPMENT_STATUS_LABELS.upcoming, empty: 'No upcoming shipments' },
  { key: 'past', label: SHIPMENT_STATUS_LABELS.past, empty: 'No past shipments' },
];

const searchableText = ({ id, reference_number, pickup, dropoff }: Shipment): string =>
  foldForSearch(
    [
      `${pickup.city.name}, ${pickup.city.region_code}`,
      `${dropoff.city.name}, ${dropoff.city.region_code}`,
      reference_number ?? '',
      `#${id}`,
    ].join(' '),
  );

/**
 * Every word of the search appears in the shipment's cities, regions, reference or ID, ignoring
 * case and accents, so that "chicago tx" finds Chicago to Dallas and "montreal" finds Montréal.
 */
export const matchesSearch = (shipment: Shipment, search: string): boolean => {
  const words = foldForSearch(search).split(/\s+/).filter(Boolean);
  const text = searchableText(shipment);
  return words.every((word) => text.includes(word));
};

export const inTab = (shipment: Shipment, tab: StatusTab): boolean =>
  tab === 'all' || normalizeShipmentStatus(shipment.status) === tab;

export const countByTab = (shipments: Shipment[]): Record<StatusTab, number> => {
  const counts = { all: 0, unfinished: 0, inprogress: 0, upcoming: 0, past: 0 };
  for (const shipment of shipments) {
    counts.all += 1;
    const status = normalizeShipmentStatus(shipment.status);
    if (status) counts[status] += 1;
  }
  return counts;
};
