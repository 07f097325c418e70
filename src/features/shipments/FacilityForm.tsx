import { useMemo } from 'react';
import { Button, Col, Flex, Row } from 'antd';
import { Field, Form } from 'react-final-form';
import { DatePickerField } from '../../components/form/DatePickerField';
import { FormLayout } from '../../components/form/FormLayout';
import { PhoneField } from '../../components/form/PhoneField';
import { makeValidate } from '../../components/form/makeValidate';
import { RadioGroupField } from '../../components/form/RadioGroupField';
import { TextField } from '../../components/form/TextField';
import {
  ADDRESS_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FACILITY_NAME_MAX_LENGTH,
  NAME_MAX_LENGTH,
  SCHEDULING_PREFERENCE_LABELS,
  SCHEDULING_PREFERENCES,
  ZIP_CODE_MAX_LENGTH,
} from '@domain/constants';
import { appointmentContext, stopFacilitySchema } from '@domain/appointmentRequestSchema';
import { facilitySchema } from '@domain/schemas';
import { windowFieldsTaken, windowFor } from '@domain/stopWindows';
import type { FacilityFields, IsoDate, SchedulingPreference } from '@domain/types';

/** The facility with only the window its preference takes: switching it drops the rest. */
const taken = (values: FacilityFields): FacilityFields => ({
  ...values,
  ...windowFor(values.scheduling_preference, values),
});
const PREFERENCE_OPTIONS = SCHEDULING_PREFERENCES.map((value) => ({
  value,
  label: SCHEDULING_PREFERENCE_LABELS[value],
}));

type Props = {
  label: string;
  /**
   * A stop's form asks for its window too, no appointment before the pickup date; the facility
   * book's, which keeps no window, does not.
   */
  pickupDate?: IsoDate;
  initialValues: FacilityFields;
  onSubmit: (facility: FacilityFields) => Promise<void>;
  onCancel: () => void;
};

/** The window the chosen preference asks for: an appointment's day and hours, or receiving hours. */
const WindowFields = ({ pickupDate }: { pickupDate: IsoDate }) => (
  <Field<SchedulingPreference> name="scheduling_preference" subscription={{ value: true }}>
    {({ input: { value } }) => {
      const asks = windowFieldsTaken(value);
      if (!asks.hours) return null;
      const [opens, closes] = asks.date
        ? ['Appointment starts', 'Appointment ends']
        : ['Receiving opens', 'Receiving closes'];
      return (
        <>
          {asks.date && (
            <DatePickerField name="appointment_date" label="Appointment date" min={pickupDate} />
          )}
          <Row gutter={16}>
            <Col span={12}>
              <TextField name="window_start" label={opens} placeholder="HH:MM" maxLength={5} />
            </Col>
            <Col span={12}>
              <TextField name="window_end" label={closes} placeholder="HH:MM" maxLength={5} />
            </Col>
          </Row>
        </>
      );
    }}
  </Field>
);

/**
 * Where the truck goes at one end of the lane, when, and whom to call there. Times are on the
 * facility's own clock, a 24-hour one, as docks write them.
 */
export const FacilityForm = ({ label, pickupDate, initialValues, onSubmit, onCancel }: Props) => {
  const { schema, prepare, validate } = useMemo(() => {
    if (!pickupDate) {
      const same = (values: FacilityFields) => values;
      return { schema: facilitySchema, prepare: same, validate: makeValidate(facilitySchema) };
    }
    const check = makeValidate<FacilityFields>(
      stopFacilitySchema,
      appointmentContext({ pickupDate }),
    );
    return {
      schema: stopFacilitySchema,
      prepare: taken,
      validate: (values: FacilityFields) => check(taken(values)),
    };
  }, [pickupDate]);
  return (
    <Form<FacilityFields>
      onSubmit={(values) => onSubmit(schema.cast(prepare(values)))}
      validate={validate}
      initialValues={initialValues}
      subscription={{ submitting: true }}
      render={({ handleSubmit, submitting }) => (
        <FormLayout onSubmit={handleSubmit} label={label}>
          <TextField
            name="facility_name"
            label="Facility name"
            autoFocus
            maxLength={FACILITY_NAME_MAX_LENGTH}
          />
          <TextField
            name="facility_address"
            label="Address"
            autoComplete="street-address"
            maxLength={ADDRESS_MAX_LENGTH}
          />
          <TextField
            name="zip_code"
            label="Zip code"
            autoComplete="postal-code"
            maxLength={ZIP_CODE_MAX_LENGTH}
          />
          <RadioGroupField
            name="scheduling_preference"
            label="Scheduling preference"
            options={PREFERENCE_OPTIONS}
          />
          {pickupDate && <WindowFields pickupDate={pickupDate} />}
          <TextField name="contact_name" label="Contact name" maxLength={NAME_MAX_LENGTH} />
          <Row gutter={16}>
            <Col span={12}>
              <PhoneField name="phone_number" label="Phone number" />
            </Col>
            <Col span={12}>
              <TextField name="email" label="Email" type="email" maxLength={EMAIL_MAX_LENGTH} />
            </Col>
          </Row>
          <Flex justify="end" gap={8}>
            <Button onClick={onCancel}>Cancel</Button>
            <Button type="primary" htmlType="submit" loading={submitting}>
              Save
            </Button>
          </Flex>
        </FormLayout>
      )}
    />
  );
};
