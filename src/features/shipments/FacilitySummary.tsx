import { Button, Card, Descriptions, Typography } from 'antd';
import { SCHEDULING_PREFERENCE_LABELS } from '@domain/constants';
import { windowText } from '@domain/stopWindows';
import type { FacilityFields, Stop } from '@domain/types';
import type { StopName } from './facilityValues';
import { FACILITY_TITLES, hasFacility } from './facilityValues';
import { formatPhone } from '@domain/phoneNumbers';

type Props = {
  name: StopName;
  stop: Stop;
  /** The facility a shipment booked again carried over, shown until one is saved. */
  carried: FacilityFields | null;
  /** Absent once the shipment can no longer be changed. */
  onEdit?: () => void;
};

/**
 * The saved facility of one end, with the button that adds or edits it; before one is saved, the
 * facility carried over, said to be unsaved: only the shipper's save keeps it.
 */
export const FacilitySummary = ({ name, stop, carried, onEdit }: Props) => {
  const saved = hasFacility(stop);
  const shown = saved ? stop : carried;
  const action = saved ? 'Edit' : 'Add';
  return (
    <Card
      title={FACILITY_TITLES[name]}
      extra={
        onEdit && (
          <Button onClick={onEdit} aria-label={`${action} ${name} facility info`}>
            {action} facility info
          </Button>
        )
      }
      style={{ height: '100%' }}
    >
      {!saved && carried && (
        <Typography.Paragraph type="secondary">
          From the shipment booked again, not saved yet.
        </Typography.Paragraph>
      )}
      {shown ? (
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Facility">{shown.facility_name}</Descriptions.Item>
          <Descriptions.Item label="Address">
            {shown.facility_address}, {shown.zip_code}
          </Descriptions.Item>
          <Descriptions.Item label="Scheduling">
            {shown.scheduling_preference &&
              SCHEDULING_PREFERENCE_LABELS[shown.scheduling_preference]}
          </Descriptions.Item>
          {windowText(shown) && (
            <Descriptions.Item label="Window">{windowText(shown)}</Descriptions.Item>
          )}
          <Descriptions.Item label="Contact">{shown.contact_name}</Descriptions.Item>
          <Descriptions.Item label="Phone">
            {shown.phone_number && formatPhone(shown.phone_number)}
          </Descriptions.Item>
          <Descriptions.Item label="Email">{shown.email}</Descriptions.Item>
        </Descriptions>
      ) : (
        <Typography.Text type="secondary">No facility info yet.</Typography.Text>
      )}
    </Card>
  );
};
