import { skipToken } from '@reduxjs/toolkit/query';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Breadcrumb, Flex, Result, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { invoiceSheet } from '@domain/invoiceDocumentSheet';
import { parseStoredId } from '@domain/storedId';
import { useGetInvoiceQuery } from '../../api/invoicesApi';
import { httpStatus } from '../../api/errors';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../components/ButtonLink';
import { DownloadButton, downloadedSoFar } from '../../components/DownloadButton';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { formatDate, formatUsd } from '../../lib/format';
import { InvoiceSheetView } from './document/InvoiceSheetView';
import { InvoiceStatusTag } from './InvoiceStatusTag';
import { LoadFailed } from '../../components/LoadFailed';
import { usePageTitle } from '../../lightEntry/usePageTitle';

const NotFound = () => (
  <Result
    status="404"
    title="Invoice not found"
    subTitle="There is no invoice with this number in your account."
    extra={
      <ButtonLink type="primary" to={paths.billing}>
        Back to billing
      </ButtonLink>
    }
  />
);

/** An invoice as a page, with its PDF to download: the same words and figures in both. */
const InvoiceDocumentPage = () => {
  const id = parseStoredId(useParams().id ?? '');
  // currentData: another invoice's page must not show the last one meanwhile.
  const { currentData: invoice, error, isFetching, refetch } = useGetInvoiceQuery(id ?? skipToken);
  usePageTitle(invoice ? `Invoice ${invoice.invoice_number}` : 'Invoice');

  if (id === null || httpStatus(error) === 404) return <NotFound />;
  if (error)
    return (
      <LoadFailed
        title="We could not load this invoice"
        error={error}
        retrying={isFetching}
        onRetry={refetch}
      />
    );
  if (!invoice) return <FullPageSpinner label="Loading invoice" />;

  const sheet = invoiceSheet(invoice);
  return (
    <Flex vertical gap={16} style={{ maxWidth: 1040 }}>
      <Breadcrumb
        items={[
          { title: <Link to={paths.billing}>Billing</Link> },
          { title: invoice.invoice_number },
        ]}
      />
      <Flex justify="space-between" align="center" gap={16} wrap>
        <Flex align="center" gap={12} wrap>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {sheet.title}
          </Typography.Title>
          <InvoiceStatusTag status={invoice.status} />
        </Flex>
        <Flex gap={8} wrap>
          <ButtonLink to={paths.shipment(invoice.shipment_id)}>View shipment</ButtonLink>
          <DownloadButton
            type="primary"
            icon={<DownloadOutlined aria-hidden="true" />}
            path={`/invoices/${invoice.id}/pdf/`}
            fileName={`${invoice.invoice_number}.pdf`}
            progressText={downloadedSoFar}
          >
            Download PDF
          </DownloadButton>
        </Flex>
      </Flex>
      {invoice.refunded_amount && invoice.refunded_at && (
        <Alert
          type="info"
          showIcon
          title={`Refunded ${formatUsd(invoice.refunded_amount)} on ${formatDate(invoice.refunded_at)}`}
        />
      )}
      <InvoiceSheetView sheet={sheet} />
    </Flex>
  );
};

export default InvoiceDocumentPage;
