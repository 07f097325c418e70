import { ClockCircleOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { SCHEDULING_PREFERENCE_LABELS } from '@domain/constants';
import type { Stop } from '@domain/types';

type Props = { label: 'Pickup' | 'Dropoff'; stop: Stop };

/**
 * One end of a shipment: city, region and day. Until real time windows exist, the window is the
 * stop's scheduling preference in words.
 */
export const StopSummary = ({ label, stop }: Props) => (
  <Flex vertical gap={2}>
    <Typography.Text type="secondary">{label}</Typography.Text>
    <Flex justify="space-between" gap={8}>
      <Typography.Text strong>{`${stop.city.name}, ${stop.city.region_code}`}</Typography.Text>
      <Typography.Text>{dayjs(stop.date).format('MMM D')}</Typography.Text>
    </Flex>
    <Typography.Text type="secondary">
      <ClockCircleOutlined aria-hidden="true" />{' '}
      {stop.scheduling_preference
        ? SCHEDULING_PREFERENCE_LABELS[stop.scheduling_preference]
        : 'Time window not set'}
    </Typography.Text>
  </Flex>
);
