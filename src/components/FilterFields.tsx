import type { ReactNode } from 'react';
import { DatePicker, Flex } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import type { IsoDate } from '@domain/types';

const DAY = 'YYYY-MM-DD';
const DISPLAY = 'MMM D, YYYY';

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
      format={DISPLAY}
      placeholder="Any day"
      disabledDate={(day) => {
        const date = day.format(DAY);
        return Boolean((notBefore && date < notBefore) || (notAfter && date > notAfter));
      }}
      onChange={(day: Dayjs | null) => onChange(day ? day.format(DAY) : undefined)}
    />
  </LabelledFilter>
);
