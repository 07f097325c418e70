import { LIST_SEARCH_MAX_LENGTH } from '@domain/constants';
import type { ShipmentTab } from '@domain/types';
import { isShipmentTab } from './statusTabs';

/**
 * What the dashboard shows, as its address holds it: a view can be bookmarked, sent to a colleague
 * and come back with Back. The names are the API's own; a value left at its default is left out,
 * and one that cannot be read is taken as the default, never refused.
 */
export type DashboardQuery = { status: ShipmentTab; search: string; page: number };

const PAGE = /^[1-9]\d{0,5}$/;

export const readDashboardQuery = (params: URLSearchParams): DashboardQuery => {
  const status = params.get('status') ?? '';
  const page = params.get('page') ?? '';
  return {
    status: isShipmentTab(status) ? status : 'all',
    search: (params.get('search') ?? '').trim().slice(0, LIST_SEARCH_MAX_LENGTH),
    page: PAGE.test(page) ? Number(page) : 1,
  };
};

export const dashboardSearchParams = ({ status, search, page }: DashboardQuery) => {
  const params = new URLSearchParams();
  if (status !== 'all') params.set('status', status);
  if (search) params.set('search', search);
  if (page > 1) params.set('page', String(page));
  return params;
};
