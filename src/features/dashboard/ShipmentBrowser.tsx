import { useMemo, useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Input, Tabs } from 'antd';
import type { Shipment } from '../../contract/types';
import { ShipmentGrid } from './ShipmentGrid';
import { countByTab, inTab, matchesSearch, STATUS_TABS } from './shipmentFilters';
import type { StatusTab } from './shipmentFilters';

/** The shipment list with its text filter and status tabs; the tab counts follow the filter. */
export const ShipmentBrowser = ({ shipments }: { shipments: Shipment[] }) => {
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<StatusTab>('all');
  const found = useMemo(
    () => shipments.filter((shipment) => matchesSearch(shipment, search)),
    [shipments, search],
  );
  const counts = countByTab(found);

  const results = (key: StatusTab, empty: string) => {
    const shown = found.filter((shipment) => inTab(shipment, key));
    if (shown.length) return <ShipmentGrid shipments={shown} />;
    if (!search.trim()) return <Empty description={empty} />;
    return (
      <Empty description="No shipments match your search">
        <Button onClick={() => setSearch('')}>Clear search</Button>
      </Empty>
    );
  };

  return (
    <Flex vertical gap={8}>
      <Input
        aria-label="Search shipments"
        placeholder="Search by city, state, reference or shipment ID"
        prefix={<SearchOutlined aria-hidden="true" />}
        allowClear
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        style={{ maxWidth: 440 }}
      />
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(STATUS_TABS.find((item) => item.key === key)?.key ?? 'all')}
        items={STATUS_TABS.map(({ key, label, empty }) => ({
          key,
          label: `${label} (${counts[key]})`,
          children: key === tab ? results(key, empty) : null,
        }))}
      />
    </Flex>
  );
};
