import { Typography } from 'antd';
import type { Shipment } from '@domain/types';
import { freeCancellationNotice } from './freeCancellation';

/** Until when the upcoming shipment may be cancelled at no cost, or when that ended. */
const FreeCancellation = ({ shipment }: { shipment: Shipment }) => {
  const notice = freeCancellationNotice(shipment, new Date());
  return notice ? <Typography.Text type="secondary">{notice}</Typography.Text> : null;
};

export default FreeCancellation;
