import type { CSSProperties } from 'react';
import { Button, DatePicker, Flex, Select } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { ACTIVITY_KIND_LABELS, ACTIVITY_KINDS } from '@domain/activity';
import type { Member } from '@domain/companySchemas';
import { DAY_FILTER_FORMATS, LabelledFilter } from '../../components/FilterFields';
import { personName } from '../../lib/personName';
import { isActivityKind } from './activityQuery';
import type { ActivityFilters as Filters } from './activityQuery';

type Props = {
  filters: Filters;
  onFilters: (filters: Filters) => void;
  /** The company's members, removed ones too (their work stays theirs); none while they load. */
  members: Member[];
  membersLoading: boolean;
};

const ALL = 'all';
const DAY = 'YYYY-MM-DD';

const KIND_OPTIONS = [
  { value: ALL, label: 'All' },
  ...ACTIVITY_KINDS.map((value) => ({ value, label: ACTIVITY_KIND_LABELS[value] })),
];

// Read by screen readers only: the range's second field needs a label of its own.
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

const memberOptions = (members: Member[]) => [
  { value: ALL, label: 'Anyone' },
  ...members.map((member) => ({
    value: String(member.id),
    label: `${personName(member)}${member.status === 'removed' ? ' (removed)' : ''}`,
  })),
];

type Range = [Dayjs | null, Dayjs | null] | null;

/**
 * The activity list's filters: who did it, what kind of event, and the days it happened on, from
 * and to (both included). Each change applies at once.
 */
export const ActivityFilters = ({ filters, onFilters, members, membersLoading }: Props) => {
  const { member, kind, date_from: from, date_to: to } = filters;
  const on = (change: Filters) => onFilters({ ...filters, ...change });
  const onDays = (range: Range) =>
    on({ date_from: range?.[0]?.format(DAY), date_to: range?.[1]?.format(DAY) });
  return (
    <Flex gap={16} align="flex-end" wrap role="group" aria-label="Filters">
      <LabelledFilter id="activity-filter-member" label="Member">
        <Select
          id="activity-filter-member"
          value={member === undefined ? ALL : String(member)}
          options={memberOptions(members)}
          loading={membersLoading}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(value: string) => on({ member: value === ALL ? undefined : Number(value) })}
          style={{ width: 200 }}
        />
      </LabelledFilter>
      <LabelledFilter id="activity-filter-kind" label="What">
        <Select
          id="activity-filter-kind"
          value={kind ?? ALL}
          options={KIND_OPTIONS}
          // Seventeen kinds: typing a few letters finds one sooner than scrolling.
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(value: string) => on({ kind: isActivityKind(value) ? value : undefined })}
          style={{ width: 200 }}
        />
      </LabelledFilter>
      <LabelledFilter id="activity-filter-from" label="Dates">
        <label htmlFor="activity-filter-to" style={VISUALLY_HIDDEN}>
          Dates to
        </label>
        <DatePicker.RangePicker
          id={{ start: 'activity-filter-from', end: 'activity-filter-to' }}
          value={[from ? dayjs(from, DAY) : null, to ? dayjs(to, DAY) : null]}
          format={DAY_FILTER_FORMATS}
          placeholder={['Any day', 'Any day']}
          allowEmpty={[true, true]}
          onChange={onDays}
        />
      </LabelledFilter>
      <Button disabled={!member && !kind && !from && !to} onClick={() => onFilters({})}>
        Clear filters
      </Button>
    </Flex>
  );
};
