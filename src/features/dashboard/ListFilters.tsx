import { Button, DatePicker, Flex, Select } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { EQUIPMENT, EQUIPMENT_LABELS } from '@domain/constants';
import type { Equipment } from '@domain/types';
import type { ListFilters as Filters } from './useShipmentList';

type Props = { filters: Filters; onFilters: (filters: Filters) => void };

const ALL = 'all';
const DAY = 'YYYY-MM-DD';
const DISPLAY = 'MMM D, YYYY';

const EQUIPMENT_OPTIONS = [
  { value: ALL, label: 'All equipment' },
  ...EQUIPMENT.map((kind) => ({ value: kind, label: EQUIPMENT_LABELS[kind] })),
];

const isEquipment = (value: string): value is Equipment => EQUIPMENT.some((kind) => kind === value);

const dayOf = (date: string | undefined) => (date ? dayjs(date, DAY) : null);
const dateOf = (day: Dayjs | null) => (day ? day.format(DAY) : undefined);

const Labelled = ({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: React.ReactNode;
}) => (
  <Flex vertical gap={4}>
    <label htmlFor={id}>{label}</label>
    {children}
  </Flex>
);

/**
 * The list's filters beyond the tabs and the search: the equipment, and the days the loads are
 * picked up, from and to (both included). Each change applies at once.
 */
const ListFilters = ({ filters, onFilters }: Props) => {
  const { equipment, pickup_from: from, pickup_to: to } = filters;
  const on = (change: Filters) => onFilters({ ...filters, ...change });
  return (
    <Flex gap={16} align="flex-end" wrap role="group" aria-label="Filters">
      <Labelled id="filter-equipment" label="Equipment">
        <Select
          id="filter-equipment"
          value={equipment ?? ALL}
          options={EQUIPMENT_OPTIONS}
          onChange={(value: string) => on({ equipment: isEquipment(value) ? value : undefined })}
          style={{ width: 180 }}
        />
      </Labelled>
      <Labelled id="filter-pickup-from" label="Pickup from">
        <DatePicker
          id="filter-pickup-from"
          value={dayOf(from)}
          format={DISPLAY}
          placeholder="Any day"
          disabledDate={(day) => Boolean(to && day.format(DAY) > to)}
          onChange={(day: Dayjs | null) => on({ pickup_from: dateOf(day) })}
        />
      </Labelled>
      <Labelled id="filter-pickup-to" label="Pickup to">
        <DatePicker
          id="filter-pickup-to"
          value={dayOf(to)}
          format={DISPLAY}
          placeholder="Any day"
          disabledDate={(day) => Boolean(from && day.format(DAY) < from)}
          onChange={(day: Dayjs | null) => on({ pickup_to: dateOf(day) })}
        />
      </Labelled>
      <Button
        disabled={!equipment && !from && !to}
        onClick={() =>
          onFilters({ equipment: undefined, pickup_from: undefined, pickup_to: undefined })
        }
      >
        Clear filters
      </Button>
    </Flex>
  );
};

export default ListFilters;
