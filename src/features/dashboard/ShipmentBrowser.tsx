import { SearchOutlined } from '@ant-design/icons';
import { Flex, Input } from 'antd';
import type { ShipmentPage } from '@domain/types';
import { StatusTabs } from './StatusTabs';
import { useSlashFocus } from './useSlashFocus';
import type { ShipmentList } from './useShipmentList';

type Props = {
  list: ShipmentList;
  /** The page to show: the last one the server gave, kept while the next one loads. */
  shown: ShipmentPage;
};

/** The shipment list with its text filter and status tabs; the tab counts follow the filter. */
export const ShipmentBrowser = ({ list, shown }: Props) => {
  const searchBox = useSlashFocus();
  return (
    <Flex vertical gap={8}>
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
      <StatusTabs
        tab={list.tab}
        onTab={list.setTab}
        page={list.page}
        onPage={list.setPage}
        shown={shown}
        loading={list.query.isFetching}
        searched={list.searched}
        onClearSearch={list.clearSearch}
      />
    </Flex>
  );
};
