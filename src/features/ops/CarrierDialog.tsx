import { Button, Flex, Modal } from 'antd';
import { Form } from 'react-final-form';
import {
  COMPANY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  EQUIPMENT,
  EQUIPMENT_LABELS,
  REGISTRY_NUMBER_MAX_DIGITS,
  SCAC_MAX_LENGTH,
} from '@domain/constants';
import { carrierSchema } from '@domain/dispatchSchemas';
import type { Carrier, CarrierInput } from '@domain/dispatchTypes';
import { useAddCarrierMutation, useChangeCarrierMutation } from '../../api/opsEndpoints';
import { CheckboxGroupField } from '../../components/form/CheckboxGroupField';
import { DatePickerField } from '../../components/form/DatePickerField';
import { FormErrorAlert } from '../../components/form/FormErrorAlert';
import { FormLayout } from '../../components/form/FormLayout';
import { PhoneField } from '../../components/form/PhoneField';
import { makeValidate } from '../../components/form/makeValidate';
import { toSubmissionErrors } from '../../components/form/submissionErrors';
import { TextField } from '../../components/form/TextField';
import { useAppDispatch } from '../../state/hooks';
import { showSuccess } from '../../state/toastSlice';
import { outcomeLabel } from './CarrierCheck';
import { RegistryName } from './RegistryName';

/** What the form holds: the optional numbers as typed, blank for none. */
type Values = Omit<CarrierInput, 'mc_number' | 'scac'> & { mc_number: string; scac: string };

type Props = {
  /** The carrier to edit; none to add one. */
  carrier: Carrier | null;
  onClose: () => void;
};

const FIELDS = [
  'legal_name',
  'usdot_number',
  'mc_number',
  'scac',
  'phone',
  'email',
  'equipment',
  'insurance_expires_on',
];
const validate = makeValidate<Values>(carrierSchema);
const EQUIPMENT_OPTIONS = EQUIPMENT.map((kind) => ({ value: kind, label: EQUIPMENT_LABELS[kind] }));

const valuesOf = (carrier: Carrier | null): Partial<Values> =>
  carrier
    ? {
        legal_name: carrier.legal_name,
        usdot_number: carrier.usdot_number,
        mc_number: carrier.mc_number ?? '',
        scac: carrier.scac ?? '',
        phone: carrier.phone,
        email: carrier.email,
        equipment: carrier.equipment,
        insurance_expires_on: carrier.insurance_expires_on,
      }
    : { equipment: [] };

/**
 * Adds a carrier, or changes one. The server checks it against the registry as it saves; what the
 * registry said shows in the list, and in the toast.
 */
export const CarrierDialog = ({ carrier, onClose }: Props) => {
  const [add] = useAddCarrierMutation();
  const [change] = useChangeCarrierMutation();
  const dispatch = useAppDispatch();
  const title = carrier ? `Edit ${carrier.legal_name}` : 'Add carrier';

  const onSubmit = async (values: Values) => {
    const { mc_number, scac, ...fields } = carrierSchema.cast(values);
    const body: CarrierInput = { ...fields, mc_number: mc_number ?? null, scac: scac ?? null };
    const result = await (carrier ? change({ id: carrier.id, body }) : add(body));
    if (result.error) return toSubmissionErrors(result.error, FIELDS);
    const saved = result.data;
    dispatch(showSuccess(`${saved.legal_name} saved. Registry check: ${outcomeLabel(saved)}.`));
    onClose();
    return undefined;
  };

  return (
    <Modal open title={title} onCancel={onClose} footer={null} width={640}>
      <Form<Values>
        onSubmit={onSubmit}
        validate={validate}
        initialValues={valuesOf(carrier)}
        subscription={{ submitting: true, submitError: true }}
        render={({ handleSubmit, submitting, submitError }) => (
          <FormLayout onSubmit={handleSubmit} label={title}>
            <FormErrorAlert message={submitError} />
            <Flex gap={16}>
              <div style={{ flex: 1 }}>
                <TextField
                  name="usdot_number"
                  label="USDOT number"
                  autoComplete="off"
                  required
                  autoFocus
                  maxLength={REGISTRY_NUMBER_MAX_DIGITS}
                />
              </div>
              <div style={{ flex: 1 }}>
                <TextField
                  name="mc_number"
                  label="MC number (optional)"
                  autoComplete="off"
                  maxLength={REGISTRY_NUMBER_MAX_DIGITS}
                />
              </div>
              <div style={{ flex: 1 }}>
                <TextField
                  name="scac"
                  label="SCAC (optional)"
                  autoComplete="off"
                  maxLength={SCAC_MAX_LENGTH}
                />
              </div>
            </Flex>
            {carrier ? null : <RegistryName />}
            <TextField
              name="legal_name"
              label="Legal name"
              autoComplete="off"
              required
              maxLength={COMPANY_NAME_MAX_LENGTH}
            />
            <Flex gap={16}>
              <div style={{ flex: 1 }}>
                <PhoneField name="phone" label="Phone" autoComplete="off" required />
              </div>
              <div style={{ flex: 1 }}>
                <TextField
                  name="email"
                  label="Email"
                  type="email"
                  autoComplete="off"
                  required
                  maxLength={EMAIL_MAX_LENGTH}
                />
              </div>
            </Flex>
            <CheckboxGroupField name="equipment" label="Equipment" options={EQUIPMENT_OPTIONS} />
            <DatePickerField
              name="insurance_expires_on"
              label="Cargo insurance expires on"
              required
            />
            <Flex justify="end" gap={8}>
              <Button onClick={onClose}>Cancel</Button>
              <Button type="primary" htmlType="submit" loading={submitting}>
                {carrier ? 'Save carrier' : 'Add carrier'}
              </Button>
            </Flex>
          </FormLayout>
        )}
      />
    </Modal>
  );
};
