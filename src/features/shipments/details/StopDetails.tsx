import { Card, Descriptions } from 'antd';
import { SCHEDULING_PREFERENCE_LABELS } from '@domain/constants';
import { windowText } from '@domain/stopWindows';
import type { Stop } from '@domain/types';
import { formatDate, orDash } from '../../../lib/format';
import { formatPhone } from '@domain/phoneNumbers';

type Props = { title: 'Pickup' | 'Dropoff'; stop: Stop };

/** One end of the shipment: where, when, the facility and who to call there. */
export const StopDetails = ({ title, stop }: Props) => (
  <Card title={title} role="region" aria-label={title} style={{ height: '100%' }}>
    <Descriptions
      column={1}
      size="small"
      items={[
        {
          key: 'location',
          label: 'Location',
          children: `${stop.city.name}, ${stop.city.region_code}`,
        },
        { key: 'date', label: 'Date', children: formatDate(stop.date) },
        { key: 'facility', label: 'Facility', children: orDash(stop.facility_name) },
        { key: 'address', label: 'Address', children: orDash(stop.facility_address) },
        { key: 'zip', label: 'Zip code', children: orDash(stop.zip_code) },
        {
          key: 'scheduling',
          label: 'Scheduling',
          children: stop.scheduling_preference
            ? SCHEDULING_PREFERENCE_LABELS[stop.scheduling_preference]
            : '—',
        },
        ...(windowText(stop)
          ? [{ key: 'window', label: 'Window', children: windowText(stop) }]
          : []),
        { key: 'number', label: 'Location number', children: orDash(stop.location_number) },
        { key: 'contact', label: 'Contact', children: orDash(stop.contact_name) },
        {
          key: 'phone',
          label: 'Phone',
          children: orDash(stop.phone_number && formatPhone(stop.phone_number)),
        },
        { key: 'email', label: 'Email', children: orDash(stop.email) },
        { key: 'notes', label: 'Notes', children: orDash(stop.additional_notes) },
      ]}
    />
  </Card>
);
