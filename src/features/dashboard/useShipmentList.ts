import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetShipmentsQuery } from '../../api/api';
import { LIST_SEARCH_DEBOUNCE_MS, SHIPMENT_PAGE_SIZE } from '@domain/constants';
import type { ShipmentTab } from '@domain/types';
import { dashboardSearchParams, readDashboardQuery } from './dashboardQuery';
import type { DashboardQuery } from './dashboardQuery';

type Change = (asked: DashboardQuery) => DashboardQuery;

/**
 * What the dashboard asks the server for, kept in the address: the tab, the search once typing
 * pauses, and the page. A page belongs to the tab and search it was chosen in: another tab or
 * search starts at page 1. A tab or page chosen is a step Back returns from; the search replaces
 * the address as it settles, so Back does not go through it letter by letter.
 */
export const useShipmentList = () => {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const asked = useMemo(() => readDashboardQuery(new URLSearchParams(address)), [address]);
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
  const clearSearch = useCallback(() => setSearch(''), [setSearch]);
  const query = useGetShipmentsQuery({
    page: asked.page,
    page_size: SHIPMENT_PAGE_SIZE,
    status: asked.status,
    ...(asked.search ? { search: asked.search } : {}),
  });
  return {
    tab: asked.status,
    setTab,
    search,
    setSearch,
    searched: asked.search,
    page: asked.page,
    setPage,
    clearSearch,
    query,
  };
};

export type ShipmentList = ReturnType<typeof useShipmentList>;
