import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { useAppSelector } from '../../state/hooks';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../components/ButtonLink';
import { selectUser } from '../../state/session';
import { useMay } from '../../state/useMay';
import { filterCount } from './dashboardQuery';
import { FirstRunChecklist } from './FirstRunChecklist';
import { greetingFor } from './greeting';
import { ShipmentBrowser } from './ShipmentBrowser';
import { ShipmentGridSkeleton } from './ShipmentGrid';
import { useShipmentList } from './useShipmentList';
import { LoadFailed } from '../../components/LoadFailed';
import { usePageTitle } from '../../lightEntry/usePageTitle';

/** Offered only to a role that may create shipments. */
const CreateShipmentButton = () => {
  const mayDo = useMay();
  if (!mayDo('createShipments')) return null;
  return (
    <ButtonLink type="primary" icon={<PlusOutlined aria-hidden="true" />} to={paths.createShipment}>
      Create Shipment
    </ButtonLink>
  );
};

const Shipments = () => {
  const list = useShipmentList();
  const { data, currentData, error, isLoading, isFetching, refetch } = list.query;
  if (isLoading) return <ShipmentGridSkeleton />;
  if (error || !data)
    return (
      <LoadFailed
        title="We could not load your shipments"
        error={error}
        retrying={isFetching}
        onRetry={refetch}
      />
    );
  // Only an answer to this very question says the shipper has none, not one kept from a search,
  // and not one narrowed by filters.
  if (!list.searched && !filterCount(list.asked) && currentData?.counts.all === 0)
    return <FirstRunChecklist />;
  return <ShipmentBrowser list={list} shown={data} />;
};

/** The signed-in shipper's home: a greeting and their shipments. */
const DashboardPage = () => {
  usePageTitle('Dashboard');
  const user = useAppSelector(selectUser);
  // Read once: the greeting does not change under the reader's eyes.
  const [greeting] = useState(() => greetingFor(new Date()));
  return (
    <Flex vertical gap={24}>
      <Flex justify="space-between" align="center" gap={16} wrap>
        <div>
          <Typography.Title level={2} style={{ marginBottom: 4 }}>
            {user ? `${greeting}, ${user.first_name}` : greeting}
          </Typography.Title>
          <Typography.Text type="secondary">
            Your shipments, from quote to delivery.
          </Typography.Text>
        </div>
        <CreateShipmentButton />
      </Flex>
      <Shipments />
    </Flex>
  );
};

export default DashboardPage;
