import { useState } from 'react';
import { Alert, Button, Flex, Input, Typography } from 'antd';
import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import type { AssignedShipment } from '@domain/dispatchTypes';
import { formatPhone } from '@domain/phoneNumbers';

type Props = { assigned: AssignedShipment; onDone: () => void };

/**
 * The driver's link, once a carrier is assigned: it was texted to the driver, and the dispatcher
 * may copy it to send another way too.
 */
export const DriverLinkNotice = ({ assigned, onDone }: Props) => {
  const [copied, setCopied] = useState<boolean | null>(null);
  const driver = assigned.assignment;
  const copy = () =>
    navigator.clipboard.writeText(assigned.driver_link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <>
      <Alert
        type="success"
        showIcon
        title={DISPATCH_MESSAGES.carrierAssigned}
        description={
          driver
            ? `We texted the driver link to ${driver.driver_name} at ${formatPhone(driver.driver_phone)}.`
            : undefined
        }
        style={{ marginBottom: 16 }}
      />
      <label htmlFor="driver-link" style={{ display: 'block', paddingBottom: 8 }}>
        Driver link
      </label>
      <Flex gap={8}>
        <Input id="driver-link" value={assigned.driver_link} readOnly />
        <Button onClick={() => void copy()}>{copied ? 'Copied' : 'Copy'}</Button>
      </Flex>
      <Typography.Paragraph type="secondary" role="status" style={{ marginTop: 8 }}>
        {copied === false ? 'This browser did not let us copy: select the link and copy it.' : ''}
      </Typography.Paragraph>
      <Flex justify="end">
        <Button type="primary" onClick={onDone}>
          Done
        </Button>
      </Flex>
    </>
  );
};
