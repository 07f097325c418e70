import { SearchOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Input, Pagination, Tabs } from 'antd';
import { SHIPMENT_PAGE_SIZE } from '../../contract/constants';
import type { ShipmentPage } from '../../contract/types';
import { ShipmentGrid } from './ShipmentGrid';
import { isShipmentTab, STATUS_TABS } from './statusTabs';
import type { ShipmentList } from './useShipmentList';

type Props = {
  list: ShipmentList;
  /** The page to show: the last one the server gave, kept while the next one loads. */
  shown: ShipmentPage;
};

/** The shipment list with its text filter and status tabs; the tab counts follow the filter. */
export const ShipmentBrowser = ({ list, shown }: Props) => {
  const results = (empty: string) => {
    if (!shown.count) {
      if (!list.searched) return <Empty description={empty} />;
      return (
        <Empty description="No shipments match your search">
          <Button onClick={() => list.setSearch('')}>Clear search</Button>
        </Empty>
      );
    }
    return (
      <Flex vertical gap={24} aria-busy={list.query.isFetching}>
        <ShipmentGrid shipments={shown.results} />
        <nav aria-label="Shipment pages">
          <Pagination
            align="center"
            current={list.page}
            pageSize={SHIPMENT_PAGE_SIZE}
            total={shown.count}
            showSizeChanger={false}
            hideOnSinglePage
            onChange={list.setPage}
          />
        </nav>
      </Flex>
    );
  };

  return (
    <Flex vertical gap={8}>
      <Input
        aria-label="Search shipments"
        placeholder="Search by city, state, reference or shipment ID"
        prefix={<SearchOutlined aria-hidden="true" />}
        allowClear
        value={list.search}
        onChange={(event) => list.setSearch(event.target.value)}
        style={{ maxWidth: 440 }}
      />
      <Tabs
        activeKey={list.tab}
        onChange={(key) => list.setTab(isShipmentTab(key) ? key : 'all')}
        items={STATUS_TABS.map(({ key, label, empty }) => ({
          key,
          label: `${label} (${shown.counts[key]})`,
          children: key === list.tab ? results(empty) : null,
        }))}
      />
    </Flex>
  );
};
