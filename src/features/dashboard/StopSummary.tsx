import { ClockCircleOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { appointmentText } from '@domain/stopWindows';
import type { IsoDate, Stop } from '@domain/types';

type Props = {
  label: 'Pickup' | 'Dropoff';
  stop: Stop;
  /** The day the truck was at the pickup, which replaces the planned one. */
  pickedUpOn?: IsoDate | null;
};

/**
 * One end of a shipment: city, region and day (the planned one until the truck was there), then
 * its window (an appointment's or the receiving hours, on the facility's clock); without one, the
 * stop's scheduling preference in words.
 */
export const StopSummary = ({ label, stop, pickedUpOn }: Props) => (
  <Flex vertical gap={2}>
    <Typography.Text type="secondary">{label}</Typography.Text>
    <Flex justify="space-between" gap={8}>
      <Typography.Text strong>{`${stop.city.name}, ${stop.city.region_code}`}</Typography.Text>
      <Typography.Text>
        {pickedUpOn
          ? `Picked up ${dayjs(pickedUpOn).format('MMM D')}`
          : dayjs(stop.date).format('MMM D')}
      </Typography.Text>
    </Flex>
    <Typography.Text type="secondary">
      <ClockCircleOutlined aria-hidden="true" /> {appointmentText(stop) ?? 'Time window not set'}
    </Typography.Text>
  </Flex>
);
