import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetCompanyActivityQuery } from '../../api/activityApi';
import { activitySearchParams, readActivityView } from './activityQuery';
import type { ActivityFilters } from './activityQuery';

/**
 * What the activity page asks the server for, kept in the address: the filters and the page.
 * Other filters start at page 1; every choice is a step Back returns from. The list is read again
 * each time the page opens: what others did meanwhile refreshes no tag here.
 */
export const useActivityList = () => {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const asked = useMemo(() => readActivityView(new URLSearchParams(address)), [address]);
  const setPage = useCallback(
    (page: number) =>
      setParams((current) => activitySearchParams({ ...readActivityView(current), page })),
    [setParams],
  );
  const setFilters = useCallback(
    (filters: ActivityFilters) => setParams(activitySearchParams({ ...filters, page: 1 })),
    [setParams],
  );
  // The server's page size: the answer says it, and the table pages by it.
  const query = useGetCompanyActivityQuery(asked, { refetchOnMountOrArgChange: true });
  return { asked, setPage, setFilters, query };
};
