import dayjs from 'dayjs';
import { Button } from 'antd';
import { CALENDAR_STRIP_DAYS } from '@domain/constants';
import type { IsoDate } from '@domain/types';
import { daysFrom, localToday } from './calendarDays';

type Props = { value: IsoDate | undefined; onPick: (date: IsoDate) => void; disabled: boolean };

/** The next three weeks, one button a day, for picking the pickup date in one click. */
export const CalendarStrip = ({ value, onPick, disabled }: Props) => (
  <div
    role="group"
    aria-label={`Pickup dates in the next ${CALENDAR_STRIP_DAYS} days`}
    style={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 8 }}
  >
    {daysFrom(localToday(), CALENDAR_STRIP_DAYS).map((date) => {
      const day = dayjs(date);
      const picked = date === value;
      return (
        <Button
          key={date}
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
    })}
  </div>
);
