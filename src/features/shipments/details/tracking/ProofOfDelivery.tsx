import { podFileName } from '@domain/trackingMilestones';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Card, Descriptions, Flex } from 'antd';
import type { PodSummary } from '@domain/trackingTypes';
import { formatZonedMoment } from '@domain/zonedMoment';
import { DownloadButton, downloadedSoFar } from '../../../../components/DownloadButton';

type Props = {
  shipmentId: number;
  pod: PodSummary;
  /** The drop-off's zone: the delivery is told on the receiver's clock. */
  timeZone: string;
};

/**
 * Who signed for the load and when, and the signed proof as a file to keep; what the receiver
 * noted over, short or damaged first, since it is what the shipper acts on.
 */
export const ProofOfDelivery = ({ shipmentId, pod, timeZone }: Props) => (
  <Card title="Proof of delivery" role="region" aria-label="Proof of delivery">
    <Flex vertical gap={12} align="flex-start">
      {pod.exceptions && (
        <Alert
          type="warning"
          showIcon
          title="Delivered with exceptions"
          description={pod.exceptions}
        />
      )}
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'receiver', label: 'Received by', children: pod.receiver_name },
          {
            key: 'at',
            label: 'Delivered',
            children: <time dateTime={pod.at}>{formatZonedMoment(pod.at, timeZone)}</time>,
          },
          {
            key: 'proof',
            label: 'Proof',
            children: pod.has_photo
              ? 'Signature, with photo of the signed bill of lading'
              : 'Signature',
          },
        ]}
      />
      <DownloadButton
        icon={<DownloadOutlined aria-hidden="true" />}
        path={`/shipper/shipments/${shipmentId}/pod/`}
        fileName={podFileName(shipmentId)}
        progressText={downloadedSoFar}
      >
        Download proof of delivery
      </DownloadButton>
    </Flex>
  </Card>
);
