import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_INVOICE_ORDERING, INVOICE_PAGE_SIZE } from '@domain/constants';
import { useGetInvoicesQuery } from '../../api/invoicesApi';
import { invoicesSearchParams, readInvoicesQuery } from './invoicesQuery';
import type { InvoiceFilters, InvoiceOrdering, InvoicesQuery } from './invoicesQuery';

type Change = (asked: InvoicesQuery) => InvoicesQuery;

/**
 * What the invoice list asks the server for, kept in the address: the filters, the order and the
 * page. A page belongs to what it was chosen in, so another filter or order starts at page 1.
 * Every choice is a step Back returns from.
 */
export const useInvoiceList = () => {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const asked = useMemo(() => readInvoicesQuery(new URLSearchParams(address)), [address]);
  // Each change applies to the address as it is then, not as it was drawn.
  const change = useCallback(
    (next: Change) =>
      setParams((current) => invoicesSearchParams(next(readInvoicesQuery(current)))),
    [setParams],
  );
  const setPage = useCallback(
    (page: number) => change((current) => ({ ...current, page })),
    [change],
  );
  const setOrdering = useCallback(
    (ordering: InvoiceOrdering) => change((current) => ({ ...current, ordering, page: 1 })),
    [change],
  );
  const setFilters = useCallback(
    (filters: InvoiceFilters) =>
      change(({ status: _s, date_from: _f, date_to: _t, ...current }) => ({
        ...current,
        ...filters,
        page: 1,
      })),
    [change],
  );
  const clearFilters = useCallback(() => setFilters({}), [setFilters]);
  const query = useGetInvoicesQuery({
    page: asked.page,
    page_size: INVOICE_PAGE_SIZE,
    ...(asked.status ? { status: asked.status } : {}),
    ...(asked.date_from ? { date_from: asked.date_from } : {}),
    ...(asked.date_to ? { date_to: asked.date_to } : {}),
    ...(asked.ordering !== DEFAULT_INVOICE_ORDERING ? { ordering: asked.ordering } : {}),
  });
  return { asked, setPage, setOrdering, setFilters, clearFilters, query };
};

export type InvoiceList = ReturnType<typeof useInvoiceList>;
