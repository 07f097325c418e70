import { useState } from 'react';
import { Card, Checkbox, Descriptions, Typography } from 'antd';
import { DRIVER_ASSIST_FEE_CENTS } from '@domain/constants';
import { centsToMoney, moneyToCents } from '@domain/money';
import { driverAssistFeeCents, shipmentTotalCents } from '@domain/shipmentMoney';
import type { Shipment } from '@domain/types';
import { formatUsd } from '../../lib/format';
import { selectCarried } from '../../state/bookAgainSlice';
import { useAppSelector } from '../../state/hooks';
import { useSaveAppointment } from './useSaveAppointment';

const FEE = formatUsd(centsToMoney(DRIVER_ASSIST_FEE_CENTS));

type Props = { shipment: Shipment; changeable: boolean };

/**
 * Driver assist, saved as soon as it is ticked, and the total it gives. While the change is on
 * its way the box shows the new choice; if it fails, the box shows the server's value again, with
 * the reason when a payment under way holds the price. A shipment booked again is given the driver
 * assist of the one it repeats as it is booked; should that have failed, it is offered beside the
 * box, for the shipper to tick.
 */
export const DriverAssistPanel = ({ shipment, changeable }: Props) => {
  const save = useSaveAppointment(shipment.id);
  const [saving, setSaving] = useState<boolean | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const driverAssist = saving ?? shipment.driver_assist;
  const carried = useAppSelector((state) => selectCarried(state, shipment.id));
  const suggested = changeable && !driverAssist && carried?.driver_assist === true;
  const price = { basePriceCents: moneyToCents(shipment.base_price), driverAssist };
  const feeCents = driverAssistFeeCents(price);
  const totalCents = shipmentTotalCents(price);

  const change = async (checked: boolean) => {
    setSaving(checked);
    setRefusal(null);
    setRefusal((await save({ driver_assist: checked })).refusal);
    setSaving(null);
  };

  return (
    <Card title="Price">
      <Checkbox
        checked={driverAssist}
        disabled={!changeable || saving !== null}
        onChange={(event) => void change(event.target.checked)}
      >
        Driver assist (+{FEE})
      </Checkbox>
      <Typography.Paragraph type="secondary" style={{ margin: '4px 0 16px 24px' }}>
        The driver helps load and unload the freight.
      </Typography.Paragraph>
      {suggested && (
        <Typography.Paragraph style={{ margin: '-8px 0 16px 24px' }}>
          The shipment booked again had driver assist: tick the box to add it here too.
        </Typography.Paragraph>
      )}
      {refusal && (
        <Typography.Paragraph type="danger" role="alert" style={{ margin: '-8px 0 16px 24px' }}>
          {refusal}
        </Typography.Paragraph>
      )}
      <Descriptions column={1} size="small">
        <Descriptions.Item label="Base price">{formatUsd(shipment.base_price)}</Descriptions.Item>
        <Descriptions.Item label="Driver assist">
          {formatUsd(centsToMoney(feeCents))}
        </Descriptions.Item>
        <Descriptions.Item label="Total">
          <Typography.Text strong>{formatUsd(centsToMoney(totalCents))}</Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
};
