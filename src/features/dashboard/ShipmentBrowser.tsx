import { lazy, Suspense, useState } from 'react';
import { AppstoreOutlined, FilterOutlined, SearchOutlined, TableOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Input, Segmented, Skeleton } from 'antd';
import type { ShipmentPage } from '@domain/types';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { exportParams, filterCount } from './dashboardQuery';
import type { ListView } from './dashboardQuery';
import { StatusTabs } from './StatusTabs';
import type { ShipmentList } from './useShipmentList';
import { useSlashFocus } from './useSlashFocus';

// Loaded when first shown: the cards of the specification need neither.
const ListFilters = lazy(() => import('./ListFilters'));

type Props = {
  list: ShipmentList;
  /** The page to show: the last one the server gave, kept while the next one loads. */
  shown: ShipmentPage;
};

const VIEWS: { value: ListView; label: string; icon: React.ReactNode }[] = [
  { value: 'cards', label: 'Cards', icon: <AppstoreOutlined aria-hidden="true" /> },
  { value: 'table', label: 'Table', icon: <TableOutlined aria-hidden="true" /> },
];

/**
 * The shipment list with its text filter, its other filters, the choice of cards or a table, and
 * the status tabs; the tab counts follow the search and the filters.
 */
export const ShipmentBrowser = ({ list, shown }: Props) => {
  const searchBox = useSlashFocus();
  const active = filterCount(list.asked);
  const [filtersOpen, setFiltersOpen] = useState(active > 0);
  const showFilters = filtersOpen || active > 0;
  return (
    <Flex vertical gap={8}>
      <Flex gap={12} align="center" wrap>
        <Input
          ref={searchBox}
          aria-label="Search shipments"
          aria-keyshortcuts="/"
          placeholder="Search by city, state, reference or shipment ID"
          prefix={<SearchOutlined aria-hidden="true" />}
          allowClear
          value={list.search}
          onChange={(event) => list.setSearch(event.target.value)}
          style={{ maxWidth: 440 }}
        />
        <Badge count={active} size="small">
          <Button
            icon={<FilterOutlined aria-hidden="true" />}
            aria-expanded={showFilters}
            aria-controls="shipment-filters"
            onClick={() => setFiltersOpen(!showFilters)}
          >
            Filters
          </Button>
        </Badge>
        <ExportCsvButton
          path="/shipper/shipments/export/"
          params={exportParams(list.asked)}
          fileName="shipments.csv"
        />
        <Segmented<ListView>
          aria-label="View"
          value={list.view}
          options={VIEWS}
          onChange={list.setView}
          style={{ marginLeft: 'auto' }}
        />
      </Flex>
      <div id="shipment-filters" hidden={!showFilters}>
        {showFilters && (
          <Suspense fallback={<Skeleton.Input active />}>
            <ListFilters filters={list.asked} onFilters={list.setFilters} />
          </Suspense>
        )}
      </div>
      <StatusTabs
        tab={list.tab}
        onTab={list.setTab}
        page={list.page}
        pageSize={list.pageSize}
        onPage={list.setPage}
        view={list.view}
        ordering={list.asked.ordering}
        onOrdering={list.setOrdering}
        shown={shown}
        loading={list.query.isFetching}
        searched={list.searched}
        filtered={active > 0}
        onClearSearch={list.clearSearch}
        onClearFilters={list.clearFilters}
      />
    </Flex>
  );
};
