import { useState } from 'react';
import { Alert, Button, Card, Flex, Input, Popconfirm, Typography } from 'antd';
import type { ShipmentDetail } from '@domain/dispatchTypes';
import type { TrackingLink, TrackingLinkStatus } from '@domain/publicTrackingTypes';
import { normalizeShipmentStatus } from '@domain/shipmentStatus';
import { isTrackingLinkExpired } from '@domain/trackingLinks';
import { formatZonedMoment } from '@domain/zonedMoment';
import { normalizeError } from '../../../api/errors';
import {
  useGetTrackingLinkQuery,
  useRevokeTrackingMutation,
  useShareTrackingMutation,
} from '../../../api/trackingLinkApi';
import { RetryAlert } from '../../../components/RetryAlert';
import { useMay } from '../../../state/useMay';

const TITLE = 'Share tracking';

/** When the load was delivered, as its first report says; null before. */
const deliveredAtOf = ({ milestones }: ShipmentDetail): Date | null => {
  const delivered = milestones.find(({ code }) => code === 'delivered');
  return delivered ? new Date(delivered.at) : null;
};

/** "Shared since Mon, Jun 15, 10:00 AM CDT. It stops working …": on the shipper's own clock. */
const statusText = (link: TrackingLinkStatus | undefined, ended: boolean): string => {
  if (!link?.live || !link.created_at)
    return ended ? 'Sharing ended 30 days after the delivery.' : 'Not shared.';
  const until = link.expires_at
    ? `It stops working ${formatZonedMoment(link.expires_at)}.`
    : 'It works until 30 days after the delivery.';
  return `A link is live since ${formatZonedMoment(link.created_at)}. ${until}`;
};

/** The address of a link just made, to copy: only its hash is kept, so it is shown this once. */
const NewLink = ({ link }: { link: TrackingLink }) => {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(link.url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <Flex vertical gap={8}>
      <label htmlFor="tracking-link">Tracking link</label>
      <Flex gap={8}>
        <Input id="tracking-link" value={link.url} readOnly />
        <Button onClick={() => void copy()}>{copied ? 'Copied' : 'Copy'}</Button>
      </Flex>
      <Typography.Text type="secondary" role="status">
        {copied === false
          ? 'This browser did not let us copy: select the link and copy it.'
          : 'Send it to your customer now: it is shown only this once.'}
      </Typography.Text>
    </Flex>
  );
};

const Panel = ({ shipment }: { shipment: ShipmentDetail }) => {
  const mayShare = useMay()('changeShipments');
  const {
    data: link,
    error,
    isLoading,
    isFetching,
    refetch,
  } = useGetTrackingLinkQuery(shipment.id);
  const [share, sharing] = useShareTrackingMutation();
  const [revoke, revoking] = useRevokeTrackingMutation();
  const [made, setMade] = useState<TrackingLink | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Read once: whether 30 days have passed since the delivery does not change while one looks.
  const [ended] = useState(() => isTrackingLinkExpired(deliveredAtOf(shipment), new Date()));

  const make = async () => {
    setFailure(null);
    const result = await share(shipment.id);
    if (result.error) setFailure(normalizeError(result.error).message);
    else setMade(result.data);
  };
  const stop = async () => {
    setFailure(null);
    const result = await revoke(shipment.id);
    if (result.error) setFailure(normalizeError(result.error).message);
    else setMade(null);
  };

  if (!link)
    return (
      <Card title={TITLE} role="region" aria-label={TITLE} loading={isLoading}>
        <RetryAlert
          title="We could not tell whether this shipment's tracking is shared."
          error={error}
          retrying={isFetching}
          onRetry={refetch}
        />
      </Card>
    );

  const live = link.live;
  return (
    <Card title={TITLE} role="region" aria-label={TITLE}>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          A page without sign-in for your customer: the status, milestones, estimated arrival and
          map, the truck shown near a city. Never the price, reference, facility contacts or driver.
        </Typography.Text>
        <Typography.Text role="status">{statusText(link, ended)}</Typography.Text>
        {live && made && <NewLink key={made.url} link={made} />}
        {failure && <Alert type="error" showIcon title={failure} />}
        {mayShare && !ended && (
          <Flex gap={8} wrap>
            {live ? (
              <>
                <Popconfirm
                  title="Make a new link?"
                  description="The link sent before stops working."
                  okText="Make a new link"
                  cancelText="Keep it"
                  onConfirm={() => void make()}
                >
                  <Button loading={sharing.isLoading}>New link</Button>
                </Popconfirm>
                <Popconfirm
                  title="Revoke the link?"
                  description="Your customer's page stops working at once."
                  okText="Revoke"
                  okButtonProps={{ danger: true }}
                  cancelText="Keep it"
                  onConfirm={() => void stop()}
                >
                  <Button danger loading={revoking.isLoading}>
                    Revoke link
                  </Button>
                </Popconfirm>
              </>
            ) : (
              <Button type="primary" loading={sharing.isLoading} onClick={() => void make()}>
                {TITLE}
              </Button>
            )}
          </Flex>
        )}
      </Flex>
    </Card>
  );
};

/**
 * Sharing a shipment's tracking with the shipper's own customer, from payment on: whether a link
 * is live, a new link to copy, and its revocation, for the roles that change shipments. A new
 * link replaces the one before, whose address cannot be shown again.
 */
export const ShareTracking = ({ shipment }: { shipment: ShipmentDetail }) => {
  const status = normalizeShipmentStatus(shipment.status);
  const paidAndGoing = status === 'upcoming' || status === 'inprogress' || status === 'past';
  return paidAndGoing ? <Panel shipment={shipment} /> : null;
};
