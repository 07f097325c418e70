import { Card, Col, Divider, Flex, Row, Table, Typography } from 'antd';
import type { InvoiceSheet, SheetRow } from '@domain/invoiceDocumentSheet';
import { AddressBlock } from './AddressBlock';
import { SheetRows } from './SheetRows';

const LINE_COLUMNS = [
  { key: 'label', dataIndex: 'label', title: 'Description' },
  { key: 'value', dataIndex: 'value', title: 'Amount', align: 'right' as const },
];

/**
 * The invoice laid out as its PDF is: who issues it and where to send payment, whom it bills, its
 * dates and status, the shipment it bills for, the lines and the total, and how it was paid.
 * Every word and figure comes from the domain's invoice sheet, which the PDF draws too.
 */
export const InvoiceSheetView = ({ sheet }: { sheet: InvoiceSheet }) => (
  <Card>
    <Flex vertical gap={16}>
      <Row gutter={[24, 16]}>
        <Col xs={24} md={8}>
          <AddressBlock title="From" lines={sheet.issuer} />
        </Col>
        <Col xs={24} md={8}>
          <AddressBlock title="Bill to" lines={sheet.billTo} />
        </Col>
        <Col xs={24} md={8}>
          <AddressBlock title="Remit to" lines={sheet.remitTo} />
        </Col>
      </Row>
      <Divider style={{ margin: 0 }} />
      <Row gutter={[24, 16]}>
        <Col xs={24} md={10}>
          <SheetRows title="Invoice" rows={sheet.details} />
        </Col>
        <Col xs={24} md={14}>
          <SheetRows title="Shipment" rows={sheet.shipment} />
        </Col>
      </Row>
      <Table<SheetRow>
        aria-label="Line items"
        rowKey="label"
        size="small"
        pagination={false}
        columns={LINE_COLUMNS}
        dataSource={sheet.lineItems}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>
              <Typography.Text strong>{sheet.total.label}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <Typography.Text strong>{sheet.total.value}</Typography.Text>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      {sheet.payment.length > 0 && <SheetRows title="Payment" rows={sheet.payment} />}
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {sheet.note}
      </Typography.Paragraph>
    </Flex>
  </Card>
);
