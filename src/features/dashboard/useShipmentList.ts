import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetShipmentsQuery } from '../../api/api';
import {
  DEFAULT_SHIPMENT_ORDERING,
  LIST_SEARCH_DEBOUNCE_MS,
  SHIPMENT_PAGE_SIZE,
  SHIPMENT_TABLE_PAGE_SIZE,
} from '@domain/constants';
import type { ShipmentOrdering } from '@domain/shipmentOrdering';
import type { ShipmentTab } from '@domain/types';
import { dashboardSearchParams, readDashboardQuery } from './dashboardQuery';
import type { DashboardQuery, ListView } from './dashboardQuery';
import { rememberedView, rememberView } from './listViewPreference';

type Change = (asked: DashboardQuery) => DashboardQuery;
export type ListFilters = Pick<
  DashboardQuery,
  'equipment' | 'pickup_from' | 'pickup_to' | 'booked_by' | 'eta_state'
>;

const PAGE_SIZES: Record<ListView, number> = {
  cards: SHIPMENT_PAGE_SIZE,
  table: SHIPMENT_TABLE_PAGE_SIZE,
};

/**
 * What the dashboard asks the server for, kept in the address: the tab, the search once typing
 * pauses, the filters, the order, the page and the view. A page belongs to what it was chosen
 * in: another tab, search, filter, order or view starts at page 1. A choice is a step Back
 * returns from; the search replaces the address as it settles, so Back does not go through it
 * letter by letter.
 */
export const useShipmentList = () => {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const asked = useMemo(() => readDashboardQuery(new URLSearchParams(address)), [address]);
  const [remembered] = useState(rememberedView);
  const view = asked.view ?? remembered;
  const [search, setSearchText] = useState(asked.search);
  // The address's search that the box's text stands for: another one came by Back or a link.
  const [textFor, setTextFor] = useState(asked.search);
  if (asked.search !== textFor) {
    setTextFor(asked.search);
    setSearchText(asked.search);
  }
  // Each change applies to the address as it is then, not as it was drawn.
  const change = useCallback(
    (next: Change, replace = false) =>
      setParams((current) => dashboardSearchParams(next(readDashboardQuery(current))), {
        replace,
      }),
    [setParams],
  );
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);
  const setSearch = useCallback(
    (text: string) => {
      setSearchText(text);
      clearTimeout(typing.current);
      typing.current = setTimeout(() => {
        setTextFor(text.trim());
        change((current) => ({ ...current, search: text.trim(), page: 1 }), true);
      }, LIST_SEARCH_DEBOUNCE_MS);
    },
    [change],
  );
  const setTab = useCallback(
    (status: ShipmentTab) => change((current) => ({ ...current, status, page: 1 })),
    [change],
  );
  const setPage = useCallback(
    (page: number) => change((current) => ({ ...current, page })),
    [change],
  );
  const setOrdering = useCallback(
    (ordering: ShipmentOrdering) => change((current) => ({ ...current, ordering, page: 1 })),
    [change],
  );
  const setFilters = useCallback(
    (filters: ListFilters) =>
      change(
        ({
          equipment: _e,
          pickup_from: _f,
          pickup_to: _t,
          booked_by: _b,
          eta_state: _s,
          ...current
        }) => ({ ...current, ...filters, page: 1 }),
      ),
    [change],
  );
  const setView = useCallback(
    (chosen: ListView) => {
      rememberView(chosen);
      change((current) => ({ ...current, view: chosen, page: 1 }));
    },
    [change],
  );
  const clearSearch = useCallback(() => setSearch(''), [setSearch]);
  const clearFilters = useCallback(() => setFilters({}), [setFilters]);
  const query = useGetShipmentsQuery({
    page: asked.page,
    page_size: PAGE_SIZES[view],
    status: asked.status,
    ...(asked.search ? { search: asked.search } : {}),
    ...(asked.ordering !== DEFAULT_SHIPMENT_ORDERING ? { ordering: asked.ordering } : {}),
    ...(asked.equipment ? { equipment: asked.equipment } : {}),
    ...(asked.pickup_from ? { pickup_from: asked.pickup_from } : {}),
    ...(asked.pickup_to ? { pickup_to: asked.pickup_to } : {}),
    ...(asked.booked_by ? { booked_by: asked.booked_by } : {}),
    ...(asked.eta_state ? { eta_state: asked.eta_state } : {}),
  });
  return {
    asked,
    view,
    setView,
    tab: asked.status,
    setTab,
    search,
    setSearch,
    searched: asked.search,
    page: asked.page,
    pageSize: PAGE_SIZES[view],
    setPage,
    setOrdering,
    setFilters,
    clearSearch,
    clearFilters,
    query,
  };
};

export type ShipmentList = ReturnType<typeof useShipmentList>;
