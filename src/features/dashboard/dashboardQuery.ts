import {
  BOOKED_BY_ME,
  DEFAULT_SHIPMENT_ORDERING,
  EQUIPMENT,
  LIST_SEARCH_MAX_LENGTH,
  SHIPMENT_ORDER_FIELDS,
} from '@domain/constants';
import type { ShipmentOrdering } from '@domain/shipmentOrdering';
import { parseStoredId } from '@domain/storedId';
import { ETA_STATES } from '@domain/statuses';
import type { Equipment, EtaState, IsoDate, ShipmentTab } from '@domain/types';
import { isShipmentTab } from './statusTabs';
import { dayRangeIn, pageIn } from '../../lib/addressValues';

export const LIST_VIEWS = ['cards', 'table'] as const;
export type ListView = (typeof LIST_VIEWS)[number];

/**
 * What the dashboard shows, as its address holds it: a view can be bookmarked, sent to a colleague
 * and come back with Back. The names are the API's own; a value left at its default is left out,
 * and one that cannot be read is taken as the default, never refused. The view is left out when
 * the shipper's remembered one is meant.
 */
export type DashboardQuery = {
  status: ShipmentTab;
  search: string;
  page: number;
  ordering: ShipmentOrdering;
  equipment?: Equipment;
  pickup_from?: IsoDate;
  pickup_to?: IsoDate;
  /** A member's id, or BOOKED_BY_ME: the signed-in member, whoever opens the address. */
  booked_by?: string;
  eta_state?: EtaState;
  view?: ListView;
};

const isOrdering = (value: string): value is ShipmentOrdering =>
  SHIPMENT_ORDER_FIELDS.some((field) => value === field || value === `-${field}`);

const isEquipment = (value: string): value is Equipment => EQUIPMENT.some((kind) => kind === value);

// What the server would refuse is dropped here, as any other value that cannot be read.
const isBookedBy = (value: string): boolean =>
  value === BOOKED_BY_ME || parseStoredId(value) !== null;

const isView = (value: string): value is ListView => LIST_VIEWS.some((view) => view === value);

const isEtaState = (value: string): value is EtaState =>
  ETA_STATES.some((state) => state === value);

export const readDashboardQuery = (params: URLSearchParams): DashboardQuery => {
  const status = params.get('status') ?? '';
  const ordering = params.get('ordering') ?? '';
  const equipment = params.get('equipment') ?? '';
  const bookedBy = params.get('booked_by') ?? '';
  const etaState = params.get('eta_state') ?? '';
  const view = params.get('view') ?? '';
  const { from, to } = dayRangeIn(params.get('pickup_from'), params.get('pickup_to'));
  return {
    status: isShipmentTab(status) ? status : 'all',
    search: (params.get('search') ?? '').trim().slice(0, LIST_SEARCH_MAX_LENGTH),
    page: pageIn(params.get('page')),
    ordering: isOrdering(ordering) ? ordering : DEFAULT_SHIPMENT_ORDERING,
    ...(isEquipment(equipment) ? { equipment } : {}),
    ...(from ? { pickup_from: from } : {}),
    ...(to ? { pickup_to: to } : {}),
    ...(isBookedBy(bookedBy) ? { booked_by: bookedBy } : {}),
    ...(isEtaState(etaState) ? { eta_state: etaState } : {}),
    ...(isView(view) ? { view } : {}),
  };
};

export const dashboardSearchParams = (query: DashboardQuery) => {
  const params = new URLSearchParams();
  if (query.view) params.set('view', query.view);
  if (query.status !== 'all') params.set('status', query.status);
  if (query.search) params.set('search', query.search);
  if (query.equipment) params.set('equipment', query.equipment);
  if (query.pickup_from) params.set('pickup_from', query.pickup_from);
  if (query.pickup_to) params.set('pickup_to', query.pickup_to);
  if (query.booked_by) params.set('booked_by', query.booked_by);
  if (query.eta_state) params.set('eta_state', query.eta_state);
  if (query.ordering !== DEFAULT_SHIPMENT_ORDERING) params.set('ordering', query.ordering);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
};

/** How many filters beyond the tab and the search are on. */
export const filterCount = ({
  equipment,
  pickup_from,
  pickup_to,
  booked_by,
  eta_state,
}: DashboardQuery): number =>
  [equipment, pickup_from ?? pickup_to, booked_by, eta_state].filter((value) => value !== undefined)
    .length;

/** The export's parameters: every shipment the list matches, in its order, not one page. */
export const exportParams = (query: DashboardQuery): Record<string, string> => {
  const params = dashboardSearchParams({ ...query, page: 1 });
  params.delete('view');
  return Object.fromEntries(params);
};
