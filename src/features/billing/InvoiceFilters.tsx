import type { ReactNode } from 'react';
import { Button, DatePicker, Flex, Select } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { isInvoiceStatus } from './invoicesQuery';
import type { InvoiceFilters as Filters } from './invoicesQuery';

type Props = { filters: Filters; onFilters: (filters: Filters) => void };

const ALL = 'all';
const DAY = 'YYYY-MM-DD';
const DISPLAY = 'MMM D, YYYY';

const STATUS_OPTIONS = [
  { value: ALL, label: 'All' },
  { value: 'paid', label: 'Paid' },
  { value: 'pending', label: 'Pending' },
  { value: 'overdue', label: 'Overdue' },
];

const dayOf = (date: string | undefined) => (date ? dayjs(date, DAY) : null);
const dateOf = (day: Dayjs | null) => (day ? day.format(DAY) : undefined);

const Labelled = ({ id, label, children }: { id: string; label: string; children: ReactNode }) => (
  <Flex vertical gap={4}>
    <label htmlFor={id}>{label}</label>
    {children}
  </Flex>
);

/**
 * The invoice list's filters: the status, and the days the invoices were issued on, from and to
 * (both included). Each change applies at once.
 */
export const InvoiceFilters = ({ filters, onFilters }: Props) => {
  const { status, date_from: from, date_to: to } = filters;
  const on = (change: Filters) => onFilters({ ...filters, ...change });
  return (
    <Flex gap={16} align="flex-end" wrap role="group" aria-label="Filters">
      <Labelled id="invoice-filter-status" label="Status">
        <Select
          id="invoice-filter-status"
          value={status ?? ALL}
          options={STATUS_OPTIONS}
          onChange={(value: string) => on({ status: isInvoiceStatus(value) ? value : undefined })}
          style={{ width: 160 }}
        />
      </Labelled>
      <Labelled id="invoice-filter-date-from" label="Date from">
        <DatePicker
          id="invoice-filter-date-from"
          value={dayOf(from)}
          format={DISPLAY}
          placeholder="Any day"
          disabledDate={(day) => Boolean(to && day.format(DAY) > to)}
          onChange={(day: Dayjs | null) => on({ date_from: dateOf(day) })}
        />
      </Labelled>
      <Labelled id="invoice-filter-date-to" label="Date to">
        <DatePicker
          id="invoice-filter-date-to"
          value={dayOf(to)}
          format={DISPLAY}
          placeholder="Any day"
          disabledDate={(day) => Boolean(from && day.format(DAY) < from)}
          onChange={(day: Dayjs | null) => on({ date_to: dateOf(day) })}
        />
      </Labelled>
      <Button disabled={!status && !from && !to} onClick={() => onFilters({})}>
        Clear filters
      </Button>
    </Flex>
  );
};
