import { memo } from 'react';
import dayjs from 'dayjs';
import { Button } from 'antd';
import { CALENDAR_STRIP_DAYS } from '@domain/constants';
import type { IsoDate, QuoteCalendarDay } from '@domain/types';
import { formatUsd } from '../../lib/formatUsd';
import { daysFrom, localToday } from './calendarDays';

type DayProps = {
  date: IsoDate;
  picked: boolean;
  disabled: boolean;
  onPick: (date: IsoDate) => void;
  /** The day's price in USD, once the strip is priced. */
  price: number | undefined;
  cheapest: boolean;
};

/** One day's button: picking another day draws again the two whose state changed, not all. */
const StripDay = memo(({ date, picked, disabled, onPick, price, cheapest }: DayProps) => {
  const day = dayjs(date);
  const priced =
    price === undefined ? '' : `, ${formatUsd(price)}${cheapest ? ', lowest price' : ''}`;
  return (
    <Button
      type={picked ? 'primary' : 'default'}
      aria-pressed={picked}
      aria-label={`${day.format('ddd, MMM D, YYYY')}${priced}`}
      disabled={disabled}
      onClick={() => onPick(date)}
      style={{ height: 'auto', padding: '6px 0', flexDirection: 'column', gap: 0 }}
    >
      <span style={{ fontSize: 12 }}>{day.format('ddd')}</span>
      <span style={{ fontSize: 18, fontWeight: 600 }}>{day.format('D')}</span>
      <span style={{ fontSize: 12 }}>{day.format('MMM')}</span>
      {price !== undefined && (
        <span style={{ fontSize: 11, fontWeight: cheapest ? 700 : 400 }}>{formatUsd(price)}</span>
      )}
      {cheapest && <span style={{ fontSize: 11 }}>Lowest</span>}
    </Button>
  );
});
StripDay.displayName = 'StripDay';

type Props = {
  value: IsoDate | undefined;
  onPick: (date: IsoDate) => void;
  disabled: boolean;
  /** Each day's price, once the lane is priced for the strip. */
  days: QuoteCalendarDay[] | undefined;
};

/**
 * The next three weeks, one button a day, for picking the pickup date in one click, each with
 * its price and the cheapest marked.
 */
export const CalendarStrip = ({ value, onPick, disabled, days }: Props) => {
  const priced = new Map(days?.map((day) => [day.date, day]));
  return (
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
          price={priced.get(date)?.base_price}
          cheapest={priced.get(date)?.cheapest ?? false}
        />
      ))}
    </div>
  );
};
