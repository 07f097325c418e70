import { Typography } from 'antd';
import type { Person } from '@domain/types';
import { personName } from '../../../lib/personName';

/** Who booked the shipment, as its answer names them. */
export const BookedBy = ({ person }: { person: Person }) => (
  <Typography.Text type="secondary">Booked by {personName(person)}</Typography.Text>
);
