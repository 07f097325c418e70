import { Button, Col, Flex, Row } from 'antd';
import { Form } from 'react-final-form';
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
