import { Button, Flex, Select } from 'antd';
import { EQUIPMENT, EQUIPMENT_LABELS } from '@domain/constants';
import { ETA_STATE_LABELS } from '@domain/etaTexts';
import { ETA_STATES } from '@domain/statuses';
import type { Equipment, EtaState } from '@domain/types';
import { DayFilter, LabelledFilter } from '../../components/FilterFields';
import { BookedByFilter } from './BookedByFilter';
import type { ListFilters as Filters } from './useShipmentList';

type Props = { filters: Filters; onFilters: (filters: Filters) => void };

const ALL = 'all';

const EQUIPMENT_OPTIONS = [
  { value: ALL, label: 'All equipment' },
  ...EQUIPMENT.map((kind) => ({ value: kind, label: EQUIPMENT_LABELS[kind] })),
];

const isEquipment = (value: string): value is Equipment => EQUIPMENT.some((kind) => kind === value);

const ETA_OPTIONS = [
  { value: ALL, label: 'Any estimate' },
  ...ETA_STATES.map((state) => ({ value: state, label: ETA_STATE_LABELS[state] })),
];

const isEtaState = (value: string): value is EtaState =>
  ETA_STATES.some((state) => state === value);

/**
 * The list's filters beyond the tabs and the search: the equipment, the days the loads are
 * picked up, from and to (both included), who booked them, and how their arrival estimate
 * stands. Each change applies at once.
 */
const ListFilters = ({ filters, onFilters }: Props) => {
  const {
    equipment,
    pickup_from: from,
    pickup_to: to,
    booked_by: bookedBy,
    eta_state: etaState,
  } = filters;
  const on = (change: Filters) => onFilters({ ...filters, ...change });
  return (
    <Flex gap={16} align="flex-end" wrap role="group" aria-label="Filters">
      <LabelledFilter id="filter-equipment" label="Equipment">
        <Select
          id="filter-equipment"
          value={equipment ?? ALL}
          options={EQUIPMENT_OPTIONS}
          onChange={(value: string) => on({ equipment: isEquipment(value) ? value : undefined })}
          style={{ width: 180 }}
        />
      </LabelledFilter>
      <DayFilter
        id="filter-pickup-from"
        label="Pickup from"
        value={from}
        notAfter={to}
        onChange={(day) => on({ pickup_from: day })}
      />
      <DayFilter
        id="filter-pickup-to"
        label="Pickup to"
        value={to}
        notBefore={from}
        onChange={(day) => on({ pickup_to: day })}
      />
      <BookedByFilter value={bookedBy} onChange={(member) => on({ booked_by: member })} />
      <LabelledFilter id="filter-eta-state" label="Estimate">
        <Select
          id="filter-eta-state"
          value={etaState ?? ALL}
          options={ETA_OPTIONS}
          onChange={(value: string) => on({ eta_state: isEtaState(value) ? value : undefined })}
          style={{ width: 160 }}
        />
      </LabelledFilter>
      <Button
        disabled={!equipment && !from && !to && !bookedBy && !etaState}
        onClick={() =>
          onFilters({
            equipment: undefined,
            pickup_from: undefined,
            pickup_to: undefined,
            booked_by: undefined,
            eta_state: undefined,
          })
        }
      >
        Clear filters
      </Button>
    </Flex>
  );
};

export default ListFilters;
