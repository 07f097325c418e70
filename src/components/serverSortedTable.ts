import type { TableColumnsType, TableProps } from 'antd';

export type Ordering<Field extends string> = Field | `-${Field}`;

/** A column named by its key, which is also the field the server sorts by when it can. */
export type KeyedColumn<Row> = TableColumnsType<Row>[number] & { key: string };

type Options<Row, Field extends string> = {
  columns: KeyedColumn<Row>[];
  /** The fields the server sorts by: the columns of these keys get a sorter. */
  sortable: readonly Field[];
  ordering: Ordering<Field>;
  /** The order when the shipper takes a column's sort off. */
  defaultOrdering: Ordering<Field>;
  onOrdering: (ordering: Ordering<Field>) => void;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
};

/**
 * The props of an antd Table whose rows the server sorts and pages: a header sorts by its
 * column, from the smallest, then the largest; the order and the page are the caller's, kept in
 * the address.
 */
export const serverSortedTable = <Row, Field extends string>({
  columns,
  sortable,
  ordering,
  defaultOrdering,
  onOrdering,
  page,
  pageSize,
  total,
  onPage,
}: Options<Row, Field>): TableProps<Row> => {
  const isSortable = (key: unknown): key is Field =>
    typeof key === 'string' && sortable.some((field) => field === key);
  const descending = ordering.startsWith('-');
  const field = descending ? ordering.slice(1) : ordering;
  const onChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter, { action }) => {
    if (action === 'paginate' && pagination.current) onPage(pagination.current);
    if (action !== 'sort') return;
    const chosen = Array.isArray(sorter) ? sorter[0] : sorter;
    if (!chosen?.order || !isSortable(chosen.columnKey)) onOrdering(defaultOrdering);
    else onOrdering(chosen.order === 'descend' ? `-${chosen.columnKey}` : chosen.columnKey);
  };
  return {
    columns: columns.map((column) =>
      isSortable(column.key)
        ? {
            ...column,
            sorter: true,
            sortOrder: column.key === field ? (descending ? 'descend' : 'ascend') : null,
          }
        : column,
    ),
    onChange,
    sortDirections: ['ascend', 'descend', 'ascend'],
    showSorterTooltip: false,
    pagination: {
      current: page,
      pageSize,
      total,
      showSizeChanger: false,
      hideOnSinglePage: true,
      showTotal: (all, [first, last]) => `${first}–${last} of ${all}`,
    },
  };
};
