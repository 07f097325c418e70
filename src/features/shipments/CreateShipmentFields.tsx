import { skipToken } from '@reduxjs/toolkit/query';
import { Button, Card, Col, Flex, Row } from 'antd';
import { useField } from 'react-final-form';
import { useGetCityPlaceQuery } from '../../api/placesApi';
import { CityField } from '../../components/form/CityField';
import { RadioGroupField } from '../../components/form/RadioGroupField';
import { EQUIPMENT, EQUIPMENT_LABELS } from '@domain/constants';
import type { CreateShipmentValues } from './createShipmentValues';
import { LanePreview } from './LanePreview';
import { DayQuotePanel } from './DayQuotePanel';
import { ShipmentDates } from './ShipmentDates';
import { useLaneQuote } from './useLaneQuote';

// Only the lane's fields: picking a date must not redraw the whole form.
const useValue = <T,>(name: string): T =>
  useField<T>(name, { subscription: { value: true } }).input.value;

const EQUIPMENT_OPTIONS = EQUIPMENT.map((value) => ({ value, label: EQUIPMENT_LABELS[value] }));

/** The lane, the dates and the live quote, with the button that creates the shipment. */
export const CreateShipmentFields = ({ submitting }: { submitting: boolean }) => {
  const lane = {
    equipment: useValue<CreateShipmentValues['equipment']>('equipment'),
    pickup_location: useValue<number | null>('pickup_location'),
    dropoff_location: useValue<number | null>('dropoff_location'),
  };
  const { quote } = useLaneQuote(lane);
  // The map asks for the same places: a city filled in (a shipment booked again) shows its name.
  const pickupCity = useGetCityPlaceQuery(lane.pickup_location || skipToken).currentData?.city;
  const dropoffCity = useGetCityPlaceQuery(lane.dropoff_location || skipToken).currentData?.city;

  return (
    // One column on a phone: the quote under the lane and the dates.
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={15}>
        <Flex vertical gap={24}>
          <Card title="Lane">
            <RadioGroupField
              name="equipment"
              label="Equipment"
              options={EQUIPMENT_OPTIONS}
              optionType="button"
              required
            />
            <Row gutter={16}>
              <Col xs={24} sm={12}>
                <CityField name="pickup_location" label="Pickup city" city={pickupCity} />
              </Col>
              <Col xs={24} sm={12}>
                <CityField name="dropoff_location" label="Dropoff city" city={dropoffCity} />
              </Col>
            </Row>
          </Card>
          <LanePreview pickup={lane.pickup_location} dropoff={lane.dropoff_location} />
          <ShipmentDates quote={quote} lane={lane} />
        </Flex>
      </Col>
      <Col xs={24} lg={9}>
        <Flex vertical gap={24}>
          <DayQuotePanel lane={lane} />
          <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
            Review shipment
          </Button>
        </Flex>
      </Col>
    </Row>
  );
};
