import { memo } from 'react';
import { Button, Empty, Flex, Pagination, Tabs } from 'antd';
import { SHIPMENT_PAGE_SIZE } from '@domain/constants';
import type { ShipmentPage, ShipmentTab } from '@domain/types';
import { ShipmentGrid } from './ShipmentGrid';
import { isShipmentTab, STATUS_TABS } from './statusTabs';

type Props = {
  tab: ShipmentTab;
  onTab: (tab: ShipmentTab) => void;
  page: number;
  onPage: (page: number) => void;
  /** The page to show: the last one the server gave, kept while the next one loads. */
  shown: ShipmentPage;
  loading: boolean;
  /** The search the page was asked for, once typing paused. */
  searched: string;
  onClearSearch: () => void;
};

/**
 * The status tabs with their counts, and the chosen tab's page of shipments with the pages
 * below it. Drawn again when the list changes, not at every keystroke in the search box.
 */
export const StatusTabs = memo((props: Props) => {
  const { shown } = props;
  const results = (empty: string) => {
    if (!shown.count) {
      if (!props.searched) return <Empty description={empty} />;
      return (
        <Empty description="No shipments match your search">
          <Button onClick={props.onClearSearch}>Clear search</Button>
        </Empty>
      );
    }
    return (
      <Flex vertical gap={24} aria-busy={props.loading}>
        <ShipmentGrid shipments={shown.results} />
        <nav aria-label="Shipment pages">
          <Pagination
            align="center"
            current={props.page}
            pageSize={SHIPMENT_PAGE_SIZE}
            total={shown.count}
            showSizeChanger={false}
            hideOnSinglePage
            onChange={props.onPage}
          />
        </nav>
      </Flex>
    );
  };
  return (
    <Tabs
      activeKey={props.tab}
      onChange={(key) => props.onTab(isShipmentTab(key) ? key : 'all')}
      items={STATUS_TABS.map(({ key, label, empty }) => ({
        key,
        label: `${label} (${shown.counts[key]})`,
        children: key === props.tab ? results(empty) : null,
      }))}
    />
  );
});
StatusTabs.displayName = 'StatusTabs';
