import { useState } from 'react';
import { Button, Flex, Modal, Typography } from 'antd';
import { Form } from 'react-final-form';
import { EQUIPMENT_LABELS, LOAD_NUMBER_MAX_LENGTH, NAME_MAX_LENGTH } from '@domain/constants';
import { assignmentSchema } from '@domain/dispatchSchemas';
import type { AssignedShipment, AssignmentInput, OpsShipment } from '@domain/dispatchTypes';
import { useAssignCarrierMutation } from '../../api/opsEndpoints';
import { FormErrorAlert } from '../../components/form/FormErrorAlert';
import { FormLayout } from '../../components/form/FormLayout';
import { PhoneField } from '../../components/form/PhoneField';
import { makeValidate } from '../../components/form/makeValidate';
import { toSubmissionErrors } from '../../components/form/submissionErrors';
import { TextField } from '../../components/form/TextField';
import { formatDate } from '../../lib/format';
import { CarrierField } from './CarrierField';
import { DriverLinkNotice } from './DriverLinkNotice';

type Props = { shipment: OpsShipment; onClose: () => void };

const FIELDS = ['carrier_id', 'driver_name', 'driver_phone', 'truck_number', 'trailer_number'];
const validate = makeValidate<AssignmentInput>(assignmentSchema);

const laneOf = ({ pickup, dropoff, equipment }: OpsShipment) =>
  `${pickup.city.name}, ${pickup.city.region_code} → ${dropoff.city.name}, ` +
  `${dropoff.city.region_code} · ${EQUIPMENT_LABELS[equipment]} · pickup ${formatDate(pickup.date)}`;

/**
 * Covers a load, or hands it to another carrier: the carrier, the driver and their truck. A
 * refusal (the carrier may not haul it) stays in the dialog above everything typed; once assigned,
 * the dialog gives the driver's link.
 */
export const AssignCarrierDialog = ({ shipment, onClose }: Props) => {
  const [assign] = useAssignCarrierMutation();
  const [assigned, setAssigned] = useState<AssignedShipment | null>(null);
  const title = shipment.assignment
    ? `Reassign shipment #${shipment.id}`
    : `Assign carrier to shipment #${shipment.id}`;

  const onSubmit = async (values: AssignmentInput) => {
    const result = await assign({ id: shipment.id, body: assignmentSchema.cast(values) });
    if (result.error) return toSubmissionErrors(result.error, FIELDS);
    setAssigned(result.data);
    return undefined;
  };

  return (
    <Modal open title={title} onCancel={onClose} footer={null} width={560}>
      <Typography.Paragraph type="secondary">{laneOf(shipment)}</Typography.Paragraph>
      {assigned ? (
        <DriverLinkNotice assigned={assigned} onDone={onClose} />
      ) : (
        <Form<AssignmentInput>
          onSubmit={onSubmit}
          validate={validate}
          subscription={{ submitting: true, submitError: true }}
          render={({ handleSubmit, submitting, submitError }) => (
            <FormLayout onSubmit={handleSubmit} label={title}>
              <FormErrorAlert message={submitError} />
              <CarrierField name="carrier_id" label="Carrier" equipment={shipment.equipment} />
              <TextField
                name="driver_name"
                label="Driver name"
                autoComplete="off"
                required
                maxLength={NAME_MAX_LENGTH}
              />
              <PhoneField name="driver_phone" label="Driver mobile" autoComplete="off" required />
              <Flex gap={16}>
                <div style={{ flex: 1 }}>
                  <TextField
                    name="truck_number"
                    label="Truck number"
                    autoComplete="off"
                    required
                    maxLength={LOAD_NUMBER_MAX_LENGTH}
                  />
                </div>
                <div style={{ flex: 1 }}>
                  <TextField
                    name="trailer_number"
                    label="Trailer number"
                    autoComplete="off"
                    required
                    maxLength={LOAD_NUMBER_MAX_LENGTH}
                  />
                </div>
              </Flex>
              <Flex justify="end" gap={8}>
                <Button onClick={onClose}>Cancel</Button>
                <Button type="primary" htmlType="submit" loading={submitting}>
                  {shipment.assignment ? 'Reassign' : 'Assign carrier'}
                </Button>
              </Flex>
            </FormLayout>
          )}
        />
      )}
    </Modal>
  );
};
