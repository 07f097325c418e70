import { useCallback, useState } from 'react';
import { useGetShipmentsQuery } from '../../api/api';
import { LIST_SEARCH_DEBOUNCE_MS, SHIPMENT_PAGE_SIZE } from '@domain/constants';
import type { ShipmentTab } from '@domain/types';
import { useDebouncedValue } from '../../lib/useDebouncedValue';

/**
 * What the dashboard asks the server for: the tab, the search once typing pauses, and the page.
 * A page belongs to the tab and search it was chosen in: another tab or search starts at page 1.
 */
export const useShipmentList = () => {
  const [tab, setTab] = useState<ShipmentTab>('all');
  const [search, setSearch] = useState('');
  const searched = useDebouncedValue(search.trim(), LIST_SEARCH_DEBOUNCE_MS);
  const filter = `${tab} ${searched}`;
  const [paging, setPaging] = useState({ filter, page: 1 });
  const page = paging.filter === filter ? paging.page : 1;
  const setPage = useCallback((chosen: number) => setPaging({ filter, page: chosen }), [filter]);
  const clearSearch = useCallback(() => setSearch(''), []);
  const query = useGetShipmentsQuery({
    page,
    page_size: SHIPMENT_PAGE_SIZE,
    status: tab,
    ...(searched ? { search: searched } : {}),
  });
  return {
    tab,
    setTab,
    search,
    setSearch,
    searched,
    page,
    setPage,
    clearSearch,
    query,
  };
};

export type ShipmentList = ReturnType<typeof useShipmentList>;
