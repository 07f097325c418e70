import type { ReactNode } from 'react';
import { DatePicker, Flex } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import type { IsoDate } from '@domain/types';

const DAY = 'YYYY-MM-DD';

/**
 * How a filter shows its day (the first) and the ways people type one: the ISO form a pasted date
 * has, and the US month/day/year with or without leading zeros. The picker parses strictly, so
 * each spelling is its own entry.
 */
export const DAY_FILTER_FORMATS = ['MMM D, YYYY', DAY, 'MM/DD/YYYY', 'M/D/YYYY'];

/** A filter's field with its label above it, as a list's filter bar shows them. */
export const LabelledFilter = ({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: ReactNode;
}) => (
  <Flex vertical gap={4}>
    <label htmlFor={id}>{label}</label>
    {children}
  </Flex>
);

type DayFilterProps = {
  id: string;
  label: string;
  value: IsoDate | undefined;
  /** The other end of the range: no day may be picked beyond it. */
  notBefore?: IsoDate;
  notAfter?: IsoDate;
  onChange: (day: IsoDate | undefined) => void;
};

/** One end of a range of days, "Any day" when none is picked. */
export const DayFilter = ({ id, label, value, notBefore, notAfter, onChange }: DayFilterProps) => (
  <LabelledFilter id={id} label={label}>
    <DatePicker
      id={id}
      value={value ? dayjs(value, DAY) : null}
      format={DAY_FILTER_FORMATS}
      placeholder="Any day"
      disabledDate={(day) => {
        const date = day.format(DAY);
        return Boolean((notBefore && date < notBefore) || (notAfter && date > notAfter));
      }}
      onChange={(day: Dayjs | null) => onChange(day ? day.format(DAY) : undefined)}
    />
  </LabelledFilter>
);
