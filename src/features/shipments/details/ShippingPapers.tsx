import { CheckCircleFilled, DownloadOutlined, MinusCircleOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Row, Typography } from 'antd';
import {
  paperChecklist,
  paperFileName,
  SHIPPING_PAPER_TITLES,
  SHIPPING_PAPERS,
  type ShippingPaper,
} from '@domain/shippingPapers';
import type { Shipment } from '@domain/types';
import { DownloadButton, downloadedSoFar } from '../../../components/DownloadButton';

const PAPER_PATHS: Record<ShippingPaper, string> = {
  bill_of_lading: 'bill-of-lading',
  load_confirmation: 'load-confirmation',
};

const ABOUT: Record<ShippingPaper, string> = {
  bill_of_lading: 'The VICS straight bill of lading for the dock, one page, with its barcode.',
  load_confirmation: 'What was booked and paid, the terms in force and the carrier once assigned.',
};

const Paper = ({ shipment, paper }: { shipment: Shipment; paper: ShippingPaper }) => {
  const title = SHIPPING_PAPER_TITLES[paper];
  const checklist = paperChecklist(paper, shipment);
  const ready = checklist.every(({ done }) => done);
  return (
    <Flex vertical gap={8} align="flex-start">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Text type="secondary">{ABOUT[paper]}</Typography.Text>
      {ready ? (
        <DownloadButton
          icon={<DownloadOutlined aria-hidden="true" />}
          path={`/shipper/shipments/${shipment.id}/${PAPER_PATHS[paper]}/`}
          fileName={paperFileName(paper, shipment.id)}
          progressText={downloadedSoFar}
        >
          Download {title.toLowerCase()}
        </DownloadButton>
      ) : (
        <>
          <Typography.Text>Ready once the shipment has:</Typography.Text>
          <ul aria-label={`What the ${title.toLowerCase()} needs`} style={{ margin: 0 }}>
            {checklist.map(({ label, done }) => (
              <li key={label} style={{ listStyle: 'none' }}>
                <Flex gap={8} align="center">
                  {done ? (
                    <CheckCircleFilled aria-hidden="true" style={{ color: '#237804' }} />
                  ) : (
                    <MinusCircleOutlined aria-hidden="true" />
                  )}
                  <span>
                    {label}: <Typography.Text strong>{done ? 'done' : 'missing'}</Typography.Text>
                  </span>
                </Flex>
              </li>
            ))}
          </ul>
        </>
      )}
    </Flex>
  );
};

/**
 * The shipment's papers: each a download once the shipment has what it needs, until then a
 * checklist of what is missing, in the words the server answers with. A cancelled shipment has
 * none.
 */
export const ShippingPapers = ({ shipment }: { shipment: Shipment }) =>
  shipment.status === 'cancelled' ? null : (
    <Card title="Shipping papers" role="region" aria-label="Shipping papers">
      <Row gutter={[24, 16]}>
        {SHIPPING_PAPERS.map((paper) => (
          <Col key={paper} xs={24} lg={12}>
            <Paper shipment={shipment} paper={paper} />
          </Col>
        ))}
      </Row>
    </Card>
  );
