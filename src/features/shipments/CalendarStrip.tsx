import { memo } from 'react';
import dayjs from 'dayjs';
import { Button } from 'antd';
import { CALENDAR_STRIP_DAYS } from '@domain/constants';
import type { IsoDate } from '@domain/types';
import { daysFrom, localToday } from './calendarDays';

type DayProps = {
  date: IsoDate;
  picked: boolean;
  disabled: boolean;
  onPick: (date: IsoDate) => void;
};

/** One day's button: picking another day draws again the two whose state changed, not all. */
const StripDay = memo(({ date, picked, disabled, onPick }: DayProps) => {
  const day = dayjs(date);
  return (
    <Button
      type={picked ? 'primary' : 'default'}
      aria-pressed={picked}
      aria-label={day.format('ddd, MMM D, YYYY')}
      disabled={disabled}
      onClick={() => onPick(date)}
      style={{ height: 'auto', padding: '6px 0', flexDirection: 'column', gap: 0 }}
    >
      <span style={{ fontSize: 12 }}>{day.format('ddd')}</span>
      <span style={{ fontSize: 18, fontWeight: 600 }}>{day.format('D')}</span>
      <span style={{ fontSize: 12 }}>{day.format('MMM')}</span>
    </Button>
  );
});
StripDay.displayName = 'StripDay';

type Props = { value: IsoDate | undefined; onPick: (date: IsoDate) => void; disabled: boolean };

/** The next three weeks, one button a day, for picking the pickup date in one click. */
export const CalendarStrip = ({ value, onPick, disabled }: Props) => (
  <div
    role="group"
    aria-label={`Pickup dates in the next ${CALENDAR_STRIP_DAYS} days`}
    style={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 8 }}
  >
    {daysFrom(localToday(), CALENDAR_STRIP_DAYS).map((date) => (
      <StripDay
        key={date}
        date={date}
        picked={date === value}
        disabled={disabled}
        onPick={onPick}
      />
    ))}
  </div>
);
