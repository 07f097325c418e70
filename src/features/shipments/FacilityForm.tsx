import { Button, Col, Flex, Row } from 'antd';
import { Form } from 'react-final-form';
import { FormLayout } from '../../components/form/FormLayout';
import { makeValidate } from '../../components/form/makeValidate';
import { RadioGroupField } from '../../components/form/RadioGroupField';
import { TextField } from '../../components/form/TextField';
import { SCHEDULING_PREFERENCE_LABELS, SCHEDULING_PREFERENCES } from '@domain/constants';
import { facilitySchema } from '@domain/schemas';
import type { FacilityFields } from '@domain/types';

const validate = makeValidate<FacilityFields>(facilitySchema);
const PREFERENCE_OPTIONS = SCHEDULING_PREFERENCES.map((value) => ({
  value,
  label: SCHEDULING_PREFERENCE_LABELS[value],
}));

type Props = {
  label: string;
  initialValues: FacilityFields;
  onSubmit: (facility: FacilityFields) => Promise<void>;
  onCancel: () => void;
};

/** Where the truck goes at one end of the lane, and whom to call there. */
export const FacilityForm = ({ label, initialValues, onSubmit, onCancel }: Props) => (
  <Form<FacilityFields>
    onSubmit={(values) => onSubmit(facilitySchema.cast(values))}
    validate={validate}
    initialValues={initialValues}
    subscription={{ submitting: true }}
    render={({ handleSubmit, submitting }) => (
      <FormLayout onSubmit={handleSubmit} label={label}>
        <TextField name="facility_name" label="Facility name" autoFocus />
        <TextField name="facility_address" label="Address" autoComplete="street-address" />
        <TextField name="zip_code" label="Zip code" autoComplete="postal-code" />
        <RadioGroupField
          name="scheduling_preference"
          label="Scheduling preference"
          options={PREFERENCE_OPTIONS}
        />
        <TextField name="contact_name" label="Contact name" />
        <Row gutter={16}>
          <Col span={12}>
            <TextField name="phone_number" label="Phone number" type="tel" />
          </Col>
          <Col span={12}>
            <TextField name="email" label="Email" type="email" />
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
