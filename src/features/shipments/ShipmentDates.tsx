import { useCallback, useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Button, Card, Col, Row } from 'antd';
import { useField, useForm } from 'react-final-form';
import { DatePickerField } from '../../components/form/DatePickerField';
import { PICKUP_DATE_MAX_DAYS_AHEAD } from '@domain/dates';
import type { IsoDate, Quote } from '@domain/types';
import { useGetQuoteCalendarQuery } from '../../api/quoteCalendarApi';
import { CalendarStrip } from './CalendarStrip';
import { localToday, plusDays } from './calendarDays';
import { DropoffDateField } from './DropoffDateField';
import type { Lane } from './useLaneQuote';
import { laneRequest } from './useLaneQuote';

/**
 * Pickup and drop-off dates: the pickup is picked once the lane is priced (the strip shows each
 * day's price, the cheapest marked), the drop-off follows from it and the quote's transit time,
 * and both can be cleared together.
 */
export const ShipmentDates = ({ quote, lane }: { quote: Quote | undefined; lane: Lane }) => {
  const form = useForm();
  const pickup = useField<IsoDate>('pickup_date', { subscription: { value: true } }).input.value;
  const transit = quote?.min_transit_time;

  useEffect(() => {
    // While the lane is being priced again, the dates wait for the new transit time.
    if (transit === undefined) return;
    const dropoff = pickup ? plusDays(pickup, transit) : undefined;
    if (form.getState().values.dropoff_date !== dropoff) form.change('dropoff_date', dropoff);
  }, [form, pickup, transit]);

  const pick = useCallback((date: IsoDate) => form.change('pickup_date', date), [form]);
  const today = localToday();
  const request = laneRequest(lane);
  const { currentData: calendar } = useGetQuoteCalendarQuery(
    request ? { ...request, from_date: today } : skipToken,
  );
  const resetDates = () =>
    form.batch(() => {
      form.change('pickup_date', undefined);
      form.change('dropoff_date', undefined);
    });

  return (
    <Card
      title="Dates"
      extra={
        <Button type="link" onClick={resetDates}>
          Reset dates
        </Button>
      }
    >
      <Row gutter={16}>
        <Col span={12}>
          <DatePickerField
            name="pickup_date"
            label="Pickup date"
            required
            disabled={!quote}
            min={today}
            max={plusDays(today, PICKUP_DATE_MAX_DAYS_AHEAD)}
            placeholder={quote ? 'Pick a date' : 'Pick both cities first'}
          />
        </Col>
        <Col span={12}>
          <DropoffDateField />
        </Col>
      </Row>
      <CalendarStrip
        value={pickup || undefined}
        disabled={!quote}
        onPick={pick}
        days={request ? calendar?.days : undefined}
      />
    </Card>
  );
};
