import { lazy, memo, Suspense } from 'react';
import { Button, Empty, Flex, Pagination, Select, Skeleton, Tabs } from 'antd';
import { useNarrowScreen } from '../../lib/useNarrowScreen';
import type { ShipmentOrdering } from '@domain/shipmentOrdering';
import type { ShipmentPage, ShipmentTab } from '@domain/types';
import type { ListView } from './dashboardQuery';
import { ShipmentGrid } from './ShipmentGrid';
import { isShipmentTab, STATUS_TABS } from './statusTabs';

// Loaded when chosen: antd's table is larger than the cards' whole page.
const ShipmentTable = lazy(() => import('./ShipmentTable'));

type Props = {
  tab: ShipmentTab;
  onTab: (tab: ShipmentTab) => void;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  view: ListView;
  ordering: ShipmentOrdering;
  onOrdering: (ordering: ShipmentOrdering) => void;
  /** The page to show: the last one the server gave, kept while the next one loads. */
  shown: ShipmentPage;
  loading: boolean;
  /** The search the page was asked for, once typing paused. */
  searched: string;
  /** Whether filters beyond the search are on. */
  filtered: boolean;
  onClearSearch: () => void;
  onClearFilters: () => void;
};

const TABS_ID = 'shipment-status';

/**
 * The status tabs with their counts, and one results panel below them for whichever tab is
 * chosen. antd draws a tab's content inside that tab's own panel, so switching tabs would take
 * the whole grid down and build it again in another place: here the tabs are the bar alone, and
 * the one grid stays, its cards with it while their shipments stay. Drawn again when the list
 * changes, not at every keystroke in the search box.
 */
export const StatusTabs = memo((props: Props) => {
  const { shown } = props;
  const narrow = useNarrowScreen();
  const empty = STATUS_TABS.find(({ key }) => key === props.tab)?.empty ?? '';
  const choices = STATUS_TABS.map(({ key, label }) => ({
    key,
    label: `${label} (${shown.counts[key]})`,
  }));
  const choose = (key: string) => props.onTab(isShipmentTab(key) ? key : 'all');
  return (
    <div>
      {narrow ? (
        // Five tabs do not fit a phone: antd would fold some into a "…" menu that is no tab.
        <Select
          aria-label="Status"
          value={props.tab}
          onChange={choose}
          options={choices.map(({ key, label }) => ({ value: key, label }))}
          style={{ width: '100%', marginBottom: 16 }}
        />
      ) : (
        <Tabs
          id={TABS_ID}
          activeKey={props.tab}
          onChange={choose}
          items={choices}
          styles={{ body: { display: 'none' } }}
        />
      )}
      <div
        role={narrow ? 'region' : 'tabpanel'}
        aria-labelledby={narrow ? undefined : `${TABS_ID}-tab-${props.tab}`}
        aria-label={narrow ? 'Shipments' : undefined}
        aria-busy={props.loading}
      >
        {shown.count ? (
          props.view === 'table' ? (
            <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
              <ShipmentTable
                shown={shown}
                page={props.page}
                pageSize={props.pageSize}
                onPage={props.onPage}
                ordering={props.ordering}
                onOrdering={props.onOrdering}
              />
            </Suspense>
          ) : (
            <Flex vertical gap={24}>
              <ShipmentGrid shipments={shown.results} />
              <nav aria-label="Shipment pages">
                <Pagination
                  align="center"
                  current={props.page}
                  pageSize={props.pageSize}
                  total={shown.count}
                  showSizeChanger={false}
                  hideOnSinglePage
                  onChange={props.onPage}
                />
              </nav>
            </Flex>
          )
        ) : props.searched || props.filtered ? (
          <Empty description={`No shipments match your ${props.searched ? 'search' : 'filters'}`}>
            <Flex gap={8} justify="center">
              {props.searched && <Button onClick={props.onClearSearch}>Clear search</Button>}
              {props.filtered && <Button onClick={props.onClearFilters}>Clear filters</Button>}
            </Flex>
          </Empty>
        ) : (
          <Empty description={empty} />
        )}
      </div>
    </div>
  );
});
StatusTabs.displayName = 'StatusTabs';
