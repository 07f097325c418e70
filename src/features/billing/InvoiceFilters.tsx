import { Button, Flex, Select } from 'antd';
import { INVOICE_STATUSES } from '@domain/statuses';
import { INVOICE_STATUS_LABELS } from '@domain/invoiceDocumentSheet';
import { DayFilter, LabelledFilter } from '../../components/FilterFields';
import { isInvoiceStatus } from './invoicesQuery';
import type { InvoiceFilters as Filters } from './invoicesQuery';

type Props = { filters: Filters; onFilters: (filters: Filters) => void };

const ALL = 'all';

const STATUS_OPTIONS = [
  { value: ALL, label: 'All' },
  ...INVOICE_STATUSES.map((value) => ({ value, label: INVOICE_STATUS_LABELS[value] })),
];

/**
 * The invoice list's filters: the status, and the days the invoices were issued on, from and to
 * (both included). Each change applies at once.
 */
export const InvoiceFilters = ({ filters, onFilters }: Props) => {
  const { status, date_from: from, date_to: to } = filters;
  const on = (change: Filters) => onFilters({ ...filters, ...change });
  return (
    <Flex gap={16} align="flex-end" wrap role="group" aria-label="Filters">
      <LabelledFilter id="invoice-filter-status" label="Status">
        <Select
          id="invoice-filter-status"
          value={status ?? ALL}
          options={STATUS_OPTIONS}
          onChange={(value: string) => on({ status: isInvoiceStatus(value) ? value : undefined })}
          style={{ width: 160 }}
        />
      </LabelledFilter>
      <DayFilter
        id="invoice-filter-date-from"
        label="Date from"
        value={from}
        notAfter={to}
        onChange={(day) => on({ date_from: day })}
      />
      <DayFilter
        id="invoice-filter-date-to"
        label="Date to"
        value={to}
        notBefore={from}
        onChange={(day) => on({ date_to: day })}
      />
      <Button disabled={!status && !from && !to} onClick={() => onFilters({})}>
        Clear filters
      </Button>
    </Flex>
  );
};
