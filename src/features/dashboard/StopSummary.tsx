import { ClockCircleOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { appointmentText } from '@domain/stopWindows';
import type { Stop } from '@domain/types';

type Props = { label: 'Pickup' | 'Dropoff'; stop: Stop };

/**
 * One end of a shipment: city, region and day, then its window (an appointment's or the receiving
 * hours, on the facility's clock); without one, the stop's scheduling preference in words.
 */
export const StopSummary = ({ label, stop }: Props) => (
  <Flex vertical gap={2}>
    <Typography.Text type="secondary">{label}</Typography.Text>
    <Flex justify="space-between" gap={8}>
      <Typography.Text strong>{`${stop.city.name}, ${stop.city.region_code}`}</Typography.Text>
      <Typography.Text>{dayjs(stop.date).format('MMM D')}</Typography.Text>
    </Flex>
    <Typography.Text type="secondary">
      <ClockCircleOutlined aria-hidden="true" /> {appointmentText(stop) ?? 'Time window not set'}
    </Typography.Text>
  </Flex>
);
