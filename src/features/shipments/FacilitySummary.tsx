import { Button, Card, Descriptions, Typography } from 'antd';
import { SCHEDULING_PREFERENCE_LABELS } from '@domain/constants';
import type { Stop } from '@domain/types';
import type { StopName } from './facilityValues';
import { FACILITY_TITLES, hasFacility } from './facilityValues';

type Props = {
  name: StopName;
  stop: Stop;
  /** Absent once the shipment can no longer be changed. */
  onEdit?: () => void;
};

/** The saved facility of one end, with the button that adds or edits it. */
export const FacilitySummary = ({ name, stop, onEdit }: Props) => {
  const saved = hasFacility(stop);
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
      {saved ? (
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Facility">{stop.facility_name}</Descriptions.Item>
          <Descriptions.Item label="Address">
            {stop.facility_address}, {stop.zip_code}
          </Descriptions.Item>
          <Descriptions.Item label="Scheduling">
            {stop.scheduling_preference && SCHEDULING_PREFERENCE_LABELS[stop.scheduling_preference]}
          </Descriptions.Item>
          <Descriptions.Item label="Contact">{stop.contact_name}</Descriptions.Item>
          <Descriptions.Item label="Phone">{stop.phone_number}</Descriptions.Item>
          <Descriptions.Item label="Email">{stop.email}</Descriptions.Item>
        </Descriptions>
      ) : (
        <Typography.Text type="secondary">No facility info yet.</Typography.Text>
      )}
    </Card>
  );
};
