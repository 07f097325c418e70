import { useState } from 'react';
import { Button, Flex, Modal } from 'antd';
import { Form } from 'react-final-form';
import { DISPATCH_MESSAGES } from '@domain/dispatchMessages';
import { opsEventSchema } from '@domain/dispatchSchemas';
import type { OpsShipment } from '@domain/dispatchTypes';
import {
  MILESTONE_LABELS,
  NOT_DISPATCHED,
  REPORTED_MILESTONES,
  milestoneRank,
  nextMilestone,
} from '@domain/milestones';
import type { ReportedMilestone } from '@domain/milestones';
import { NOTES_MAX_LENGTH } from '@domain/constants';
import { useRecordOpsEventMutation } from '../../api/opsEndpoints';
import { CityField } from '../../components/form/CityField';
import { FormErrorAlert } from '../../components/form/FormErrorAlert';
import { FormLayout } from '../../components/form/FormLayout';
import { makeValidate } from '../../components/form/makeValidate';
import { SelectField } from '../../components/form/SelectField';
import { toSubmissionErrors } from '../../components/form/submissionErrors';
import { TextAreaField } from '../../components/form/TextAreaField';
import { useAppDispatch } from '../../state/hooks';
import { showSuccess } from '../../state/toastSlice';
import { DateTimeField } from './DateTimeField';

type Props = { shipment: OpsShipment; onClose: () => void };

type Values = { code: ReportedMilestone; at: string; city_id: number | null; note: string };

const FIELDS = ['code', 'at', 'city_id', 'note'];
const validate = makeValidate<Values>(opsEventSchema);
const OPTIONS = REPORTED_MILESTONES.map((code) => ({ value: code, label: MILESTONE_LABELS[code] }));

/** The milestone the driver would report next, for the form to start from. */
const nextOf = ({ milestones }: OpsShipment): ReportedMilestone =>
  nextMilestone(
    milestones.reduce(
      (furthest, { code, withdrawn_at }) =>
        withdrawn_at === null ? Math.max(furthest, milestoneRank(code)) : furthest,
      NOT_DISPATCHED,
    ),
  ) ?? 'delivered';

/**
 * What the driver could not report, entered by a dispatcher (a phone out of battery, a call from
 * the dock): which milestone, when, and where if the dispatcher knows.
 */
export const RecordMilestoneDialog = ({ shipment, onClose }: Props) => {
  const [record] = useRecordOpsEventMutation();
  const dispatch = useAppDispatch();
  const title = `Record milestone of shipment #${shipment.id}`;
  // Made once: the form would start over if its initial values changed on a redraw.
  const [initialValues] = useState(() => ({
    code: nextOf(shipment),
    at: new Date().toISOString(),
    note: '',
  }));

  const onSubmit = async ({ code, at, city_id, note }: Values) => {
    const body = { code, at, city_id: city_id || null, note: note.trim() || null };
    const result = await record({ id: shipment.id, body });
    if (result.error) return toSubmissionErrors(result.error, FIELDS);
    dispatch(showSuccess(DISPATCH_MESSAGES.milestoneRecorded(code)));
    onClose();
    return undefined;
  };

  return (
    <Modal open title={title} onCancel={onClose} footer={null} width={560}>
      <Form<Values>
        onSubmit={onSubmit}
        validate={validate}
        initialValues={initialValues}
        subscription={{ submitting: true, submitError: true }}
        render={({ handleSubmit, submitting, submitError }) => (
          <FormLayout onSubmit={handleSubmit} label={title}>
            <FormErrorAlert message={submitError} />
            <SelectField name="code" label="Milestone" options={OPTIONS} required />
            <DateTimeField name="at" label="When" required />
            <CityField name="city_id" label="Where (optional)" />
            <TextAreaField name="note" label="Note (optional)" maxLength={NOTES_MAX_LENGTH} />
            <Flex justify="end" gap={8}>
              <Button onClick={onClose}>Cancel</Button>
              <Button type="primary" htmlType="submit" loading={submitting}>
                Record milestone
              </Button>
            </Flex>
          </FormLayout>
        )}
      />
    </Modal>
  );
};
